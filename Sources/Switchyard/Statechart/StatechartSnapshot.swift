/// Everything a ``StatechartInterpreter`` needs to run on exactly where it was: a versioned value, `Codable` when the
/// chart's state ids, events and context are.
///
/// ```swift
/// let bytes = try JSONEncoder().encode(player.snapshot())            // save
/// let saved = try JSONDecoder().decode(PlayerChart.Snapshot.self, from: bytes)
/// var restored = try StatechartInterpreter(chart, restoring: saved)  // no entry action runs again
/// restored.send(.stop)                                               // as `player.send(.stop)` would
/// ```
///
/// It holds the active states by id (not by position in the chart, so it survives a chart edited elsewhere), the
/// history values, the internal and external queues, the delayed sends made and not yet delivered or cancelled,
/// the counter that numbers the next send, whether the chart has started, is running, has stopped and whether the
/// step limit stopped it, the work tied to active states (by ``EffectID``) and the context. It holds nothing of the
/// host: the interpreter's settings (``StatechartInterpreter/stepLimit``, ``StatechartInterpreter/recordsMicrosteps``)
/// stay those of the interpreter it is restored into, and the host keeps its own clock — a pending send says how long
/// after it was made it falls due, and the host that saves the snapshot saves when that was.
///
/// Restoring checks the snapshot against the chart and throws a ``StatechartSnapshotError`` naming what does not
/// fit. To carry a snapshot across a change of the chart (a state renamed), change it before restoring: its
/// properties are plain values, and ``mappingStates(_:)`` renames states everywhere they appear.
public struct StatechartSnapshot<StateID: Hashable & Sendable, Event: Sendable, Context> {
    /// The format this version of the library writes; it reads every version up to this one.
    public static var currentVersion: Int { 1 }

    /// A history state's value: the states it restores when next entered.
    public struct HistoryValue {
        /// The history pseudo-state.
        public var history: StateID
        /// For a shallow history, the active children of its parent when the parent was last exited; for a deep one,
        /// the active atomic descendants.
        public var states: [StateID]

        /// Creates a history value.
        /// - Parameters:
        ///   - history: The history pseudo-state.
        ///   - states: The states it restores.
        public init(history: StateID, states: [StateID]) {
            self.history = history
            self.states = states
        }
    }

    /// The work an active state's entry action asked for, which is cancelled when the state is exited.
    public struct TiedEffects: Sendable, Hashable {
        /// The state.
        public var state: StateID
        /// The ids of that work which had ids of their own (work without one shares the state's).
        public var ids: [EffectID]

        /// Creates the record of a state's work.
        /// - Parameters:
        ///   - state: The state.
        ///   - ids: The ids of its work.
        public init(state: StateID, ids: [EffectID]) {
            self.state = state
            self.ids = ids
        }
    }

    /// The format of this snapshot.
    public var version: Int
    /// Every active state, compound and parallel ones included, in document order; empty before the start.
    public var configuration: [StateID]
    /// The history values recorded so far, in document order of the history states.
    public var history: [HistoryValue]
    /// Events raised and not yet processed (left when the chart stopped within a macrostep).
    public var internalQueue: [StatechartSignal<StateID, Event>]
    /// Events the chart sent itself without a delay and has not processed yet.
    public var externalQueue: [Event]
    /// Delayed sends made and neither delivered nor cancelled, in the order they were made.
    public var pendingSends: [StatechartDelayedSend<Event>]
    /// The token the next delayed send gets.
    public var nextSendToken: Int
    /// Whether the chart has started, is running, has stopped, and what stopped it: kept as one part, and read and
    /// written through the properties below.
    var status: Status
    /// Whether the chart has started.
    public var hasStarted: Bool {
        get { status.hasStarted }
        set { status.hasStarted = newValue }
    }
    /// Whether the chart is running: started, and neither finished nor stopped by the step limit.
    public var isRunning: Bool {
        get { status.isRunning }
        set { status.isRunning = newValue }
    }
    /// Whether the chart's stop has been carried out: the exit actions of the states active when it stopped have run
    /// and its pending sends were dropped.
    public var hasExited: Bool {
        get { status.hasExited }
        set { status.hasExited = newValue }
    }
    /// Whether the step limit stopped the chart (see ``StatechartInterpreter/stepLimitStop``).
    public var exceededStepLimit: Bool {
        get { status.exceededStepLimit }
        set { status.exceededStepLimit = newValue }
    }
    /// The signal being processed when the step limit stopped the chart (`nil` in its initial macrostep, or when it
    /// was not stopped), so a restored chart describes its stop in the same words
    /// (``StatechartInterpreter/stepLimitStop``).
    public var stoppedOn: StatechartSignal<StateID, Event>? {
        get { status.stoppedOn }
        set { status.stoppedOn = newValue }
    }
    /// The work tied to active states, in document order of the states.
    public var tiedEffects: [TiedEffects]
    /// The chart's extended state.
    public var context: Context

