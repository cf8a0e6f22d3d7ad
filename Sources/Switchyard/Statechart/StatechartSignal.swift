/// An event as the statechart engine processes it: one of the chart's own events, or one the engine makes.
///
/// The engine makes `done` events when a compound or parallel state completes (SCXML's `done.state.ID`) and error
/// events when executable content fails (SCXML's `error.execution` and `error.communication`).
public enum StatechartSignal<StateID: Hashable & Sendable, Event: Sendable>: Sendable {
    /// An event of the chart's event type, sent from outside, raised, or delivered after a delay.
    case event(Event)
    /// The state with this id completed: a final child of a compound state was entered, or every region of a
    /// parallel state is in a final state (`done.state.ID`).
    case done(StateID)
    /// Executable content failed (`error.execution`); the message says why.
    case executionError(String)
    /// An event could not be delivered to its target (`error.communication`); the message says why.
    case communicationError(String)

    /// The chart's event, when this is one (``Statechart/ActionScope/event`` reads it).
    package var eventValue: Event? {
        if case .event(let event) = self { return event }
        return nil
    }
}

extension StatechartSignal: Equatable where Event: Equatable {}
extension StatechartSignal: Hashable where Event: Hashable {}
