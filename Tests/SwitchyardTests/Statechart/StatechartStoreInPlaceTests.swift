import Observation
import Switchyard
import Testing

/// A store runs its chart's macrostep on its own state in place, as it runs a reducer: the chart's state is not
/// copied per event unless someone needs the previous state, and an ignored event leaves everything as it was.
@MainActor
@Suite
struct StatechartStoreInPlaceTests {
    /// A reference the chart's context holds, so an action can tell whether its state is shared with a copy.
    final class Token: Sendable {}

    struct Tally: Sendable, Equatable {
        var token = Token()
        /// Whether the context was the only holder of `token` when each action ran.
        var unshared: [Bool] = []

        static func == (lhs: Tally, rhs: Tally) -> Bool { lhs.unshared == rhs.unshared }
    }

    typealias Chart = Statechart<String, String, Tally>

    static func chart() throws -> Chart {
        // The machine's initial state holds the first token too, so a shared token is replaced by a new one, which
        // only the store's state holds: from then on it is shared only while the store keeps a copy.
        let note: Chart.Action = { scope in
            let unshared = isKnownUniquelyReferenced(&scope.context.token)
            scope.context.unshared.append(unshared)
            if !unshared { scope.context.token = Token() }
        }
        return try Chart([
            .atomic("off", [.on("flip", to: "on", action: note)]),
            .atomic("on", [.on("flip", to: "off", action: note)]),
        ])
    }

    @Test func withoutObserversOfThePreviousStateTheChartIsNotCopied() throws {
        let store = Store(machine: try Self.chart().machine(context: Tally()))
        var commits = 0
        let token = store.observeCommits { _, _ in commits += 1 }
        for _ in 0..<3 { store.send("flip") }
        #expect(store.state.context.unshared == [false, true, true])
        #expect(commits == 3)
        token.cancel()
    }

    @Test func anObserverOfTransitionsGetsThePreviousStateAsItWas() throws {
        let store = Store(machine: try Self.chart().machine(context: Tally()))
        var seen: [(from: Int, to: Int, configuration: [String])] = []
        let token = store.onTransition { transition in
            seen.append(
                (
                    transition.from.context.unshared.count, transition.to.context.unshared.count,
                    transition.to.configuration.states
                ))
        }
        store.send("flip")
        store.send("flip")
        #expect(seen.map(\.from) == [0, 1])
        #expect(seen.map(\.to) == [1, 2])
        #expect(seen.map(\.configuration) == [["on"], ["off"]])
        // The previous state was kept, so the action saw its context shared.
        #expect(store.state.context.unshared == [false, false])
        token.cancel()
    }

    @Test func anIgnoredEventLeavesTheStateAndItsLastMacrostepAsTheyWere() throws {
        let store = Store(machine: try Self.chart().machine(context: Tally()))
        store.send("flip")
        let before = store.state
        var ignored: [String] = []
        let token = store.observe { notification in
            if case .ignored(let state, let event) = notification {
                #expect(state == before)
                ignored.append(event)
            }
        }
        store.send("nothing")
        #expect(ignored == ["nothing"])
        #expect(store.state == before)
        #expect(store.state.lastMacrostep.microsteps == before.lastMacrostep.microsteps)
        #expect(store.state.lastMacrostep.microsteps.map(\.entered) == [["on"]])
        token.cancel()
    }

    /// Observation must hear "will change" before a change and nothing for an ignored event, so after a read of
    /// `state` (which may be a tracking one) the chart looks ahead before the step, then takes it in place: the
    /// state is not copied.
    @Test func whileObservationTracksTheStateAnIgnoredEventTellsItNothing() throws {
        let store = Store(machine: try Self.chart().machine(context: Tally()))
        let changes = CallCounter()
        withObservationTracking {
            _ = store.state
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        store.send("nothing")
        #expect(changes.count == 0)
        store.send("flip")
        #expect(changes.count == 1)
        #expect(store.state.configuration.states == ["on"])
        #expect(store.state.lastMacrostep.microsteps.map(\.entered) == [["on"]])
        // Reading `state` (above) may start a tracking, so the next step looks ahead first; it runs in place, as
        // the one after it, with no read in between, does.
        store.send("flip")
        store.send("flip")
        #expect(store.state.context.unshared == [false, true, true])
    }
}
