import Switchyard
import SwitchyardDiagrams

/// A typed ``Machine`` (a routing function or a ``TransitionTable``), or a ``Flow``'s machine, as the model of a
/// model-based test: stepped by ``Machine/transition(from:on:)`` and followed as a store follows it (events the
/// step sends at once are taken too, `Machine.followedMove(from:on:)`), so its guards read its own state as it says.
/// Timer inputs fire when the model has stayed their duration in the state the machine takes them from. States and
/// transitions are named by the graph ``MachineExplorer`` draws of the machine with the test's events (no
/// `FILE:LINE:COL`: a machine has no drawing).
struct MachineModel<ModelState: Hashable & Sendable, ModelEvent: Equatable & Sendable>: RunnableModel {
    struct Cursor {
        var state: ModelState
        var now: Duration = .zero
        /// When the current state was last entered, for timers.
        var enteredAt: Duration = .zero
    }

    /// An arrow of the explored graph, by its ends' names and label.
    private struct ArrowKey: Hashable {
        var from: String
        var label: String
        var to: String
    }

    let machine: Machine<ModelState, ModelEvent>
    let events: [(label: String, event: ModelEvent)]
    let timers: [String: Duration]
    let stateName: @Sendable (ModelState) -> String
    /// Whether the model finished in a state (a flow's result): its name is then `nil`, `[*]` in messages.
    let isFinished: @Sendable (ModelState) -> Bool
    let graph: StateGraph
    private let arrowIndex: [ArrowKey: Int]
    private let initialArrows: [Int]

    init(
        machine: Machine<ModelState, ModelEvent>, events: [(label: String, event: ModelEvent)],
        timers: [String: Duration], stateName: @escaping @Sendable (ModelState) -> String,
        isFinished: @escaping @Sendable (ModelState) -> Bool
    ) {
        self.machine = machine
        self.events = events
        self.timers = timers
        self.stateName = stateName
        self.isFinished = isFinished
        let labels = events
        // The explorer follows what the start and each step send at once, as a store and this model do.
        graph = MachineExplorer(
            machine, sampleEvents: events.map(\.event), stateName: stateName,
            eventName: { event in labels.first { $0.event == event }?.label ?? Self.label(of: event) }
        ).explore()
        var index: [ArrowKey: Int] = [:]
        var initial: [Int] = []
        for (position, arrow) in graph.transitions.enumerated() {
            guard let to = arrow.to.stateID else { continue }
            if let from = arrow.from.stateID {
                index[ArrowKey(from: from, label: arrow.label ?? "", to: to)] = position
            } else {
                initial.append(position)
            }
        }
        arrowIndex = index
        initialArrows = initial
    }

    func start(data: [String: Int]) -> ModelMove<Cursor> {
        let hops = machine.followedStart().hops
        return ModelMove(
            cursor: Cursor(state: hops.last?.state ?? machine.initialState),
            arrows: initialArrows + arrows(of: hops, from: machine.initialState), guards: [])
    }

    func send(_ name: String, to cursor: Cursor) -> (move: ModelMove<Cursor>?, guards: [GuardOutcome]) {
        // The move as a store makes it: the event, then what the steps send at once (a state function's answer).
        guard let event = events.first(where: { $0.label == name })?.event,
            let move = machine.followedMove(from: cursor.state, on: event), let last = move.hops.last
        else { return (nil, []) }
        var next = cursor
        next.state = last.state
        // The states the one step rule left (an external hop leaves its source, its own state included; an internal
        // hop leaves nothing); a hop that leaves enters its target, which restarts the timers.
        let exited = Set(move.left.map(stateName))
        if !move.left.isEmpty {
            next.enteredAt = next.now
        }
        return (
            ModelMove(cursor: next, arrows: arrows(of: move.hops, from: cursor.state), guards: [], exited: exited), []
        )
    }

    /// The explored graph's arrows that `hops` took from `state`, in order.
    private func arrows(of hops: [(event: ModelEvent, state: ModelState)], from state: ModelState) -> [Int] {
        var from = stateName(state)
        return hops.compactMap { hop in
            let to = stateName(hop.state)
            defer { from = to }
            let label = events.first { $0.event == hop.event }?.label ?? Self.label(of: hop.event)
            return arrowIndex[ArrowKey(from: from, label: label, to: to)]
        }
    }

    /// The timer due first: of the timer inputs the current state takes, the first in the one due order
    /// (`DelayedSends`). A state arms all its timer inputs when it is entered, in the order the test lists them, so
    /// of those due together the first listed fires first.
    func nextTimer(in cursor: Cursor) -> (label: String, due: Duration)? {
        let armed = events.compactMap { label, event -> (label: String, due: Duration)? in
            guard let duration = timers[label], machine.transition(from: cursor.state, on: event) != nil else {
                return nil
            }
            return (label, cursor.enteredAt + duration)
        }
        return DelayedSends.inDueOrder(armed, due: { $0.due }).first
    }

    func wait(_ duration: Duration, from cursor: Cursor) -> ModelMove<Cursor> {
        firingTimers(for: duration, from: cursor, clock: \.now)
    }

    func key(of cursor: Cursor) -> ModelState { cursor.state }

    func name(of cursor: Cursor) -> String? { isFinished(cursor.state) ? nil : stateName(cursor.state) }

    func activeStates(of cursor: Cursor) -> [String] { [stateName(cursor.state)] }

    func atomicStates(of cursor: Cursor) -> [String] { [stateName(cursor.state)] }

    func time(of cursor: Cursor) -> Duration { cursor.now }

    func coverage(of tracker: CoverageTracker, file: String, possiblePairs: Set<ArrowPair>) -> ModelCoverage {
        let transitions = graph.transitions.map { arrow in
            (arrow.from.stateID ?? "[*]") + " --> " + (arrow.to.stateID ?? "[*]")
                + (arrow.label.map { " : " + $0 } ?? "")
        }
        // A state passed through within a move (a state function's) is exercised when an arrow into it was taken.
        var exercised = tracker
        for arrow in tracker.arrows {
            if let state = graph.transitions[arrow].to.stateID { exercised.states.insert(state) }
        }
        var coverage = ModelCoverage.named(
            states: graph.states.map(\.id), transitions: transitions, tracker: exercised, pairs: possiblePairs)
        // The states and arrows counted are the explored graph's: a cut graph lacks some, and the report says so.
        coverage.truncation = graph.truncation.map { "the model's graph is incomplete: \($0)" }
        return coverage
    }

    /// An event the test gives no label, as the explored graph names it.
    private static func label(of event: ModelEvent) -> String { DefaultNames.unqualifiedDescription(of: event) }
}
