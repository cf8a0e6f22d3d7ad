import Foundation

/// One event of Stately's inspection protocol, as `@statelyai/inspect` 0.7.1 defines it (`src/types.ts`:
/// `StatelyActorEvent`, `StatelyEventEvent`, `StatelySnapshotEvent`), so the Stately Inspector and anything built on
/// `createWebSocketReceiver` can show a Switchyard store.
///
/// ```json
/// {"type": "@xstate.actor", "sessionId": "9f2c…", "rootId": "9f2c…", "createdAt": "1764000000000",
///  "_version": "0.7.1", "name": "door", "definition": "{\"id\":\"door\",…}",
///  "snapshot": {"status": "active", "value": "closed", "context": {"state": "closed"}}}
/// {"type": "@xstate.event", "sessionId": "9f2c…", "rootId": "9f2c…", "createdAt": "…", "_version": "0.7.1",
///  "event": {"type": "open"}}
/// {"type": "@xstate.snapshot", "sessionId": "9f2c…", "rootId": "9f2c…", "createdAt": "…", "_version": "0.7.1",
///  "event": {"type": "open"}, "snapshot": {"status": "active", "value": "open", "context": {"state": "open"}}}
/// ```
///
/// Keys the protocol types as `undefined` or `null` when unknown (`id`, `sourceId`, `parentId`) are left out.
public struct StatelyInspectionEvent: Sendable, Hashable, Codable {
    /// The protocol version this type writes: the `@statelyai/inspect` release whose types it follows.
    public static var protocolVersion: String { "0.7.1" }

    /// The three kinds of inspection event.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `@xstate.actor`: an actor (a store) was created, with its machine definition and first snapshot.
        case actor = "@xstate.actor"
        /// `@xstate.event`: an event was sent to the actor.
        case event = "@xstate.event"
        /// `@xstate.snapshot`: the actor's state after an event.
        case snapshot = "@xstate.snapshot"
    }

    /// An event object: its `type`, and for a Switchyard event whose type is `Encodable`, its JSON as text.
    public struct EventObject: Sendable, Hashable, Codable {
        /// The event's name.
        public var type: String
        /// The whole event as JSON text, when it was sent as JSON.
        public var payload: String?

        /// Creates an event object.
        /// - Parameters:
        ///   - type: The event's name.
        ///   - payload: The event as JSON text.
        public init(type: String, payload: String? = nil) {
            self.type = type
            self.payload = payload
        }
    }

    /// An XState state value: a state's key, or an object from a compound or parallel state's key to the value of
    /// its active children (`{"on": {"playback": "stopped", "volume": "quiet"}}`).
    public indirect enum StateValue: Sendable, Hashable, Codable {
        /// An atomic state's key.
        case key(String)
        /// Active children by key.
        case object([String: StateValue])

        /// Decodes a string or an object.
        /// - Parameter decoder: The decoder.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let key = try? container.decode(String.self) {
                self = .key(key)
            } else {
                self = .object(try container.decode([String: StateValue].self))
            }
        }

        /// Encodes a string or an object.
        /// - Parameter encoder: The encoder.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .key(let key): try container.encode(key)
            case .object(let children): try container.encode(children)
            }
        }
    }

    /// An actor's snapshot: `status` (`active`, `done`, `error` or `stopped`), the state `value`, and the `context`
    /// — for a Switchyard store, `{"state": <the state as readable text>}`.
    public struct Snapshot: Sendable, Hashable, Codable {
        /// `active`, `done`, `error` or `stopped`.
        public var status: String
        /// The state value, when the store's graph places the state.
        public var value: StateValue?
        /// The context.
        public var context: [String: String]?

        /// Creates a snapshot.
        /// - Parameters:
        ///   - status: `active`, `done`, `error` or `stopped`.
        ///   - value: The state value.
        ///   - context: The context.
        public init(status: String, value: StateValue? = nil, context: [String: String]? = nil) {
            self.status = status
            self.value = value
            self.context = context
        }
    }

    /// The kind of event (`type` on the wire).
    public var kind: Kind
    /// The actor's session identifier: the store's identifier.
    public var sessionId: String
    /// The root actor's session identifier: the store's, as a store has no parent actor.
    public var rootId: String?
    /// Milliseconds since 1970, as text.
    public var createdAt: String
    /// A unique identifier of this update, when there is one.
    public var id: String?
    /// The protocol version (`_version` on the wire), ``protocolVersion``.
    public var version: String
    /// `@xstate.actor`: the actor's name.
    public var name: String?
    /// `@xstate.actor`: the machine definition, JSON-stringified XState machine config.
    public var definition: String?
    /// `@xstate.actor`: the parent actor's session identifier.
    public var parentId: String?
    /// `@xstate.event`: the sending actor's session identifier.
    public var sourceId: String?
    /// `@xstate.event` and `@xstate.snapshot`: the event.
    public var event: EventObject?
    /// `@xstate.actor` and `@xstate.snapshot`: the snapshot.
    public var snapshot: Snapshot?

    /// Creates an event with the fields every kind has.
    /// - Parameters:
    ///   - kind: The kind of event.
    ///   - sessionId: The actor's session identifier.
    ///   - createdAt: Milliseconds since 1970, as text.
    public init(kind: Kind, sessionId: String, createdAt: String) {
        self.kind = kind
        self.sessionId = sessionId
        self.rootId = sessionId
        self.createdAt = createdAt
        self.version = Self.protocolVersion
    }

    enum CodingKeys: String, CodingKey {
        case kind = "type"
        case sessionId, rootId, createdAt, id
        case version = "_version"
        case name, definition, parentId, sourceId, event, snapshot
    }
}
