import Switchyard
import SwitchyardDiagrams
import SwitchyardFixtures
import SwitchyardTesting
import Testing

/// `assertConforms` on the generated machines (which must match the drawings they came from) and on hand-written
/// machines that do not.
struct ConformanceTests {
    @Test func everyGeneratedMachineConformsToItsDiagram() throws {
        assertConforms(
            try Onboarding.statechart(), context: Onboarding.Context(),
            toDiagramAt: "../../Examples/Diagrams/onboarding.puml")
        assertConforms(Edit.machine, toDiagramAt: "../../Examples/Diagrams/edit.puml", eventName: \.rawValue)
        assertConforms(EditMermaid.machine, toDiagramAt: "../../Examples/Diagrams/edit.mmd", eventName: \.rawValue)
        assertConforms(Registration.machine, toDiagramAt: "../../Examples/Diagrams/registration.puml")
        assertConforms(
            Navigation.machine, toDiagramAt: "../../Examples/Diagrams/navigation.puml", eventName: \.rawValue)
        assertConforms(Process.machine, toDiagramAt: "../../Examples/Diagrams/process.puml")
    }

    /// System 2 with the second-tap bug: `execute` in `doing` restarts the request.
    static let restartingProcess = ProcessFixture.routing(.init(restartsOnSecondTap: true))

    @Test func theSecondTapIsReportedByName() throws {
        let report = try conformanceDifferences(
            of: Self.restartingProcess, toDiagramAt: "../../Examples/Diagrams/process.puml",
            sampleEvents: ProcessFixture.sampleEvents)
        #expect(report.extraTransitions == [ConformanceReport.Arrow(from: "doing", event: "execute", to: "doing")])
        #expect(report.missingTransitions.isEmpty)
        withKnownIssue {
            assertConforms(
                Self.restartingProcess, toDiagramAt: "../../Examples/Diagrams/process.puml",
                sampleEvents: ProcessFixture.sampleEvents)
        } matching: { issue in
            issue.description.contains("extra transition (in the machine, not drawn): doing --execute--> doing")
        }
    }

    @Test func missingTransitionsAndUnreadableFilesAreReported() throws {
        let partial = Machine<Edit.State, Edit.Event>.table(
            initial: .editing, TransitionTable([.from(.editing, on: .save, to: .confirming)]))
        let report = try conformanceDifferences(
            of: partial, toDiagramAt: "../../Examples/Diagrams/edit.puml", eventName: \.rawValue)
        #expect(report.missingTransitions.map(\.description).contains("confirming --confirm OK--> saving"))
        #expect(report.missingStates == ["saved", "saving"])
        withKnownIssue {
            assertConforms(partial, toDiagramAt: "no-such-diagram.puml")
        } matching: { issue in
            issue.description.contains("cannot read diagram no-such-diagram.puml")
        }
    }
}
