public import Switchyard

/// One message of the inspector's wire format (version 2): a store says hello, reports each event it processed,
/// each effect that started or stopped, and goodbye.
///
/// Messages travel as JSON, in batches (a JSON array per request), one message per store event:
///
/// ```json
/// {"v": 2, "type": "hello", "store": "9F2C…", "seq": 0, "time": 1764000000000,
///  "name": "app", "state": "AppState(stage: .welcome …)", "nodes": ["welcome"], "graph": {…}}
/// {"v": 2, "type": "event", "store": "9F2C…", "seq": 1, "time": 1764000000250,
///  "event": "start", "step": "external", "state": "…", "nodes": ["authentication.register"]}
/// {"v": 2, "type": "effect", "store": "9F2C…", "seq": 2, "time": 1764000000251,
///  "change": "started", "effect": "welcome-timer"}
/// {"v": 2, "type": "goodbye", "store": "9F2C…", "seq": 3, "time": 1764000009000}
/// ```
///
/// `seq` counts the store's messages from 0 (the hello), with no gaps except where messages were dropped: the
/// first message after a loss carries `dropped`, how many were lost. `time` is milliseconds since 1970. `state` is
/// the state *after* the event (for hello: the state at connection), as readable text; the state before an event is
/// the `state` of the store's previous hello or event message. `nodes` are the identifiers of the graph nodes
/// the state shows (the lit ones).
public struct InspectorMessage: Sendable, Hashable, Codable {
    /// The version of the wire format this type reads and writes.
    public static var formatVersion: Int { 2 }