    /// Creates a snapshot from its parts; ``StatechartInterpreter/snapshot()`` makes one of a running chart.
    /// - Parameters:
    ///   - version: The format; ``currentVersion`` unless this stands for an older one.
    ///   - configuration: Every active state.
    ///   - history: The history values.
    ///   - internalQueue: Raised events not yet processed.
    ///   - externalQueue: Events sent without a delay and not yet processed.
    ///   - pendingSends: Delayed sends not yet delivered or cancelled.
    ///   - nextSendToken: The next send's token.
    ///   - hasStarted: Whether the chart started.
    ///   - isRunning: Whether it is running.
    ///   - hasExited: Whether its stop was carried out.
    ///   - exceededStepLimit: Whether the step limit stopped it.
    ///   - tiedEffects: The work tied to active states.
    ///   - context: The extended state.
    public init(
        version: Int = currentVersion, configuration: [StateID], history: [HistoryValue] = [],
        internalQueue: [StatechartSignal<StateID, Event>] = [], externalQueue: [Event] = [],
        pendingSends: [StatechartDelayedSend<Event>] = [], nextSendToken: Int = 0, hasStarted: Bool,
        isRunning: Bool, hasExited: Bool = false, exceededStepLimit: Bool = false, tiedEffects: [TiedEffects] = [],
        context: Context
    ) {
        self.version = version
        self.configuration = configuration
        self.history = history
        self.internalQueue = internalQueue
        self.externalQueue = externalQueue
        self.pendingSends = pendingSends
        self.nextSendToken = nextSendToken
        self.status = Status(
            hasStarted: hasStarted, isRunning: isRunning, hasExited: hasExited, exceededStepLimit: exceededStepLimit)
        self.tiedEffects = tiedEffects
        self.context = context
    }

    /// The snapshot with every state id replaced by `transform`'s: in the configuration, the history values (as a
    /// history state and as a state restored), `done` events in the internal queue and the tied work. For carrying a
    /// snapshot over a change of the chart: a state renamed, or ids of a new type (decode the old snapshot with
    /// `String` ids, then map them to the new ones).
    /// - Parameter transform: The new id of each state.
    /// - Returns: The snapshot with the new ids.
    /// - Throws: What `transform` throws.
    /// - Complexity: O(*n*) in the states and signals the snapshot holds.
    public func mappingStates<NewStateID: Hashable & Sendable>(
        _ transform: (StateID) throws -> NewStateID
    ) rethrows -> StatechartSnapshot<NewStateID, Event, Context> {
        typealias Result = StatechartSnapshot<NewStateID, Event, Context>
        var result = Result(
            version: version, configuration: try configuration.map(transform),
            history: try history.map {
                Result.HistoryValue(history: try transform($0.history), states: try $0.states.map(transform))
            },
            internalQueue: try internalQueue.map { try Self.mapping($0, transform) },
            externalQueue: externalQueue, pendingSends: pendingSends, nextSendToken: nextSendToken,
            hasStarted: hasStarted, isRunning: isRunning, hasExited: hasExited, exceededStepLimit: exceededStepLimit,
            tiedEffects: try tiedEffects.map { Result.TiedEffects(state: try transform($0.state), ids: $0.ids) },
            context: context)
        result.stoppedOn = try stoppedOn.map { try Self.mapping($0, transform) }
        return result
    }

    private static func mapping<NewStateID: Hashable & Sendable>(
        _ signal: StatechartSignal<StateID, Event>, _ transform: (StateID) throws -> NewStateID
    ) rethrows -> StatechartSignal<NewStateID, Event> {
        switch signal {
        case .event(let event): .event(event)
        case .done(let state): .done(try transform(state))
        case .executionError(let message): .executionError(message)
        case .communicationError(let message): .communicationError(message)
        }
    }
}

extension StatechartSnapshot {
    /// Where the saved chart was in its life: the four flags and the signal the step limit stopped it on.
    struct Status: Sendable {
        var hasStarted: Bool
        var isRunning: Bool
        var hasExited: Bool
        var exceededStepLimit: Bool
        var stoppedOn: StatechartSignal<StateID, Event>? = nil
    }
}

extension StatechartSnapshot: Sendable where Context: Sendable {}
extension StatechartSnapshot.Status: Equatable where Event: Equatable {}
extension StatechartSnapshot.Status: Hashable where Event: Hashable {}
extension StatechartSnapshot.HistoryValue: Sendable {}
extension StatechartSnapshot.HistoryValue: Equatable {}
extension StatechartSnapshot.HistoryValue: Hashable {}
extension StatechartSnapshot: Equatable where Event: Equatable, Context: Equatable {}
extension StatechartSnapshot: Hashable where Event: Hashable, Context: Hashable {}

extension Statechart {
    /// The chart's type of snapshot (see ``StatechartSnapshot``).
    public typealias Snapshot = StatechartSnapshot<StateID, Event, Context>
}
