import Switchyard
import SwitchyardDiagrams

/// A typed ``Statechart`` as the model of a model-based test, stepped by the one statechart interpreter: its guards
/// read its own context, its actions change it, and its delayed sends are its timers, due on the model's virtual
/// clock by the one due order every host of delayed sends follows (the core's `DelayedSends`: due time, then the
/// order they were made — as a store and `trace`, `simulate` and `paths` deliver them). Coverage names its states and
/// transitions (a chart has no drawing, so no `FILE:LINE:COL`).
struct ChartModel<StateID: Hashable & Sendable, ChartEvent: Sendable, Context: Hashable & Sendable>: RunnableModel {
    typealias Interpreter = StatechartInterpreter<StateID, ChartEvent, Context>

    struct Cursor {
        var interpreter: Interpreter
        var now: Duration = .zero
        /// The pending delayed sends, by the interpreter's token (which grows as sends are made: the order they
        /// were made in), in due order.
        var pending = DelayedSends<Int>()
    }

    struct Key: Hashable {
        var states: [StateID]
        var history: [Int: [Int]]
        var context: Context
        /// The time left to each pending delayed send, in the order they were made.
        var timers: [Duration]
    }

    let chart: Statechart<StateID, ChartEvent, Context>
    let context: Context
    /// The chart's event for each input label.
    let events: [String: ChartEvent]

    func start(data: [String: Int]) -> ModelMove<Cursor> {
        var cursor = Cursor(interpreter: Interpreter(chart, context: context))
        let step = cursor.interpreter.start()
        return move(cursor, after: step)
    }

    func send(_ name: String, to cursor: Cursor) -> (move: ModelMove<Cursor>?, guards: [GuardOutcome]) {
        guard let event = events[name] else { return (nil, []) }
        var next = cursor
        let step = next.interpreter.send(event)
        guard !step.microsteps.isEmpty else { return (nil, []) }
        return (move(next, after: step), [])
    }

    func nextTimer(in cursor: Cursor) -> (label: String, due: Duration)? {
        guard let next = cursor.pending.entries.first else { return nil }
        let event = cursor.interpreter.pendingSends.first { $0.token == next.element }.map { "\($0.event)" }
        return (event ?? "timer", next.due)
    }

    func wait(_ duration: Duration, from cursor: Cursor) -> ModelMove<Cursor> {
        let target = cursor.now + duration
        var move = ModelMove(cursor: cursor, arrows: [], guards: [])
        var fired = 0
        while fired < Self.deliveriesPerWait, let send = move.cursor.pending.takeNext(dueBy: target) {
            fired += 1
            var next = move.cursor
            next.now = max(next.now, send.due)
            let step = next.interpreter.deliver(send.element)
            let delivered = self.move(next, after: step)
            move.cursor = delivered.cursor
            move.arrows += delivered.arrows
        }
        move.cursor.now = target
        return move
    }

    func key(of cursor: Cursor) -> Key {
        Key(
            states: cursor.interpreter.configuration.states, history: cursor.interpreter.recordedHistory,
            context: cursor.interpreter.context,
            timers: cursor.pending.entries.sorted { $0.sequence < $1.sequence }.map { $0.due - cursor.now })
    }

    func name(of cursor: Cursor) -> String? {
        cursor.interpreter.isFinished ? nil : atomicStates(of: cursor).joined(separator: ", ")
    }

    func activeStates(of cursor: Cursor) -> [String] { cursor.interpreter.configuration.states.map { "\($0)" } }

    func atomicStates(of cursor: Cursor) -> [String] {
        cursor.interpreter.configuration.atomicStates.map { "\($0)" }
    }

    func time(of cursor: Cursor) -> Duration { cursor.now }

    func coverage(of tracker: CoverageTracker, file: String, possiblePairs: Set<ArrowPair>) -> ModelCoverage {
        let states = chart.states.compactMap { state -> String? in
            if case .history = state.kind { return nil }
            return "\(state.id)"
        }
        // An event is named by the test's label for it where it has one (`fail`, not the whole dumped payload).
        var labels: [String: String] = [:]
        for (label, event) in events.sorted(by: { $0.key < $1.key }) where labels["\(event)"] == nil {
            labels["\(event)"] = label
        }
        let transitions = chart.transitions.map { transition in
            let targets = transition.targets.isEmpty ? ["\(transition.source)"] : transition.targets.map { "\($0)" }
            let names = transition.events.map { labels[$0] ?? $0 }
            let label =
                (names.isEmpty ? "" : " : " + names.joined(separator: " ")) + (transition.isGuarded ? " [guarded]" : "")
            return "\(transition.source) --> " + targets.joined(separator: ", ") + label
        }
        return ModelCoverage.named(states: states, transitions: transitions, tracker: tracker, pairs: possiblePairs)
    }

    /// `cursor` after a macrostep: its delayed sends scheduled on the model's clock, cancelled ones dropped.
    private func move(_ cursor: Cursor, after step: StatechartMacrostep<StateID, ChartEvent>) -> ModelMove<Cursor> {
        var cursor = cursor
        for send in step.scheduled {
            cursor.pending.schedule(send.token, after: send.delay, from: cursor.now, sequence: send.token)
        }
        // Cancelled sends, and every send once the chart has stopped, are no longer the interpreter's.
        let pending = Set(cursor.interpreter.pendingSends.map(\.token))
        cursor.pending.cancel { !pending.contains($0.element) }
        return ModelMove(cursor: cursor, arrows: step.microsteps.flatMap(\.transitions), guards: [])
    }
}
