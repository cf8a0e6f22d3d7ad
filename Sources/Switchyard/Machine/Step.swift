/// What a machine decided for one event: the next state, and the effects to run once that state is committed.
///
/// A step is a plain value, so a test can call ``Machine/transition(from:on:)`` and compare the result without
/// running anything.
public struct Step<State: Sendable, Event: Sendable>: Sendable {
    /// The state the machine moves to.
    public var state: State
    /// Work to perform after the new state is committed.
    public var effect: Effect<Event>
    /// Whether the step leaves and re-enters the state (`external`) or only updates it in place (`internal`).
    ///
    /// External steps emit will-exit and did-enter notifications, run exit and entry actions and cancel the
    /// effects scoped to the old state. Internal steps, the kind a reducer produces, only commit the new value.
    public var kind: Kind

    /// How a step treats the state it leaves.
    public enum Kind: Sendable, Hashable {
        /// Exit the old state and enter the new one, even when both are equal (a self-transition).
        case external
        /// Replace the state value without exiting or entering.
        case `internal`
    }

    /// Creates a step.
    /// - Parameters:
    ///   - state: The next state.
    ///   - effect: Work to run after the state is committed; none by default.
    ///   - kind: External (the default) or internal.
    @inlinable
    public init(_ state: State, effect: Effect<Event> = .none, kind: Kind = .external) {
        self.state = state
        self.effect = effect
        self.kind = kind
    }
}
