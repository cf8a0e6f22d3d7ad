import Switchyard
import SwitchyardDiagrams
import Testing

/// Cases found by a second sweep of real diagrams through both the real `plantuml` and `check`; each input is our
/// own, written to show the same construct.
struct SecondSweepFindingsTests {
    private func edges(_ text: String) throws -> [String] {
        try PlantUMLReader().read(text).transitions.map {
            "\(CheckReport.name($0.from))->\(CheckReport.name($0.to)):\($0.label ?? "")"
        }
    }

    /// `-[single]->` draws no arrow when one already joins the same two states, either way round (plantuml's
    /// `CucaDiagram.addLink` drops it); the dropped arrow is said, not silently lost.
    @Test func aSingleArrowBetweenLinkedStatesIsDropped() throws {
        #expect(try edges("[*] --> A\nA --> B : go\nA -[single]-> B : again\n") == ["[*]->A:", "A->B:go"])
        #expect(try edges("[*] --> A\nB --> A\nA -[#red,single]-> B\n") == ["[*]->A:", "B->A:"])
        #expect(try edges("[*] --> A\nA -[single]-> B\nA -[single]-> C\n") == ["[*]->A:", "A->B:", "A->C:"])
        let report = DiagramChecker.check(
            file: "x.puml", text: "[*] --> A\nA --> B\nA -[single]-> B\n", format: .plantuml)
        let warning = try #require(report.diagnostics.first { $0.code == "single-arrow-dropped" })
        #expect(warning.line == 3 && warning.column == 1)
    }
}
