import Switchyard
import SwitchyardDiagrams

/// A typed ``Statechart`` as the model of a model-based test, stepped by the one statechart interpreter: its guards
/// read its own context, its actions change it, and its delayed sends are its timers, delivered on the model's
/// virtual clock by the one host of delayed sends on a virtual clock that `trace`, `simulate` and `paths` use too
/// (SwitchyardDiagrams' `TimedRun`, whose due order is the core's `DelayedSends`: due time, then the order they were
/// made — as a store delivers them). Coverage names its states and transitions (a chart has no drawing, so no
/// `FILE:LINE:COL`).
struct ChartModel<StateID: Hashable & Sendable, ChartEvent: Sendable, Context: Hashable & Sendable>: RunnableModel {
    typealias Interpreter = StatechartInterpreter<StateID, ChartEvent, Context>

    /// The chart's run on the model's virtual clock. Its delivery limit is not used: each wait is bounded by
    /// ``SteppedModel/deliveriesPerWait`` instead, as every model's is.
    typealias Cursor = TimedRun<StateID, ChartEvent, Context>

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
        var run = Cursor(Interpreter(chart, context: context), deliveryLimit: .max)
        let step = run.start()
        return Self.move(run, after: step)
    }

    func send(_ name: String, to cursor: Cursor) -> (move: ModelMove<Cursor>?, guards: [GuardOutcome]) {
        guard let event = events[name] else { return (nil, []) }
        var next = cursor
        let step = next.send(event)
        guard !step.microsteps.isEmpty else { return (nil, []) }
        return (Self.move(next, after: step), [])
    }

    func nextTimer(in cursor: Cursor) -> (label: String, due: Duration)? {
        guard let due = cursor.nextDue, let next = cursor.timers.first else { return nil }
        return ("\(next.event)", due)
    }

    func wait(_ duration: Duration, from cursor: Cursor) -> ModelMove<Cursor> {
        let target = cursor.now + duration
        var run = cursor
        var arrows: [Int] = []
        var exited: Set<String> = []
        var delivered = 0
        while delivered < Self.deliveriesPerWait, let delivery = run.deliverNext(dueBy: target) {
            delivered += 1
            arrows += delivery.step.microsteps.flatMap(\.transitionList)
            exited.formUnion(delivery.step.microsteps.flatMap(\.exited).map { "\($0)" })
        }
        run.now = max(run.now, target)
        return ModelMove(cursor: run, arrows: arrows, guards: [], exited: exited)
    }

    func key(of cursor: Cursor) -> Key {
        Key(
            states: cursor.interpreter.configuration.states, history: cursor.interpreter.recordedHistory,
            context: cursor.interpreter.context,
            timers: cursor.remainingTimes)
    }

    func name(of cursor: Cursor) -> String? {
        cursor.interpreter.isFinished ? nil : atomicStates(of: cursor).joined(separator: ", ")
    }

    func activeStates(of cursor: Cursor) -> [String] { cursor.interpreter.configuration.states.map { "\($0)" } }

    func atomicStates(of cursor: Cursor) -> [String] {
        cursor.interpreter.configuration.atomicStates.map { "\($0)" }
    }

    func time(of cursor: Cursor) -> Duration { cursor.now }

    func pendingEffects(at cursor: Cursor) -> Set<EffectID> {
        // The store keeps a chart's pending delayed send as a timer named by the chart's send; the model's run numbers
        // its sends as the implementation's chart does.
        Set(cursor.timers.map(\.timerID))
    }

    func coverage(of tracker: CoverageTracker, file: String, possiblePairs: Set<ArrowPair>) -> ModelCoverage {
        let states = chart.stateList.compactMap { state -> String? in
            if case .history = state.kind { return nil }
            return "\(state.id)"
        }
        // An event is named by the test's label for it where it has one (`fail`, not the whole dumped payload).
        var labels: [String: String] = [:]
        for (label, event) in events.sorted(by: { $0.key < $1.key }) where labels["\(event)"] == nil {
            labels["\(event)"] = label
        }
        let transitions = chart.transitionList.map { transition in
            let targets = transition.targets.isEmpty ? ["\(transition.source)"] : transition.targets.map { "\($0)" }
            let names = transition.events.map { labels[$0] ?? $0 }
            let label =
                (names.isEmpty ? "" : " : " + names.joined(separator: " ")) + (transition.isGuarded ? " [guarded]" : "")
            return "\(transition.source) --> " + targets.joined(separator: ", ") + label
        }
        return ModelCoverage.named(states: states, transitions: transitions, tracker: tracker, pairs: possiblePairs)
    }

    /// The move a macrostep made: the run (which has put the step's delayed sends on its clock) and the arrows the
    /// step took.
    private static func move(_ run: Cursor, after step: StatechartMacrostep<StateID, ChartEvent>) -> ModelMove<Cursor> {
        ModelMove(
            cursor: run, arrows: step.microsteps.flatMap(\.transitionList), guards: [],
            exited: Set(step.microsteps.flatMap(\.exited).map { "\($0)" }))
    }
}
