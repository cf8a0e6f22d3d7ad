/// A transition that happened: the state left, the event that caused it, the state entered, and whether the step
/// exited and entered states or only changed the state in place.
///
/// A store's ``StoreNotification/transition(_:)`` carries the ``kind`` of the step it took, so an observer (a log,
/// the inspector) knows without watching for a preceding ``StoreNotification/willExit(_:)``: it is
/// ``Step/Kind-swift.enum/external`` exactly when the store told will-exit and did-enter before it.
public struct StateTransition<State: Sendable, Event: Sendable>: Sendable {
    /// The state before the event.
    public var from: State
    /// The event that caused the transition.
    public var event: Event
    /// The state after the event.
    public var to: State
    /// Whether the step exited ``from`` and entered ``to`` (``Step/Kind-swift.enum/external``: will-exit and
    /// did-enter were told, exit and entry actions ran, the work tied to the old state was cancelled) or changed the
    /// state in place (``Step/Kind-swift.enum/internal``: a reducer's step, a move inside a child flow, a chart's
    /// macrostep of targetless transitions only).
    ///
    /// An internal step may change the state and an external one may leave it equal (a self-transition), so the kind
    /// is not derived from ``from`` and ``to``; it is part of the value, compared by `==` and hashed.
    public var kind: Step<State, Event>.Kind

    /// Creates a transition record.
    ///
    /// The kind defaults to ``Step/Kind-swift.enum/external``, the kind a table or routing machine's steps have
    /// unless they say otherwise (``Step/init(_:effect:kind:)`` has the same default), so that a record written
    /// as `StateTransition(from: a, event: e, to: b)` compares equal to what such a store reports. A reducer's steps
    /// are internal: compare its transitions with `kind: .internal`.
    /// - Parameters:
    ///   - from: The state before the event.
    ///   - event: The event.
    ///   - to: The state after the event.
    ///   - kind: Whether the step exited and entered states; external by default.
    @inlinable
    public init(from: State, event: Event, to: State, kind: Step<State, Event>.Kind = .external) {
        self.from = from
        self.event = event
        self.to = to
        self.kind = kind
    }
}

extension StateTransition: Equatable where State: Equatable, Event: Equatable {}
extension StateTransition: Hashable where State: Hashable, Event: Hashable {}

extension StateTransition: Codable where State: Codable, Event: Codable {
    private enum CodingKeys: String, CodingKey {
        case from, event, to, kind
    }

    /// Encodes `from`, `event`, `to` and `kind` (`"external"` or `"internal"`).
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(from, forKey: .from)
        try container.encode(event, forKey: .event)
        try container.encode(to, forKey: .to)
        try container.encode(kind == .external ? "external" : "internal", forKey: .kind)
    }

    /// Decodes a transition; a record without `kind` (an external step, or one written before transitions carried
    /// their kind) is external.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when a field is missing or malformed, or `kind` is neither `"external"` nor
    ///   `"internal"`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = try container.decode(State.self, forKey: .from)
        event = try container.decode(Event.self, forKey: .event)
        to = try container.decode(State.self, forKey: .to)
        switch try container.decodeIfPresent(String.self, forKey: .kind) {
        case nil, "external"?:
            kind = .external
        case "internal"?:
            kind = .internal
        case let other?:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown step kind \"\(other)\"")
        }
    }
}

extension StateTransition: CustomStringConvertible {
    /// `from --event--> to` for an external step, `from --event--> to (internal)` for an internal one, for logs and
    /// test failures.
    public var description: String {
        kind == .external ? "\(from) --\(event)--> \(to)" : "\(from) --\(event)--> \(to) (internal)"
    }
}
