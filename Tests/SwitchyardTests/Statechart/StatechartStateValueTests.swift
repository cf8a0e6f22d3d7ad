import PropertyBased
import Switchyard
import Testing

/// A chart's state is one reference to a copy-on-write buffer, so that a store hands it to each observer for the
/// price of a retain; it must still behave exactly as a value: whatever a store, a step or a change does after a
/// value was handed out or copied, that value stays as it was.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StatechartStateValueTests {
    typealias Chart = Statechart<String, String, [Int]>
    typealias ChartState = StatechartState<String, String, [Int]>

    /// Everything a state shows, taken when it was handed out and again later: equality leaves out history and
    /// how the state was reached, so those are compared too (the snapshot holds the history and the queues).
    struct Fingerprint: Equatable {
        var states: [String]
        var context: [Int]
        var isFinished: Bool
        var macrostep: StatechartMacrostep<String, String>
        var history: [String]?
        var snapshot: StatechartSnapshot<String, String, [Int]>
        var description: String

        init(_ state: ChartState) {
            states = state.configuration.states
            context = state.context
            isFinished = state.isFinished
            macrostep = state.lastMacrostep
            history = state.recordedStates(of: "resume")
            snapshot = state.snapshot()
            description = state.description
        }
    }

    /// A player with parallel regions, deep history, raised and queued events, and a context every move appends to,
    /// so that nearly every event changes an array the state holds (configuration, context, queues, history).
    static func chart() throws -> Chart {
        let count: Chart.Action = { scope in scope.context.append(scope.context.count) }
        return try Chart(
            initial: "player",
            [
                .compound(
                    "player", initial: "stopped",
                    [
                        .atomic("stopped", [.on("play", to: "playing", action: count)]),
                        .parallel(
                            "playing",
                            [
                                .compound(
                                    "track", initial: "normal",
                                    [
                                        .atomic("normal", [.on("faster", to: "fast")]),
                                        .atomic("fast", [.on("faster", to: "normal", action: { $0.raise("bump") })]),
                                    ]),
                                .compound(
                                    "volume", initial: "quiet",
                                    [
                                        .atomic("quiet", [.on("louder", to: "loud", action: { $0.send("tick") })]),
                                        .atomic("loud", [.on("louder", to: "quiet")]),
                                    ]),
                                .on("bump", action: count),
                                .on("tick", action: count),
                            ]),
                        .history("resume", deep: true, default: "stopped"),
                        .on("off", to: "off", action: count),
                    ]),
                .atomic("off", [.on("on", to: "resume"), .on("poke", action: count)]),
            ])
    }

    static let events = ["play", "faster", "louder", "off", "on", "poke", "tick", "nothing"]

    /// The buffer is the whole value: copying a state copies one reference.
    @Test func aChartStateIsOneReference() {
        #expect(MemoryLayout<ChartState>.size == MemoryLayout<AnyObject>.size)
    }

    /// Every state an observer is handed (will-exit, did-enter, both states of each transition, ignored events)
    /// and keeps shows, after the store ran on, what it showed when it was handed out.
    @Test func everyStateAnObserverKeepsStaysAsItWasTold() throws {
        let store = Store(machine: try Self.chart().machine(context: []))
        var kept: [(state: ChartState, seen: Fingerprint)] = []
        func keep(_ state: ChartState) { kept.append((state, Fingerprint(state))) }
        let token = store.observe { notification in
            switch notification {
            case .willExit(let state), .didEnter(let state): keep(state)
            case .transition(let transition):
                keep(transition.from)
                keep(transition.to)
            case .ignored(let state, _): keep(state)
            }
        }
        let sequence = ["play", "faster", "louder", "faster", "off", "poke", "on", "louder", "nothing", "off", "on"]
        for event in sequence + sequence { store.send(event) }
        #expect(kept.count > 4 * sequence.count)
        for (state, seen) in kept { #expect(Fingerprint(state) == seen) }
        token.cancel()
    }

    /// Random runs: an observer keeps some of the states it is handed and a reader takes some values from the store
    /// between events; each kept value shows at the end what it showed when taken, and the store ends where an
    /// interpreter run on its own ends.
    @Test func keptAndReadValuesStayAsTheyWereOnAnyRun() async throws {
        let chart = try Self.chart()
        // Each step: an event, whether the observer keeps the transition (bit 0 of `how`), whether a value is read
        // from the store before the event (bit 1).
        let input = Gen.int(in: 0...(4 * Self.events.count - 1)).array(of: 0...40)
        await propertyCheck(count: 200, input: input) { codes in
            let steps = codes.map { (event: $0 % Self.events.count, how: $0 / Self.events.count) }
            let store = Store(machine: chart.machine(context: []))
            // The observer keeps the n-th transition it is told when the n-th step says so.
            let keeps = steps.map { $0.how & 1 == 1 }
            var told: [(state: ChartState, seen: Fingerprint)] = []
            var transitions = 0
            let token = store.onTransition { transition in
                defer { transitions += 1 }
                guard !keeps.isEmpty, keeps[transitions % keeps.count] else { return }
                told.append((transition.from, Fingerprint(transition.from)))
                told.append((transition.to, Fingerprint(transition.to)))
            }
            var read: [(state: ChartState, seen: Fingerprint)] = []
            var interpreter = StatechartInterpreter(chart, context: [])
            interpreter.start()
            for (event, how) in steps {
                if how & 2 == 2 { read.append((store.state, Fingerprint(store.state))) }
                store.send(Self.events[event])
                interpreter.send(Self.events[event])
            }
            let kept = told + read
            for (state, seen) in kept { #expect(Fingerprint(state) == seen) }
            #expect(store.state.configuration == interpreter.configuration)
            #expect(store.state.context == interpreter.context)
            token.cancel()
        }
    }

    /// Changing a copy — its context, its configuration, a step taken on it by a store — leaves the original as
    /// it was, and the other way round.
    @Test func changingACopyLeavesTheOriginal() throws {
        let store = Store(machine: try Self.chart().machine(context: []))
        store.send("play")
        let original = store.state
        let seen = Fingerprint(original)
        var copy = original
        copy.context.append(99)
        try copy.setConfiguration(["fast", "loud"])
        #expect(Fingerprint(original) == seen)
        #expect(copy.context == [0, 99])
        #expect(copy.configuration.atomicStates == ["fast", "loud"])
        store.send("faster")
        store.send("louder")
        #expect(Fingerprint(original) == seen)
        #expect(store.state.configuration.atomicStates == ["fast", "loud"])
        #expect(store.state.context == [0, 1])
        #expect(copy.context == [0, 99])
        #expect(original == Store(machine: try Self.chart().machine(context: [])).stateAfter("play"))
    }
}

extension Store {
    /// The state after sending `event`, for a comparison in one expression.
    fileprivate func stateAfter(_ event: Event) -> State {
        send(event)
        return state
    }
}
