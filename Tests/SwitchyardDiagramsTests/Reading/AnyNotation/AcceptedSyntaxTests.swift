import Switchyard
import SwitchyardDiagrams
import Testing

/// Syntax the real `plantuml` (or Mermaid) accepts, which we used to reject.
struct AcceptedSyntaxTests {
    private func plantUML(_ text: String) throws -> StateGraph {
        try PlantUMLReader().read(text)
    }

    private func edges(_ graph: StateGraph) -> [String] {
        graph.transitions.map { "\(CheckReport.name($0.from))->\(CheckReport.name($0.to)):\($0.label ?? "")" }
    }

    @Test func beginEndState() throws {
        let graph = try plantUML("[*] --> A\nstate A begin\n  [*] --> inner\nend state\nA --> [*]\n")
        #expect(graph.state(named: "A")?.kind == .composite)
        #expect(graph.state(named: "inner")?.parent == "A")
        #expect(graph.state(named: "A")?.parent == nil)
    }

    @Test func linksOnStates() throws {
        let graph = try plantUML(
            "state A [[http://example.com/a]]\nstate B [[http://example.com/b{tip}]] : text\nstate C [[{tip only}]]\n"
                + "A --> B\nB --> C\n")
        #expect(graph.states.map(\.id) == ["A", "B", "C"])
        #expect(graph.state(named: "B")?.descriptionLines == ["text"])
    }

    @Test func synchronisationBarsArePseudoStates() throws {
        let graph = try plantUML("[*] --> a\na --> ===B1===\n===B1=== --> b\n===B1=== --> c\n")
        #expect(graph.state(named: "===B1===")?.kind == .fork)
        let analysis = GraphAnalysis(graph)
        #expect(analysis.states == ["a", "b", "c"])
        #expect(analysis.unreachable.isEmpty)
    }

    @Test func arrowEndDecorations() throws {
        let graph = try plantUML("state A\nA -->o B\nB x--> C\nC -->O D\nD o-->x E\nE -->xF\n")
        #expect(edges(graph) == ["A->B:", "B->C:", "C->D:", "D->E:", "E->xF:"])
    }

    @Test func unclosedAndStrayBracesAreAcceptedWithWarnings() {
        let report = DiagramChecker.check(file: "x.puml", text: "[*] --> A\nstate A {\n  [*] --> b\n", format: nil)
        #expect(report.error == nil)
        #expect(report.states == ["A", "b"])
        #expect(report.diagnostics.map(\.code).contains("unclosed-composite"))
    }

    @Test func mermaidHashComments() throws {
        let graph = try MermaidReader().read("stateDiagram-v2\n# a comment\n[*] --> A # trailing\nA --> B : x\n")
        #expect(edges(graph) == ["[*]->A:", "A->B:x"])
    }

    @Test func mermaidFloatingNote() throws {
        let graph = try MermaidReader().read("stateDiagram-v2\nnote \"a floating note\" as N1\n[*] --> A\n")
        #expect(graph.states.map(\.id) == ["A"])
    }

    @Test func mermaidOneLineComposite() throws {
        let graph = try MermaidReader().read("stateDiagram-v2\n[*] --> C\nstate C { [*] --> x; x --> y }\nC --> D\n")
        #expect(graph.state(named: "x")?.parent == "C")
        #expect(graph.state(named: "y")?.parent == "C")
        #expect(graph.state(named: "D")?.parent == nil)
        #expect(edges(graph) == ["[*]->C:", "[*]->x:", "x->y:", "C->D:"])
    }

    @Test func mermaidEndNoteAfterText() throws {
        let graph = try MermaidReader().read(
            "stateDiagram-v2\n[*] --> A\nnote right of A\n  some text end note\nA --> B\n")
        #expect(edges(graph) == ["[*]->A:", "A->B:"])
    }
}
