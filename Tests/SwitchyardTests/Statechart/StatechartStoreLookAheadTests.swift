import Observation
import Switchyard
import Testing

/// A chart store whose state is read (a view reads `state` after every send) looks ahead before each step: an
/// ignored event tells Observation nothing, a step is announced before it changes the state, which is then changed
/// in place; when looking ahead cannot tell (a guard threw, an eventless transition is enabled), the step is taken on
/// a copy, with the same outcome.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StatechartStoreLookAheadTests {
    typealias Chart = Statechart<String, String, Int>

    /// Tracks the store's state once; counts the changes Observation announces and the configuration the store
    /// shows when it announces one (before the change, the state left).
    @MainActor
    final class Tracker {
        var changes = 0
        var seenAtChange: [[String]] = []

        func track(_ store: Store<StatechartState<String, String, Int>, String>) {
            withObservationTracking {
                _ = store.state
            } onChange: {
                MainActor.assumeIsolated {
                    self.changes += 1
                    self.seenAtChange.append(store.state.configuration.states)
                }
            }
        }
    }

    static func flipChart(guard: Chart.Guard? = nil, onError: String? = nil) throws -> Chart {
        var off: [Chart.Element] = [.on("flip", to: "on", guard: `guard`)]
        if let onError { off.append(.on(matching: .executionError, to: onError)) }
        return try Chart([
            .atomic("off", off),
            .atomic("on", [.on("flip", to: "off")]),
            .atomic("broken"),
        ])
    }

    @Test func aStepIsAnnouncedBeforeItChangesTheStateAndAnIgnoredEventNever() throws {
        let store = Store(machine: try Self.flipChart().machine(context: 0))
        let tracker = Tracker()
        tracker.track(store)
        store.send("nothing")
        #expect(tracker.changes == 0)
        store.send("flip")
        #expect(tracker.changes == 1)
        #expect(tracker.seenAtChange == [["off"]])
        #expect(store.state.configuration.states == ["on"])
        tracker.track(store)
        store.send("flip")
        #expect(tracker.seenAtChange == [["off"], ["on"]])
        #expect(store.state.configuration.states == ["off"])
        #expect(store.state.lastMacrostep.microsteps.map(\.exited) == [["on"]])
    }

    struct Refusal: Error {}

    @Test func aGuardThatThrowsIsAnnouncedOnlyWhenItsErrorEventMovesTheChart() throws {
        let throwing: Chart.Guard = { _ in throw Refusal() }
        // No transition on the error event: the event is ignored, and Observation hears nothing.
        let ignoring = Store(machine: try Self.flipChart(guard: throwing).machine(context: 0))
        let quiet = Tracker()
        quiet.track(ignoring)
        ignoring.send("flip")
        #expect(quiet.changes == 0)
        #expect(ignoring.state.configuration.states == ["off"])
        // A transition on the error event: the chart moves, and Observation is told before it does.
        let moving = Store(machine: try Self.flipChart(guard: throwing, onError: "broken").machine(context: 0))
        let told = Tracker()
        told.track(moving)
        moving.send("flip")
        #expect(told.changes == 1)
        #expect(told.seenAtChange == [["off"]])
        #expect(moving.state.configuration.states == ["broken"])
    }

    /// A state made by hand may enable an eventless transition the chart has not taken yet: the next event takes it,
    /// even one the chart otherwise ignores, and Observation hears of it.
    @Test func anEventlessTransitionEnabledByHandIsTakenAndAnnounced() throws {
        let chart = try Chart([
            .atomic("a", [.always(to: "b", guard: { $0.context > 0 })]),
            .atomic("b"),
        ])
        let machine = chart.machine(context: 0)
        var start = machine.initialState
        start.context = 1
        let store = Store(machine: machine, state: start)
        let tracker = Tracker()
        tracker.track(store)
        store.send("unrelated")
        #expect(tracker.changes == 1)
        #expect(tracker.seenAtChange == [["a"]])
        #expect(store.state.configuration.states == ["b"])
    }

    /// The same events, on a store read after every send and on one never read (its commits seen by an observer
    /// of commits, which reads nothing): the same commits, the same macrosteps.
    @Test func aReadStoreCommitsWhatAnUnreadOneCommits() throws {
        let events = ["flip", "nothing", "flip", "flip", "nothing", "flip"]
        let read = Store(machine: try Self.flipChart().machine(context: 0))
        let unread = Store(machine: try Self.flipChart().machine(context: 0))
        var readCommits: [StatechartState<String, String, Int>] = []
        var unreadCommits: [StatechartState<String, String, Int>] = []
        let readToken = read.observeCommits { _, state in readCommits.append(state) }
        let unreadToken = unread.observeCommits { _, state in unreadCommits.append(state) }
        var configurations: [[String]] = []
        for event in events {
            Tracker().track(read)
            read.send(event)
            unread.send(event)
            configurations.append(read.state.configuration.states)
        }
        #expect(configurations == [["on"], ["on"], ["off"], ["on"], ["on"], ["off"]])
        #expect(readCommits == unreadCommits)
        #expect(readCommits.map(\.lastMacrostep.microsteps) == unreadCommits.map(\.lastMacrostep.microsteps))
        #expect(readCommits.count == 4)
        readToken.cancel()
        unreadToken.cancel()
    }
}
