/// A bounded record of the latest events a store processed, with the state each one led to.
///
/// Export it (it is `Codable` when states and events are) to attach to a bug report, and replay it with
/// ``Machine/replay(_:)`` to reach the same final state without running effects: events sent by effects are in the
/// log too, so replaying the logged events is enough.
public struct EventLog<State: Sendable, Event: Sendable>: Sendable {
    /// One processed event.
    public struct Entry: Sendable {
        /// The event.
        public var event: Event
        /// Whether the machine accepted it (`false`: it was ignored).
        public var accepted: Bool
        /// The state after the event.
        public var state: State

        /// Creates an entry.
        /// - Parameters:
        ///   - event: The event.
        ///   - accepted: Whether the machine accepted it.
        ///   - state: The state after the event.
        package init(recorded event: Event, accepted: Bool, state: State) {
            self.event = event
            self.accepted = accepted
            self.state = state
        }
    }

    /// The state before the first retained entry.
    public private(set) var initialState: State
    /// How many entries are retained; older ones are dropped and folded into ``initialState``.
    package let maxEntries: Int
    /// How many entries were dropped since the log started.
    package private(set) var droppedEntries = 0

    private var ring: [Entry] = []
    private var head = 0

    /// Creates an empty log.
    /// - Parameters:
    ///   - initialState: The state before any event.
    ///   - capacity: How many entries to retain; at least 1 (a smaller value stops the program: a log that can hold
    ///     nothing is a mistake, not a setting — turn the log off with ``StoreOptions/eventLogCapacity`` `0`).
    package init(startingAt initialState: State, capacity: Int) {
        precondition(capacity >= 1, "an event log's capacity must be at least 1, not \(capacity)")
        self.initialState = initialState
        self.maxEntries = capacity
    }

    /// The retained entries, oldest first.
    public var entries: [Entry] {
        Array(ring[head...] + ring[..<head])
    }

    /// The retained events, oldest first.
    package var loggedEvents: [Event] { entries.map(\.event) }

    /// The state after the last entry.
    package var lastState: State { ring.isEmpty ? initialState : ring[(head + ring.count - 1) % ring.count].state }

    /// Appends an entry, dropping the oldest when full.
    /// - Parameters:
    ///   - event: The event.
    ///   - accepted: Whether it was accepted.
    ///   - state: The state after it.
    /// - Complexity: O(1), and no allocation once full.
    @usableFromInline package mutating func append(_ event: Event, accepted: Bool, state: State) {
        let entry = Entry(recorded: event, accepted: accepted, state: state)
        if ring.count < maxEntries {
            ring.append(entry)
        } else {
            initialState = ring[head].state
            ring[head] = entry
            head = (head + 1) % maxEntries
            droppedEntries += 1
        }
    }
}

extension EventLog.Entry: Equatable where State: Equatable, Event: Equatable {}
extension EventLog.Entry: Codable where State: Codable, Event: Codable {}

extension EventLog: Equatable where State: Equatable, Event: Equatable {
    /// Logs are equal when they hold the same start state and entries.
    /// - Parameters:
    ///   - lhs: A log.
    ///   - rhs: Another log.
    /// - Returns: Whether they are equal.
    public static func == (lhs: EventLog, rhs: EventLog) -> Bool {
        lhs.initialState == rhs.initialState && lhs.entries == rhs.entries && lhs.maxEntries == rhs.maxEntries
            && lhs.droppedEntries == rhs.droppedEntries
    }
}

extension EventLog: Codable where State: Codable, Event: Codable {
    private enum CodingKeys: String, CodingKey {
        case version, capacity, droppedCount, initialState, entries
    }

    /// The format version written by ``encode(to:)``.
    package static var currentFormatVersion: Int { 1 }

    /// Decodes a log written by ``encode(to:)``.
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.currentFormatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "unsupported event log version \(version)")
        }
        let capacity = try container.decode(Int.self, forKey: .capacity)
        guard capacity >= 1 else {
            throw DecodingError.dataCorruptedError(
                forKey: .capacity, in: container, debugDescription: "capacity \(capacity) is not positive")
        }
        let droppedCount = try container.decode(Int.self, forKey: .droppedCount)
        guard droppedCount >= 0 else {
            throw DecodingError.dataCorruptedError(
                forKey: .droppedCount, in: container, debugDescription: "dropped count \(droppedCount) is negative")
        }
        let entries = try container.decode([Entry].self, forKey: .entries)
        guard entries.count <= capacity else {
            throw DecodingError.dataCorruptedError(
                forKey: .entries, in: container,
                debugDescription: "\(entries.count) entries do not fit the capacity \(capacity)")
        }
        guard droppedCount == 0 || entries.count == capacity else {
            throw DecodingError.dataCorruptedError(
                forKey: .droppedCount, in: container,
                debugDescription: "entries were dropped (\(droppedCount)) although the log is not full")
        }
        self.init(startingAt: try container.decode(State.self, forKey: .initialState), capacity: capacity)
        self.droppedEntries = droppedCount
        ring = entries
    }

    /// Encodes the log: version, capacity, dropped count, initial state and entries, oldest first.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.currentFormatVersion, forKey: .version)
        try container.encode(maxEntries, forKey: .capacity)
        try container.encode(droppedEntries, forKey: .droppedCount)
        try container.encode(initialState, forKey: .initialState)
        try container.encode(entries, forKey: .entries)
    }
}

extension Machine {
    /// Replays a log: applies its events from its initial state, without effects.
    /// - Parameter log: The log to replay.
    /// - Returns: The final state, equal to the state the logging store reached when the machine is deterministic.
    public func replay(_ log: EventLog<State, Event>) -> State {
        state(after: log.loggedEvents, from: log.initialState)
    }
}
