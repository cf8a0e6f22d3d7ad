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

    /// plantuml's state arrow reads a cross on its tail and a circle on its head, `(x)?(-+)…\>(o[%s]+)?` (case
    /// ignored); `A o--> B` and `A -->x B` are refused there (checked with plantuml 1.2020.02), so they are here.
    @Test func arrowEndDecorations() throws {
        let graph = try plantUML("state A\nA -->o B\nB x--> C\nC -->O D\nD X--> E\nE -->xF\n")
        #expect(edges(graph) == ["A->B:", "B->C:", "C->D:", "D->E:", "E->xF:"])
        // Reversed, the cross is at the right end (current plantuml's reverse pattern; 1.2020.02 has no `<--`).
        #expect(edges(try plantUML("state A\nA <--x B : go\nB <-X C\n")) == ["B->A:go", "C->B:"])
        for (line, column) in [("A o--> B", 3), ("A O-> B : go", 3), ("A -->x B", 6), ("D o-->x E", 3)] {
            #expect(throws: DiagramParseError.self, "\(line)") { try plantUML("state A\n" + line + "\n") }
            let report = DiagramChecker.check(file: "x.puml", text: "state A\n" + line + "\n", format: .plantuml)
            #expect(report.error.map { [$0.line, $0.column] } == [2, column], "\(line)")
        }
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
