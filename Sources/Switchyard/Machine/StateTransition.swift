/// A transition that happened: the state left, the event that caused it, and the state entered.
public struct StateTransition<State: Sendable, Event: Sendable>: Sendable {
    /// The state before the event.
    public var from: State
    /// The event that caused the transition.
    public var event: Event
    /// The state after the event.
    public var to: State

    /// Creates a transition record.
    /// - Parameters:
    ///   - from: The state before the event.
    ///   - event: The event.
    ///   - to: The state after the event.
    @inlinable
    public init(from: State, event: Event, to: State) {
        self.from = from
        self.event = event
        self.to = to
    }
}

extension StateTransition: Equatable where State: Equatable, Event: Equatable {}
extension StateTransition: Hashable where State: Hashable, Event: Hashable {}
extension StateTransition: Codable where State: Codable, Event: Codable {}

extension StateTransition: CustomStringConvertible {
    /// `from --event--> to`, for logs and test failures.
    public var description: String { "\(from) --\(event)--> \(to)" }
}