    /// The kind of message.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A store connected: its name, graph and current state.
        case hello
        /// The store processed an event.
        case event
        /// An effect's work started, finished or was cancelled.
        case effect
        /// The store was released or disconnected.
        case goodbye
    }

    /// How a store handled an event.
    public enum StepKind: String, Sendable, Hashable, Codable {
        /// A transition that left and entered states (exit and entry actions ran).
        case external
        /// A transition that stayed in its state (no exit or entry).
        case `internal`
        /// The machine has no transition for the event there; nothing changed.
        case ignored
    }

    /// The wire format's version, ``formatVersion``.
    public var version: Int
    /// The kind of message.
    public var kind: Kind
    /// The store's identifier, unique per connection.
    public var store: String
    /// The message's number among the store's messages, from 0.
    public var sequence: Int
    /// When it happened, in milliseconds since 1970.
    public var time: Double
    /// How many of the store's messages were dropped just before this one (a full buffer, an unreachable server).
    public var dropped: Int?
    /// Hello: who the store is.
    var introduction = Introduction()
    /// Event: what the store processed, and how.
    var processing = Processing()
    /// Hello and event: what the store shows after the message.
    var shown = Shown()
    /// Effect: what happened to which effect.
    var activity = Activity()

    /// The fields of a hello, written together when a store connects.
    struct Introduction: Sendable, Hashable {
        var name: String?
        var graph: StateGraph?
    }

    /// The fields of an event message, written together for each event the store processed.
    struct Processing: Sendable, Hashable {
        var event: String?
        var payload: String?
        var step: StepKind?
    }

    /// The state a hello or an event leaves the store in, as text and as lit nodes, written together.
    struct Shown: Sendable, Hashable {
        var state: String?
        var nodes: [String]?
    }

    /// The fields of an effect message, written together for each change of an effect's work.
    struct Activity: Sendable, Hashable {
        var change: EffectActivity.Change?
        var effect: String?
    }

    /// Hello: the store's display name.
    public var name: String? {
        get { introduction.name }
        set { introduction.name = newValue }
    }
    /// Hello: the graph the store runs, when known; the page otherwise draws the states and transitions it sees.
    public var graph: StateGraph? {
        get { introduction.graph }
        set { introduction.graph = newValue }
    }
    /// Event: the event, as text.
    public var event: String? {
        get { processing.event }
        set { processing.event = newValue }
    }
    /// Event: the event encoded as JSON text, when the store's events are `Encodable`, so an exported log can be
    /// decoded back into typed events and replayed.
    public var payload: String? {
        get { processing.payload }
        set { processing.payload = newValue }
    }
    /// Event: how the store handled it.
    public var step: StepKind? {
        get { processing.step }
        set { processing.step = newValue }
    }
    /// Hello and event: the state (after the event), as readable text.
    public var state: String? {
        get { shown.state }
        set { shown.state = newValue }
    }
    /// Hello and event: the graph nodes the state shows.
    public var nodes: [String]? {
        get { shown.nodes }
        set { shown.nodes = newValue }
    }
    /// Effect: what happened to it.
    public var change: EffectActivity.Change? {
        get { activity.change }
        set { activity.change = newValue }
    }
    /// Effect: its identifier, when it has one.
    public var effect: String? {
        get { activity.effect }
        set { activity.effect = newValue }
    }

    /// Creates a message; fields that do not belong to `kind` stay `nil`.
    /// - Parameters:
    ///   - kind: The kind of message.
    ///   - store: The store's identifier.
    ///   - sequence: The message's number among the store's messages.
    ///   - time: Milliseconds since 1970.
    public init(kind: Kind, store: String, sequence: Int, time: Double) {
        self.version = Self.formatVersion
        self.kind = kind
        self.store = store
        self.sequence = sequence
        self.time = time
    }

    enum CodingKeys: String, CodingKey {
        case version = "v"
        case kind = "type"
        case sequence = "seq"
        case store, time, dropped, name, graph, event, payload, step, state, nodes, change, effect
    }

    /// Decodes a message, refusing one of another wire-format version.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` for a malformed message or an unknown version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription:
                    "inspector message version \(version); this reader reads version \(Self.formatVersion)")
        }
        kind = try container.decode(Kind.self, forKey: .kind)
        store = try container.decode(String.self, forKey: .store)
        sequence = try container.decode(Int.self, forKey: .sequence)
        guard sequence >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .sequence, in: container, debugDescription: "a message's seq is never negative")
        }
        time = try container.decode(Double.self, forKey: .time)
        dropped = try container.decodeIfPresent(Int.self, forKey: .dropped)
        if let dropped, dropped < 0 {
            throw DecodingError.dataCorruptedError(
                forKey: .dropped, in: container, debugDescription: "a dropped count is never negative")
        }
        introduction = Introduction(
            name: try container.decodeIfPresent(String.self, forKey: .name),
            graph: try container.decodeIfPresent(StateGraph.self, forKey: .graph))
        processing = Processing(
            event: try container.decodeIfPresent(String.self, forKey: .event),
            payload: try container.decodeIfPresent(String.self, forKey: .payload),
            step: try container.decodeIfPresent(StepKind.self, forKey: .step))
        shown = Shown(
            state: try container.decodeIfPresent(String.self, forKey: .state),
            nodes: try container.decodeIfPresent([String].self, forKey: .nodes))
        activity = Activity(
            change: try container.decodeIfPresent(EffectActivity.Change.self, forKey: .change),
            effect: try container.decodeIfPresent(String.self, forKey: .effect))
    }

    /// Encodes the message as one flat JSON object: the fields that are set, under their wire keys.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(kind, forKey: .kind)
        try container.encode(store, forKey: .store)
        try container.encode(sequence, forKey: .sequence)
        try container.encode(time, forKey: .time)
        try container.encodeIfPresent(dropped, forKey: .dropped)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(graph, forKey: .graph)
        try container.encodeIfPresent(event, forKey: .event)
        try container.encodeIfPresent(payload, forKey: .payload)
        try container.encodeIfPresent(step, forKey: .step)
        try container.encodeIfPresent(state, forKey: .state)
        try container.encodeIfPresent(nodes, forKey: .nodes)
        try container.encodeIfPresent(change, forKey: .change)
        try container.encodeIfPresent(effect, forKey: .effect)
    }
}
