import Switchyard
import SwitchyardDiagrams
import Testing

/// Mermaid's lexer takes some words as keywords wherever they stand (`a --> default` is refused by its grammar), so
/// the writer gives a state with such a name an alias and shows the name; the reader maps the alias back.
struct MermaidReservedWordTests {
    @Test(arguments: ["default", "Click", "style", "STATE", "note", "classDef", "accDescr", "root"])
    func aKeywordNamedStateIsWrittenWithAnAlias(name: String) throws {
        let graph = try DiagramReader.read("[*] --> a\na --> \(name) : go\n", format: .plantuml)
        let text = MermaidWriter().write(graph)
        #expect(!text.contains("--> \(name) ") && !text.contains("--> \(name)\n"), "\(text)")
        #expect(text.contains("state \"\(name)\" as "), "\(text)")
        let read = try DiagramReader.read(text, format: .mermaid)
        #expect(GraphAnalysis(read).states == GraphAnalysis(graph).states)
        #expect(!MermaidWriter.isValidIdentifier(name))
    }

    @Test func wordsThatOnlyBeginWithAKeywordNeedNoAlias() {
        for name in ["defaults", "clicked", "stateX", "direction", "end", "fork"] {
            #expect(MermaidWriter.isValidIdentifier(name), "\(name)")
        }
    }

    @Test func aTitleWithAColonIsQuotedForYAMLAndReadBack() throws {
        // A plain YAML scalar ends at `: `: Mermaid refused the whole diagram (`bad indentation of a mapping entry`).
        for title in ["Navigation: screen A", "say \"hi\" \\ bye", "it's # not a comment"] {
            let graph = StateGraph(
                title: title, states: [GraphState(id: "a")],
                transitions: [GraphTransition(from: .initial(scope: nil, region: 0), to: .state("a"))])
            let text = MermaidWriter().write(graph)
            #expect(text.hasPrefix("---\ntitle: \""), "\(text)")
            #expect(try DiagramReader.read(text, format: .mermaid).title == title, "\(text)")
        }
        let single = try DiagramReader.read("---\ntitle: 'it''s'\n---\nstateDiagram-v2\n[*] --> a\n", format: .mermaid)
        #expect(single.title == "it's")
    }

    @Test func anglesInALabelAreEntitiesMermaidDrawsAndWeReadBack() throws {
        let graph = try DiagramReader.read("[*] --> a\na --> b : <angles> [n > 0]\n", format: .plantuml)
        let text = MermaidWriter().write(graph)
        #expect(text.contains("a --> b : #60;angles#62; [n #62; 0]"), "\(text)")
        #expect(try DiagramReader.read(text, format: .mermaid).transitions.last?.label == "<angles> [n > 0]")
    }

    @Test func aCompositesInitialArrowToAStateOutsideItIsRefused() throws {
        // Written inside `state P { … }`, the arrow would make Mermaid draw `x` inside `P`.
        let graph = StateGraph(
            states: [GraphState(id: "P", kind: .composite), GraphState(id: "p1", parent: "P"), GraphState(id: "x")],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("P")),
                GraphTransition(from: .initial(scope: "P", region: 0), to: .state("x"), scope: "P"),
            ])
        let refusal = try #require(MermaidWriter.refusal(for: graph))
        #expect(refusal.message.contains("joins the '[*]' of 'P' to 'x', which is not inside 'P'"))
        #expect(throws: RenderError.self) { try DiagramRenderer.render(graph, as: .mermaid) }
    }

    @Test func anArrowBetweenStatesOfDifferentBlocksIsWrittenAtTheTopLevel() throws {
        // Mermaid moves a state into every composite block that names it; only the top level never moves one.
        let graph = StateGraph(
            states: [
                GraphState(id: "P", kind: .composite), GraphState(id: "Q", kind: .composite, parent: "P"),
                GraphState(id: "q1", parent: "Q"), GraphState(id: "x", parent: "P"),
            ],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("P")),
                GraphTransition(from: .initial(scope: "Q", region: 0), to: .state("q1"), scope: "Q"),
                GraphTransition(from: .state("q1"), to: .state("x"), label: "go", scope: "Q"),
            ])
        let written = MermaidWriter().write(graph)
        #expect(written.contains("\n    q1 --> x : go\n"), "\(written)")
        #expect(!written.contains("        q1 --> x"), "\(written)")
    }
}
