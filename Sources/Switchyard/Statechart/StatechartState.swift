/// The state of a statechart run by a ``Store``: the active configuration and the context, as one value.
///
/// A store that runs a chart (``Statechart/machine(context:)``) holds this value as its state, so everything a
/// store does works for charts too: observers, selections (`\.configuration`, `\.context.volume`), the event log
/// and replay, `TestStore`. Read ``configuration`` to see which states are active and ``lastMacrostep`` to see the
/// exits and entries of every microstep the last event caused.
public struct StatechartState<StateID: Hashable & Sendable, Event: Sendable, Context: Sendable>: Sendable {
    @usableFromInline var interpreter: StatechartInterpreter<StateID, Event, Context>
    @usableFromInline var macrostep: StatechartMacrostep<StateID, Event>

    /// What the event that led to this state did: every microstep's exits and entries, in order, and the delayed
    /// sends it scheduled or cancelled.
    @inlinable
    public var lastMacrostep: StatechartMacrostep<StateID, Event> { macrostep }

    @inlinable
    init(
        interpreter: StatechartInterpreter<StateID, Event, Context>, lastMacrostep: StatechartMacrostep<StateID, Event>
    ) {
        self.interpreter = interpreter
        self.macrostep = lastMacrostep
    }

    /// The active states: every active state, atomic and compound, with ``StatechartConfiguration/contains(_:)``
    /// and the active atomic states in document order.
    @inlinable
    public var configuration: StatechartConfiguration<StateID> { interpreter.configuration }

    /// The chart's extended state.
    @inlinable
    public var context: Context { interpreter.context }

    /// Whether the chart reached a top-level final state (it then ignores every event).
    @inlinable
    public var isFinished: Bool { interpreter.isFinished }
}

extension StatechartState: Equatable where Context: Equatable {
    /// States are equal when the same states are active, the contexts are equal and both are finished or not; how
    /// each got there (``lastMacrostep``) plays no part.
    /// - Parameters:
    ///   - lhs: A state.
    ///   - rhs: Another state.
    /// - Returns: Whether they are equal.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.configuration == rhs.configuration && lhs.context == rhs.context && lhs.isFinished == rhs.isFinished
    }
}

extension StatechartState: CustomStringConvertible {
    /// The active atomic states, for logs and test failures: `[playing, loud]`.
    public var description: String { configuration.description }
}
