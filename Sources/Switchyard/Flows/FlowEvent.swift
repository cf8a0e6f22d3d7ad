/// What a parent flow receives from a child flow: one of the child's own events (forwarded to it), or the child's
/// typed result once it has finished.
///
/// A parent embeds a child's events as one case, e.g. `case authentication(FlowEvent<AuthEvent, AuthResult>)`;
/// ``Flow/step(from:on:state:event:)`` forwards `.event` to the child and sends `.finished(result)` back when the
/// child reaches a final state, so the parent handles "authentication finished with .registered" as an ordinary
/// transition — not as a closure buried in a coordinator.
public enum FlowEvent<Event: Sendable, Result: Sendable>: Sendable {
    /// An event for the child flow.
    case event(Event)
    /// The child flow finished with a result.
    case finished(Result)
}

extension FlowEvent: Equatable where Event: Equatable, Result: Equatable {}
extension FlowEvent: Hashable where Event: Hashable, Result: Hashable {}
extension FlowEvent: Codable where Event: Codable, Result: Codable {}

extension FlowEvent: CustomStringConvertible, CustomDebugStringConvertible {
    /// `event(e)` or `finished(r)`, without module prefixes, so graph labels stay readable.
    public var description: String {
        switch self {
        case .event(let event): "event(\(event))"
        case .finished(let result): "finished(\(result))"
        }
    }

    /// Same as ``description``.
    public var debugDescription: String { description }
}

/// What a state of a flow shows: a screen, or a child flow (drawn as a nested graph).
public enum FlowNode: Sendable, Hashable {
    /// A screen, named.
    case screen(String)
    /// A child flow, with the graph of its own states.
    case flow(StateGraph)

    /// The node's name: the screen's name or the child flow's name.
    public var name: String {
        switch self {
        case .screen(let name): name
        case .flow(let graph): graph.title ?? ""
        }
    }
}
