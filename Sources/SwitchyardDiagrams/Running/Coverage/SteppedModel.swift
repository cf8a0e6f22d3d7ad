import Switchyard

/// A model that planning, coverage and a model-based test's runner step through: a drawing (``DrawingModel``) or a
/// typed definition (a `Statechart`, a `Machine`, a `Flow`), each stepped by its own engine — planning and coverage
/// only ask for moves, states and timers, never decide a step themselves.
package protocol SteppedModel: Sendable {
    /// Where the model is between steps.
    associatedtype Cursor
    /// What tells two cursors apart for a search.
    associatedtype Key: Hashable

    /// The model after its start.
    func start(data: [String: Int]) -> ModelMove<Cursor>
    /// The model after event `name` (an input's label); `nil` when it ignores it. The guards evaluated over data are
    /// returned either way.
    func send(_ name: String, to cursor: Cursor) -> (move: ModelMove<Cursor>?, guards: [GuardOutcome])
    /// The earliest timer due in `cursor`, with its label and when it falls due.
    func nextTimer(in cursor: Cursor) -> (label: String, due: Duration)?
    /// The model after `duration` of virtual time: every timer due on the way fires, in order.
    func wait(_ duration: Duration, from cursor: Cursor) -> ModelMove<Cursor>
    /// What tells `cursor` apart from others (time left out: waits always go to the next timer).
    func key(of cursor: Cursor) -> Key
    /// The atomic states, joined by `, `; `nil` once the model finished.
    func name(of cursor: Cursor) -> String?
    /// Every active state, composites included.
    func activeStates(of cursor: Cursor) -> [String]
    /// The active atomic states.
    func atomicStates(of cursor: Cursor) -> [String]
    /// The virtual time of `cursor`.
    func time(of cursor: Cursor) -> Duration
}

extension SteppedModel {
    /// The most timers or delayed sends one ``wait(_:from:)`` delivers. Not a due order (every model's is the one of
    /// delayed sends, `DelayedSends`: due time, then the order they were armed — a drawing's and a machine's timer
    /// inputs when their state is entered, a chart's delayed sends when made) but a bound on one wait's work: it
    /// protects the runner from a model whose timers re-arm without
    /// end — a zero-length timer input that re-enters its own state is due again at the same instant, and a chart
    /// that re-sends a short tick to itself delivers one per tick for as long as the wait lasts.
    package static var deliveriesPerWait: Int { 1_000 }

    /// The most observed events (those the implementation takes on its own, never sent by the test) followed after
    /// one move: planning follows them where the model takes them, the runner where they lead to the state the
    /// implementation is in; a model whose observed events never settle (each one offers another) is followed this
    /// far. One bound, so that a plan never expects a move the runner would not follow.
    package static var observedFollowLimit: Int { 16 }

    /// The one wait of a model whose timers are inputs (a drawing's or a machine's): every timer due by
    /// `duration` after `cursor`'s time fires in due order, each sent as its label, with the guards each send
    /// evaluated; a timer that the model ignores ends the wait's firing. The cursor ends at the target time.
    /// - Parameters:
    ///   - duration: How long the wait lasts.
    ///   - cursor: Where the wait starts.
    ///   - clock: The cursor's virtual time.
    /// - Returns: The move: the cursor after the wait, the arrows the timers took and the guards they evaluated.
    /// - Complexity: At most ``deliveriesPerWait`` sends.
    package func firingTimers(
        for duration: Duration, from cursor: Cursor, clock: WritableKeyPath<Cursor, Duration>
    ) -> ModelMove<Cursor> {
        let target = cursor[keyPath: clock] + duration
        var move = ModelMove(cursor: cursor, arrows: [], guards: [])
        var fired = 0
        while fired < Self.deliveriesPerWait, let timer = nextTimer(in: move.cursor), timer.due <= target {
            fired += 1
            move.cursor[keyPath: clock] = max(move.cursor[keyPath: clock], timer.due)
            let (next, guards) = send(timer.label, to: move.cursor)
            move.guards += guards
            guard let next else { break }
            move.cursor = next.cursor
            move.arrows += next.arrows
            move.exited.formUnion(next.exited)
        }
        move.cursor[keyPath: clock] = target
        return move
    }
}

extension DrawingModel: SteppedModel {
    package func key(of cursor: ModelCursor) -> ModelCursor.Key { cursor.key }
    package func name(of cursor: ModelCursor) -> String? { cursor.name }
    package func activeStates(of cursor: ModelCursor) -> [String] { cursor.interpreter.configuration.states }
    package func atomicStates(of cursor: ModelCursor) -> [String] { cursor.interpreter.configuration.atomicStates }
    package func time(of cursor: ModelCursor) -> Duration { cursor.now }
}
