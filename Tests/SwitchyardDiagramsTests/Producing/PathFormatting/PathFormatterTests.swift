import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// How `paths` prints a plan (`Producing/PathFormatting`): one path per line, and JSON with a version that decodes
/// back to the plan.
struct PathFormatterTests {
    @Test func jsonHasAVersionAndDecodesBack() throws {
        let plan = try PathPlanner.plan(
            try PathPlannerTests.graph("onboarding.puml"), cover: .transitions, file: "onboarding.puml")
        let json = PathFormatter.json(plan)
        #expect(json.contains("\"version\" : 2"))
        #expect(try JSONDecoder().decode(PathPlan.self, from: Data(json.utf8)) == plan)
    }

    @Test func textShowsOnePathPerLine() throws {
        let text = PathFormatter.text(
            try PathPlanner.plan(try PathPlannerTests.graph("edit.puml"), cover: .states, file: "edit.puml"))
        #expect(
            text == """
                edit.puml: 4 paths cover the states from editing
                editing: (initial)
                confirming: save
                saving: save -> confirm OK
                saved: save -> confirm OK -> finish save

                """)
    }
}
