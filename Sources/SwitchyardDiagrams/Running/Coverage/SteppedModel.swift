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

extension DrawingModel: SteppedModel {
    package func key(of cursor: ModelCursor) -> ModelCursor.Key { cursor.key }
    package func name(of cursor: ModelCursor) -> String? { cursor.name }
    package func activeStates(of cursor: ModelCursor) -> [String] { cursor.interpreter.configuration.states }
    package func atomicStates(of cursor: ModelCursor) -> [String] { cursor.interpreter.configuration.atomicStates }
    package func time(of cursor: ModelCursor) -> Duration { cursor.now }
}
