import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// `check` reads reachability from the structure (the drawn arrows, every one counted, guards and timers never run);
/// `paths` runs the chart on the engine. Where they differ, both answers stand, and `check` names its reading.
struct StructuralReadingTests {
    /// `never` is the target of an arrow whose condition is never true, and of none other.
    static let guardedOff = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="idle">
          <state id="idle">
            <transition event="go" cond="false" target="never"/>
            <transition event="stay" target="idle"/>
          </state>
          <state id="never"/>
        </scxml>
        """

    @Test func aStateBehindAGuardThatIsNeverTrueIsReachableToCheckButNotToPaths() throws {
        // The structure: an arrow leads from the initial state to `never`, so `check` finds nothing unreachable.
        let report = DiagramChecker.check(file: "chart.scxml", bytes: Array(Self.guardedOff.utf8), format: .scxml)
        #expect(report.states == ["idle", "never"])
        #expect(report.unreachable.isEmpty)
        #expect(report.json.contains("\"reachability\" : \"structural\""))
        // The engine evaluates the condition: `go` is never taken, so no path enters `never`.
        let diagram = try SCXMLReader().readDiagram(bytes: Array(Self.guardedOff.utf8))
        let plan = PathPlanner.plan(diagram, cover: .states)
        #expect(plan.unreachable == ["never"])
        #expect(plan.paths.map(\.target) == ["idle"])
    }

    @Test func checkNamesItsReadingWhereItReportsUnreachableStates() throws {
        let text = "@startuml\n[*] --> a\nb --> c : go\n@enduml\n"
        let report = DiagramChecker.check(file: "chart.puml", bytes: Array(text.utf8), format: .plantuml)
        #expect(report.unreachable == ["b", "c"])
        let unreachable = report.diagnostics.filter { $0.code == "unreachable" }
        #expect(unreachable.count == 2)
        #expect(
            unreachable.allSatisfy {
                $0.message.hasSuffix(
                    "cannot be reached from the initial state by the drawn arrows (structural reading)")
            }, "\(unreachable)")
        #expect(report.diagnosticLines.contains { $0.contains("(structural reading) [unreachable]") })
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(object["reachability"] as? String == "structural")
        #expect(object["unreachable"] as? [String] == ["b", "c"])
    }

    /// A file that cannot be read has no reading to name.
    @Test func anUnreadableFileNamesNoReading() {
        let report = DiagramChecker.check(
            file: "chart.puml", bytes: Array("@startuml\na -->\n@enduml\n".utf8), format: .plantuml)
        #expect(report.error != nil)
        #expect(!report.json.contains("reachability"))
    }
}
