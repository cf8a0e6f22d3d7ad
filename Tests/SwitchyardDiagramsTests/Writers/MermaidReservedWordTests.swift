import SwitchyardDiagrams
import Testing

/// Mermaid's lexer takes some words as keywords wherever they stand (`a --> default` is refused by its grammar), so
/// the writer gives a state with such a name an alias and shows the name; the reader maps the alias back.
struct MermaidReservedWordTests {
    @Test(arguments: ["default", "Click", "style", "STATE", "note", "classDef", "accDescr"])
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
}
