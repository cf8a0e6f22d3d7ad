import Observation
import Switchyard
import Testing

/// Observers of a chart store hear will-exit, did-enter and the transition with both states. The store takes each
/// step on a copy of its state that it keeps and reuses from one event to the next, and swaps it in at the commit:
/// what an observer keeps must stay as it was told, and the store must read as the rule says at each notification.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StatechartStoreObserverTests {
    typealias Chart = Statechart<String, String, [Int]>
    typealias ChartState = StatechartState<String, String, [Int]>

    /// Two states, each flip appends to the context, so every state differs from the one before.
    static func chart() throws -> Chart {
        let count: Chart.Action = { scope in scope.context.append(scope.context.count) }
        return try Chart([
            .atomic("off", [.on("flip", to: "on", action: count), .on("poke", action: count)]),
            .atomic("on", [.on("flip", to: "off", action: count)]),
        ])
    }

    @Test func keptTransitionsStayAsTheyWereToldWhileTheStoreReusesItsCopy() throws {
        let store = Store(machine: try Self.chart().machine(context: []))
        var kept: [StateTransition<ChartState, String>] = []
        let token = store.onTransition { kept.append($0) }
        for event in ["flip", "flip", "poke", "nothing", "flip", "flip"] { store.send(event) }
        #expect(kept.map(\.event) == ["flip", "flip", "poke", "flip", "flip"])
        #expect(kept.map(\.from.configuration.states) == [["off"], ["on"], ["off"], ["off"], ["on"]])
        #expect(kept.map(\.to.configuration.states) == [["on"], ["off"], ["off"], ["on"], ["off"]])
        #expect(kept.map(\.from.context) == [[], [0], [0, 1], [0, 1, 2], [0, 1, 2, 3]])
        #expect(kept.map(\.to.context) == [[0], [0, 1], [0, 1, 2], [0, 1, 2, 3], [0, 1, 2, 3, 4]])
        #expect(kept.map(\.to.lastMacrostep.microsteps.count) == [1, 1, 1, 1, 1])
        #expect(
            kept.map { $0.to.lastMacrostep.microsteps.flatMap(\.entered) } == [["on"], ["off"], [], ["on"], ["off"]])
        // Each state left is the state the step before led to, macrostep included.
        for (before, after) in zip(kept, kept.dropFirst()) {
            #expect(after.from == before.to)
            #expect(after.from.lastMacrostep.microsteps == before.to.lastMacrostep.microsteps)
        }
        #expect(store.state == kept.last?.to)
        token.cancel()
    }

    @Test func theStoreReadsAsTheRuleSaysAtEachNotification() throws {
        let store = Store(machine: try Self.chart().machine(context: []))
        var log: [String] = []
        let token = store.observe { notification in
            let now = store.state.configuration.states
            switch notification {
            case .willExit(let state): log.append("willExit \(state.configuration.states) store \(now)")
            case .didEnter(let state): log.append("didEnter \(state.configuration.states) store \(now)")
            case .transition(let transition):
                log.append("\(transition.event) \(transition.from.configuration.states) store \(now)")
            case .ignored(_, let event): log.append("ignored \(event) store \(now)")
            }
        }
        store.send("flip")
        store.send("nothing")
        store.send("flip")
        store.send("poke")
        #expect(
            log == [
                "willExit [\"off\"] store [\"off\"]", "didEnter [\"on\"] store [\"on\"]",
                "flip [\"off\"] store [\"on\"]",
                "ignored nothing store [\"on\"]",
                "willExit [\"on\"] store [\"on\"]", "didEnter [\"off\"] store [\"off\"]",
                "flip [\"on\"] store [\"off\"]",
                "poke [\"off\"] store [\"off\"]",
            ])
        token.cancel()
    }

    /// An observer of the state left and a view reading the state at once: Observation is told before the commit
    /// (the store still reads as the state left) and only for steps taken.
    @Test func anObservedStoreThatIsReadIsAnnouncedOnlyForStepsTaken() throws {
        let store = Store(machine: try Self.chart().machine(context: []))
        var transitions = 0
        let token = store.onTransition { _ in transitions += 1 }
        var seenAtChange: [[String]] = []
        // Observation's tracking is one-shot: armed once, it is told of the first change only.
        func track() {
            withObservationTracking {
                _ = store.state
            } onChange: {
                MainActor.assumeIsolated { seenAtChange.append(store.state.configuration.states) }
            }
        }
        track()
        store.send("nothing")
        #expect(seenAtChange.isEmpty)
        store.send("flip")
        #expect(seenAtChange == [["off"]])
        track()
        store.send("nothing")
        store.send("poke")  // ignored in "on"
        #expect(seenAtChange == [["off"]])
        #expect(transitions == 1)
        #expect(store.state.context == [0])
        token.cancel()
        // Without observers of the state left, a read store steps in place: the same outcome.
        store.send("flip")
        #expect(seenAtChange == [["off"], ["on"]])
        #expect(store.state.context == [0, 1])
    }
}
