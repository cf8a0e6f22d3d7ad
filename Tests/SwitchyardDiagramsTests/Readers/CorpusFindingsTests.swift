import SwitchyardDiagrams
import Testing

/// Cases found by running real diagrams from public repositories through both the real `plantuml` and `check`;
/// each input is our own, written to show the same construct.
struct CorpusFindingsTests {
    private func plantUML(_ text: String) throws -> StateGraph {
        try PlantUMLReader().read(text)
    }

    private func edges(_ graph: StateGraph) -> [String] {
        graph.transitions.map { "\(CheckReport.name($0.from))->\(CheckReport.name($0.to)):\($0.label ?? "")" }
    }

    /// `note left of X [[http://…]]` opens a multi-line note: the `:` inside the link is no one-line note's colon.
    @Test func multiLineNoteWithALink() throws {
        let graph = try plantUML(
            "[*] --> Door\nnote right of Door [[https://example.org/door]]\nopens inward\nend note\nDoor --> Hall\n")
        #expect(graph.states.map(\.id) == ["Door", "Hall"])
        #expect(edges(graph) == ["[*]->Door:", "Door->Hall:"])
    }

    /// PlantUML's arrow patterns ignore case, so `X-->` has a cross on its tail like `x-->`.
    @Test func upperCaseTailCross() throws {
        let graph = try plantUML("[*] --> Pump\nPump X--> Valve\nPump X-> Drain : leak\n")
        #expect(edges(graph) == ["[*]->Pump:", "Pump->Valve:", "Pump->Drain:leak"])
    }
}
