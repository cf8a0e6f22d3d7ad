/// A running store, saved: its state, the events it had queued, its delayed sends with the time each had left, and
/// the work that was running — everything a store restored from it needs to run on as the saved one would have.
///
/// Take one with ``Store/snapshot()`` (or ``ActorStore/snapshot()``); make a store that runs on from it with
/// ``Store/init(machine:restoring:timeSaved:options:middleware:restart:)``. A snapshot is a plain, versioned value,
/// `Codable` when the state and events are. A statechart store's state is a ``StatechartState``, which holds its
/// chart: save it as a ``StatechartSnapshot`` with ``mappingState(_:)`` (see <doc:SavingAndRestoring>).
///
/// ```swift
/// let bytes = try JSONEncoder().encode(store.snapshot())
/// // … the app is terminated; on the next launch:
/// let saved = try JSONDecoder().decode(StoreSnapshot<Checkout, CheckoutEvent>.self, from: bytes)
/// let store = try Store(machine: Checkout.machine, restoring: saved)
/// ```
public struct StoreSnapshot<State: Sendable, Event: Sendable>: Sendable {
    /// The version of the snapshot format this library writes: 2, which saves the tie of a statechart's work to the
    /// chart's state (``Timer/chartState``); version 1 is read too.
    public static var currentVersion: Int { 2 }

    /// The snapshot format's version.
    public var version: Int
    /// The store's state.
    public var state: State
    /// Whether the store had started (run its initial entry effect). A store restored from an unstarted snapshot
    /// starts as a new store does.
    public var isStarted: Bool
    /// Events sent and not yet processed, in order (only a snapshot taken while an event is processed has any).
    public var queuedEvents: [Event]
    /// The delayed sends (``Effect/send(_:after:id:)``) that had not fired, in the order they fall due (the order
    /// they were started among those due together).
    public var timers: [Timer]
    /// The other work that was running, in the order it started: it cannot be resumed, and each says what a
    /// restored store does about it (``EffectRestoration``).
    public var interruptedEffects: [InterruptedEffect]

    /// A delayed send that had not fired.
    public struct Timer: Sendable {
        /// The event it sends.
        public var event: Event
        /// Its name, for ``Effect/cancel(id:)``.
        public var id: EffectID?
        /// How long it still had to wait when the snapshot was taken, on the store's clock.
        public var remaining: Duration
        /// The state it is tied to (0: the store's state; `n`: a child flow's, `n` levels in), or `nil`.
        public var stateDepth: Int?
        /// When it is tied to a statechart's state rather than to the machine's state as a whole: that state's
        /// position in the chart (document order), in the machine ``stateDepth`` names.
        public var chartState: Int?

        /// Creates a saved timer.
        /// - Parameters:
        ///   - event: The event it sends.
        ///   - id: Its name.
        ///   - remaining: How long it still has to wait.
        ///   - stateDepth: The state it is tied to, or `nil`.
        ///   - chartState: The statechart state it is tied to, by position, or `nil`.
        public init(event: Event, id: EffectID?, remaining: Duration, stateDepth: Int? = nil, chartState: Int? = nil) {
            self.event = event
            self.id = id
            self.remaining = remaining
            self.stateDepth = stateDepth
            self.chartState = chartState
        }
    }

    /// Work that was running when the snapshot was taken.
    public struct InterruptedEffect: Sendable {
        /// The work's name, when it had one.
        public var id: EffectID?
        /// The state it was tied to (0: the store's state; `n`: a child flow's, `n` levels in), or `nil`.
        public var stateDepth: Int?
        /// When it was tied to a statechart's state rather than to the machine's state as a whole: that state's
        /// position in the chart (document order), in the machine ``stateDepth`` names.
        public var chartState: Int?
        /// What it asked a restored store to do (``Effect/onRestore(_:)``); `nil` when it said nothing.
        public var restoration: EffectRestoration<Event>?

        /// Creates a record of interrupted work.
        /// - Parameters:
        ///   - id: The work's name.
        ///   - stateDepth: The state it was tied to, or `nil`.
        ///   - chartState: The statechart state it was tied to, by position, or `nil`.
        ///   - restoration: What it asked a restored store to do.
        public init(
            id: EffectID?, stateDepth: Int? = nil, chartState: Int? = nil, restoration: EffectRestoration<Event>? = nil
        ) {
            self.id = id
            self.stateDepth = stateDepth
            self.chartState = chartState
            self.restoration = restoration
        }
    }

    /// Creates a snapshot.
    /// - Parameters:
    ///   - state: The store's state.
    ///   - isStarted: Whether the store had started.
    ///   - queuedEvents: Events not yet processed.
    ///   - timers: Delayed sends that had not fired.
    ///   - interruptedEffects: Other work that was running.
    public init(
        state: State, isStarted: Bool = true, queuedEvents: [Event] = [], timers: [Timer] = [],
        interruptedEffects: [InterruptedEffect] = []
    ) {
        self.version = Self.currentVersion
        self.state = state
        self.isStarted = isStarted
        self.queuedEvents = queuedEvents
        self.timers = timers
        self.interruptedEffects = interruptedEffects
    }

