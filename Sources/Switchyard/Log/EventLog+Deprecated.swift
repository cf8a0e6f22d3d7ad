// 0.6's construction, recording and bookkeeping of an event log, no longer public in 0.7: a log comes from
// store.eventLog or from decoding one. Each forward reads or changes what the log keeps today, and goes in 0.8.

extension EventLog {
    /// Creates an empty log.
    /// - Parameters:
    ///   - initialState: The state before the first event.
    ///   - capacity: The most entries kept (at least 1).
    @available(*, deprecated, message: "a log comes from store.eventLog or from decoding one")
    public init(initialState: State, capacity: Int) {
        self.init(startingAt: initialState, capacity: capacity)
    }

    /// The most entries kept; older ones are dropped.
    @available(*, deprecated, message: "keep the capacity you gave the store's event log")
    public var capacity: Int { maxEntries }

    /// How many entries were dropped to stay within the capacity.
    @available(*, deprecated, message: "compare entries with what the store processed")
    public var droppedCount: Int { droppedEntries }

    /// The events, in order.
    @available(*, deprecated, message: "use machine.replay(log), or log.entries.map(\\.event)")
    public var events: [Event] { loggedEvents }

    /// The state after the last entry, or the initial state when the log is empty.
    @available(*, deprecated, message: "use log.entries.last?.state ?? log.initialState")
    public var finalState: State { lastState }

    /// Records an event and the state after it, dropping the oldest entry when full.
    /// - Parameters:
    ///   - event: The event.
    ///   - accepted: Whether the machine accepted it.
    ///   - state: The state after it.
    @available(*, deprecated, message: "a store records every event it processes in its event log")
    public mutating func record(_ event: Event, accepted: Bool, state: State) {
        append(event, accepted: accepted, state: state)
    }
}

extension EventLog.Entry {
    /// Creates an entry.
    /// - Parameters:
    ///   - event: The event.
    ///   - accepted: Whether the machine accepted it.
    ///   - state: The state after it.
    @available(*, deprecated, message: "a log's entries come from store.eventLog or from decoding one")
    public init(event: Event, accepted: Bool, state: State) {
        self.init(recorded: event, accepted: accepted, state: state)
    }
}

extension EventLog where State: Codable, Event: Codable {
    /// The version of the log's encoded form.
    @available(*, deprecated, message: "a log decodes the versions it knows and throws for others")
    public static var formatVersion: Int { currentFormatVersion }
}
