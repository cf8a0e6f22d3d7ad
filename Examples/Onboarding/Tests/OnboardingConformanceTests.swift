import OnboardingExample
import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// The table matches its drawing, `Examples/Diagrams/onboarding.puml`, arrow by arrow.
struct OnboardingConformanceTests {
    /// The diagram, relative to this file: the one drawing the seed, the docs and this test share.
    static let diagram = "../../Diagrams/onboarding.puml"

    @Test func theTableConformsToItsDiagram() {
        assertConforms(OnboardingFlow.machine(session: InMemorySession(loggedIn: false)), toDiagramAt: Self.diagram)
    }

    /// The check is not vacuous: a table that lets "Not now" skip straight past the tutorial is caught, and so is
    /// one that forgot the tutorial's OK.
    @Test func aTableThatDiffersFromTheDrawingIsReported() throws {
        var rules = OnboardingFlow.table.rules.filter { $0.event != .tappedOk }
        rules.append(.from(.showingLoginModal, on: .tappedLogin, to: .finish))
        rules.removeAll { $0.event == .tappedLogin && $0.to == .showingTutorialModal }
        let report = try conformanceDifferences(
            of: Machine.table(initial: .root, rules: rules), toDiagramAt: Self.diagram)
        #expect(
            report.missingTransitions.map(\.description) == [
                "showingLoginModal --tappedLogin--> showingTutorialModal",
                "showingTutorialModal --tappedOk--> finish",
            ])
        #expect(report.extraTransitions.map(\.description) == ["showingLoginModal --tappedLogin--> finish"])
        // Still reached through `login`, so no state is missing.
        #expect(report.missingStates.isEmpty)
    }
}