    /// The same snapshot with its state transformed: how a statechart store's state is saved as a
    /// ``StatechartSnapshot`` (`snapshot.mappingState { $0.snapshot() }`) and made a state again
    /// (`try saved.mappingState { try StatechartState(chart, restoring: $0) }`), and how a user migrates an old
    /// state to a new one.
    /// - Parameter transform: Makes the new state from the old; may throw.
    /// - Returns: The snapshot with the new state.
    public func mappingState<NewState: Sendable, Failure: Error>(
        _ transform: (State) throws(Failure) -> NewState
    ) throws(Failure) -> StoreSnapshot<NewState, Event> {
        var result = StoreSnapshot<NewState, Event>(
            state: try transform(state), isStarted: isStarted, queuedEvents: queuedEvents,
            timers: timers.map {
                .init(
                    event: $0.event, id: $0.id, remaining: $0.remaining, stateDepth: $0.stateDepth,
                    chartState: $0.chartState)
            },
            interruptedEffects: interruptedEffects.map {
                .init(id: $0.id, stateDepth: $0.stateDepth, chartState: $0.chartState, restoration: $0.restoration)
            })
        result.version = version
        return result
    }
}

/// Why a ``StoreSnapshot`` cannot be restored.
public enum StoreSnapshotError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The snapshot was written by a newer format than this library reads.
    case unsupportedVersion(Int)
    /// A saved duration is negative where only a wait can be (a timer's time left), or not a duration at all.
    case invalidTimer(id: EffectID?, remaining: Duration)

    /// What went wrong, in words.
    public var description: String {
        switch self {
        case .unsupportedVersion(let version):
            "the store snapshot has format version \(version); this library reads versions up to "
                + "\(StoreSnapshot<Int, Int>.currentVersion)"
        case .invalidTimer(let id, let remaining):
            "the store snapshot's timer \(id.map { "'\($0.rawValue)' " } ?? "")has \(remaining) left; a timer's time "
                + "left cannot be negative"
        }
    }
}

extension StoreSnapshot.Timer: Equatable where Event: Equatable {}
extension StoreSnapshot.InterruptedEffect: Equatable where Event: Equatable {}
extension StoreSnapshot: Equatable where State: Equatable, Event: Equatable {}

extension StoreSnapshot.Timer: Codable where Event: Codable {
    private enum CodingKeys: String, CodingKey {
        case event = "e", id = "i", remaining = "r", stateDepth = "d", chartState = "c"
    }

    /// Encodes the timer with one-letter keys, leaving out what is absent.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event, forKey: .event)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encode(remaining, forKey: .remaining)
        try container.encodeIfPresent(stateDepth, forKey: .stateDepth)
        try container.encodeIfPresent(chartState, forKey: .chartState)
    }

    /// Decodes what ``encode(to:)`` wrote.
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            event: try container.decode(Event.self, forKey: .event),
            id: try container.decodeIfPresent(EffectID.self, forKey: .id),
            remaining: try container.decode(Duration.self, forKey: .remaining),
            stateDepth: try container.decodeIfPresent(Int.self, forKey: .stateDepth),
            chartState: try container.decodeIfPresent(Int.self, forKey: .chartState))
    }
}

extension StoreSnapshot.InterruptedEffect: Codable where Event: Codable {
    private enum CodingKeys: String, CodingKey {
        case id = "i", stateDepth = "d", chartState = "c", restoration = "o"
    }

    /// Encodes the record with one-letter keys, leaving out what is absent.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(stateDepth, forKey: .stateDepth)
        try container.encodeIfPresent(chartState, forKey: .chartState)
        try container.encodeIfPresent(restoration, forKey: .restoration)
    }

    /// Decodes what ``encode(to:)`` wrote.
    /// - Parameter decoder: The decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decodeIfPresent(EffectID.self, forKey: .id),
            stateDepth: try container.decodeIfPresent(Int.self, forKey: .stateDepth),
            chartState: try container.decodeIfPresent(Int.self, forKey: .chartState),
            restoration: try container.decodeIfPresent(EffectRestoration<Event>.self, forKey: .restoration))
    }
}

extension StoreSnapshot: Codable where State: Codable, Event: Codable {
    private enum CodingKeys: String, CodingKey {
        case version = "v", state = "s", isStarted = "b", queuedEvents = "q", timers = "t"
        case interruptedEffects = "x"
    }

    /// Encodes the snapshot compactly: one-letter keys; empty lists and a started flag left out.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(state, forKey: .state)
        if !isStarted { try container.encode(false, forKey: .isStarted) }
        if !queuedEvents.isEmpty { try container.encode(queuedEvents, forKey: .queuedEvents) }
        if !timers.isEmpty { try container.encode(timers, forKey: .timers) }
        if !interruptedEffects.isEmpty { try container.encode(interruptedEffects, forKey: .interruptedEffects) }
    }

    /// Decodes what ``encode(to:)`` wrote.
    /// - Parameter decoder: The decoder.
    /// - Throws: ``StoreSnapshotError/unsupportedVersion(_:)`` for a newer format; `DecodingError` for bytes that
    ///   are not a snapshot (truncated, damaged, or a state or event the types do not have).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard (1...Self.currentVersion).contains(version) else { throw StoreSnapshotError.unsupportedVersion(version) }
        self.init(
            state: try container.decode(State.self, forKey: .state),
            isStarted: try container.decodeIfPresent(Bool.self, forKey: .isStarted) ?? true,
            queuedEvents: try container.decodeIfPresent([Event].self, forKey: .queuedEvents) ?? [],
            timers: try container.decodeIfPresent([Timer].self, forKey: .timers) ?? [],
            interruptedEffects: try container.decodeIfPresent([InterruptedEffect].self, forKey: .interruptedEffects)
                ?? [])
        self.version = version
    }
}
