import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// The writers' output for the example diagrams, compared with committed reference files
/// (`References/<diagram>.<format>`). Set `SWITCHYARD_RECORD_REFERENCES=1` to rewrite them after a deliberate change.
struct WriterReferenceTests {
    static let cases: [(String, RenderFormat)] = WriterTestSupport.exampleNames.flatMap { name in
        [RenderFormat.plantuml, .mermaid, .dot].map { (name, $0) }
    }

    @Test(arguments: cases)
    func exampleMatchesReference(name: String, format: RenderFormat) throws {
        let source = try WriterTestSupport.example(name)
        let graph = try DiagramReader.read(source, format: name.hasSuffix(".mmd") ? .mermaid : .plantuml)
        let output = try #require(DiagramRenderer.text(graph, as: format))
        let extensions: [RenderFormat: String] = [.plantuml: "puml", .mermaid: "mmd", .dot: "dot"]
        let reference = WriterTestSupport.testsDirectory.appendingPathComponent(
            "References/\(name).\(extensions[format] ?? format.rawValue)")
        if ProcessInfo.processInfo.environment["SWITCHYARD_RECORD_REFERENCES"] == "1" {
            try FileManager.default.createDirectory(
                at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(output.utf8).write(to: reference)
        }
        let expected = try String(contentsOf: reference, encoding: .utf8)
        #expect(output == expected)
    }

    @Test func plantUMLOfEditKeepsDirectionsAndDeclaresEveryState() throws {
        let graph = try DiagramReader.read(try WriterTestSupport.example("edit.puml"), format: .plantuml)
        let text = PlantUMLWriter().write(graph)
        #expect(text.hasPrefix("@startuml\nstate editing\n"))
        #expect(text.contains("confirming -right-> saving : confirm OK\n"))
        #expect(text.hasSuffix("@enduml\n"))
    }

    @Test func identifiersThatNeedQuotingGetAliasesAndKeepTheirNames() {
        let text = PlantUMLWriter().write(WriterShapes.aliases)
        #expect(text.contains("state \"waiting for server\" as waiting_for_server\n"))
        #expect(text.contains("state \"done!\" as done_\n"))
        #expect(text.contains("state \"a-b\" as a_b_2\n"))
        #expect(text.contains("state 1st\n1st --> s_\n") || text.contains("1st --> s_\n"))
        #expect(text.contains("state s_\n"))
        #expect(text.contains("waiting_for_server --> done_ : ok\n"))
        #expect(text.contains("inner_most --> Group_with_space[H]\n"))
        let mermaid = MermaidWriter().write(WriterShapes.aliases)
        #expect(mermaid.contains("state \"waiting for server\" as waiting_for_server\n"))
    }

    @Test func mermaidDrawsHistoryAsItsCompositeAndMarksIt() {
        // Mermaid has no history: the arrow enters the composite (so reachability is kept) and is marked for
        // our reader.
        let text = MermaidWriter().write(WriterShapes.history)
        // The mark is on its own line: after a label, Mermaid reads `%%` as label text. The arrow is at the top
        // level: written inside `state Player { … }` it would name `Player` there, which Mermaid draws as a state
        // inside itself.
        #expect(text.contains("%% history [H]\n    paused --> Player : resume\n"))
    }

    @Test func dotQuotesEveryNameAndLabel() {
        let text = DOTWriter().write(WriterShapes.labels)
        #expect(text.contains("\"state:busy\" -> \"state:idle\" [label=\"\\\"quoted\\\" 'text'"))
        let nested = DOTWriter().write(WriterShapes.nested)
        #expect(nested.contains("subgraph \"cluster:Outer\" {"))
        #expect(nested.contains("\"anchor:Outer\" -> \"state:after\" [ltail=\"cluster:Outer\", label=\"leave\"];"))
    }

    @Test(.enabled(if: WriterTestSupport.which("dot") != nil, "needs Graphviz dot"), arguments: ["svg", "png"])
    func graphvizRendersEveryShape(format: String) throws {
        for (name, graph) in PlantUMLSyntaxTests.graphs {
            let bytes = try DiagramRenderer.render(graph, as: format == "svg" ? .svg : .png)
            if format == "svg" {
                #expect(String(decoding: bytes, as: UTF8.self).contains("<svg"), "\(name)")
            } else {
                #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name)")
            }
        }
    }

    @Test(.enabled(if: WriterTestSupport.which("dot") != nil, "needs Graphviz dot"))
    func graphvizFailureCarriesItsMessage() {
        #expect {
            try GraphvizRunner().render(dot: "digraph { a -> }", as: "svg")
        } throws: { error in
            guard let message = (error as? RenderError)?.message else { return false }
            return message.contains("dot -Tsvg failed") && message.contains("syntax error")
        }
    }

    /// An image far larger than a pipe's buffer, and many messages on standard error: neither may block `dot`.
    @Test(.enabled(if: WriterTestSupport.which("dot") != nil, "needs Graphviz dot"))
    func graphvizRendersALargeGraph() throws {
        let ids = (0..<1_500).map { "s\($0)" }
        let graph = StateGraph(
            states: ids.map { GraphState(id: $0) },
            transitions: zip(ids, ids.dropFirst()).map {
                GraphTransition(from: .state($0.0), to: .state($0.1), label: "next")
            })
        let svg = String(decoding: try DiagramRenderer.render(graph, as: .svg), as: UTF8.self)
        #expect(svg.count > 200_000)
        #expect(svg.contains(">s1499<"))
    }

    @Test func missingGraphvizNamesThePackage() {
        let runner = GraphvizRunner(executable: "/nonexistent/dot")
        #expect {
            try DiagramRenderer.render(WriterShapes.nested, as: .svg, graphviz: runner)
        } throws: { error in
            (error as? RenderError)?.message.contains("Debian package `graphviz`") == true
        }
    }
}
