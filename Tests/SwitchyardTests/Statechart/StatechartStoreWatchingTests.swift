import Switchyard
import SwitchyardTesting
import Testing

/// Whoever watches a chart store (observers of steps, of commits, Observation after a read of `state`) changes how
/// the store takes a step — on a copy, looking ahead, or in place — but never which work it starts and cancels:
/// every path carries the step out through the one step rule (`Machine.take`).
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StatechartStoreWatchingTests {
    typealias Chart = Statechart<String, String, Int>

    /// Who watches the store while it runs.
    enum Watcher: String, CaseIterable, Sendable {
        case nobody, observer, transitionObserver, commitObserver, stateReader
    }

    /// `go` leaves `idle` with a transition action whose work `transition` is tied to the store's state
    /// (`cancellingOnExit()`), and enters `busy`, whose entry work `entry` is tied to `busy`; `poke` is a targetless
    /// (internal) step; `next` leaves `busy`.
    static func chart() throws -> Chart {
        try Chart([
            .atomic(
                "idle",
                [.on("go", to: "busy", action: { $0.perform(work("transition").cancellingOnExit()) })]),
            .atomic(
                "busy",
                [
                    .onEntry { $0.perform(work("entry")) },
                    .on("poke", action: { $0.context += 1 }),
                    .on("next", to: "done"),
                ]),
            .atomic("done", []),
        ])
    }

    /// Work that waits on the store's clock, which the test never advances: it runs until it is cancelled.
    nonisolated static func work(_ id: EffectID) -> Effect<String> {
        .run(id: id) { context in try await context.sleep(for: .seconds(60)) }
    }

    /// The effects the store started and cancelled while running `go`, `poke`, `next` with `watcher` watching.
    static func activity(with watcher: Watcher) throws -> [String] {
        let store = Store(machine: try chart().machine(context: 0), options: StoreOptions(clock: TestClock()))
        var log: [String] = []
        let effects = store.observeEffects { log.append("\($0.change.rawValue) \($0.id?.rawValue ?? "-")") }
        let token: ObserverToken? =
            switch watcher {
            case .nobody, .stateReader: nil
            case .observer: store.observe { _ in }
            case .transitionObserver: store.onTransition { _ in }
            case .commitObserver: store.observeCommits { _, _ in }
            }
        store.start()
        for event in ["go", "poke", "next"] {
            if watcher == .stateReader { _ = store.state }
            store.send(event)
        }
        #expect(store.state.configuration.states == ["done"])
        store.cancelAllEffects()
        token?.cancel()
        effects.cancel()
        return log
    }

    @Test(arguments: Watcher.allCases)
    func whoWatchesDoesNotChangeWhichWorkRuns(_ watcher: Watcher) throws {
        // `next` is an external step of the store: it leaves the store's state, so the work tied to it stops first,
        // then the chart's own exit of `busy` stops the work tied to `busy`.
        #expect(
            try Self.activity(with: watcher) == [
                "started transition", "started entry", "cancelled transition", "cancelled entry",
            ])
        #expect(try Self.activity(with: watcher) == Self.activity(with: .nobody))
    }
}
