import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// A store takes the events the initial state's entry sends at once, so "reachable" starts where the start comes to
/// rest: `MachineExplorer`, `Flow.graph()` and the model-based runner all follow the start as a store does, and agree.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StartExplorationTests {
    enum Screen: Hashable, Sendable { case loading, home, detail }
    enum Tap: Hashable, Sendable { case ready, open, back }

    /// `loading` decides at once (its entry sends `ready`); the user only ever taps `open` and `back`.
    static let machine = Machine<Screen, Tap>.table(
        initial: .loading,
        TransitionTable([
            .from(.loading, on: .ready, to: .home),
            .from(.home, on: .open, to: .detail),
            .from(.detail, on: .back, to: .home),
        ]),
        onEnter: { state in state == .loading ? .send(.ready) : .none })

    static let userEvents: [Tap] = [.open, .back]

    @Test func theExplorerFollowsTheStartsSends() {
        let graph = MachineExplorer(Self.machine, sampleEvents: Self.userEvents).explore()
        #expect(graph.states.map(\.id) == ["loading", "home", "detail"])
        let arrows = graph.transitions.map { "\($0.from.stateID ?? "[*]") -\($0.label ?? "")-> \($0.to.stateID ?? "")" }
        #expect(arrows == ["[*] --> loading", "loading -ready-> home", "home -open-> detail", "detail -back-> home"])
    }

    @Test func theFlowsGraphFollowsTheStartsSends() {
        let flow = Flow<Screen, Tap, Never>(
            name: "app", machine: Self.machine, events: Self.userEvents, node: { .screen(DefaultNames.of($0)) })
        let graph = flow.graph()
        #expect(graph.states.map(\.id) == ["loading", "home", "detail"])
        let arrows = graph.transitions.map { "\($0.from.stateID ?? "[*]") -\($0.label ?? "")-> \($0.to.stateID ?? "")" }
        #expect(arrows == ["[*] --> loading", "loading -ready-> home", "home -open-> detail", "detail -back-> home"])
    }

    /// A deep link starts where the store is after its start: `home`, not `loading`.
    @Test func aDeepLinkStartsWhereTheStartComesToRest() throws {
        let flow = Flow<Screen, Tap, Never>(
            name: "app", machine: Self.machine, events: Self.userEvents, node: { .screen(DefaultNames.of($0)) })
        #expect(try flow.events(toReach: .detail) == [.open])
        #expect(try flow.events(toReach: .home) == [])
        #expect(try flow.events(toReach: .home, from: .detail) == [.back])
    }

    @Test func theModelBasedRunnerAgrees() async {
        let test = ModelTest(
            model: Self.machine, named: "app", events: [("open", .open), ("back", .back)],
            machine: { _ in Self.machine }, modelState: { DefaultNames.of($0) },
            inputs: [("open", .send(.open)), ("back", .send(.back))])
        let report = await test.run(ModelTestBudget(seed: 5, sequences: 10))
        #expect(report.failure == nil, "\(report)")
        #expect(
            report.coverage.states.map(\.name) == ["state loading", "state home", "state detail"], "\(report.coverage)")
        #expect(report.coverage.states.allSatisfy { $0.isExercised }, "\(report.coverage)")
        #expect(report.coverage.transitions.allSatisfy { $0.isExercised }, "\(report.coverage)")
    }
}
