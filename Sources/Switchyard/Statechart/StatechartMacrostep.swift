/// What one run to completion did: the microsteps taken, and the delayed sends made and cancelled.
public struct StatechartMacrostep<StateID: Hashable & Sendable, Event: Sendable>: Sendable {
    /// Every microstep, in order (recorded when ``StatechartInterpreter/recordsMicrosteps`` is on).
    public var microsteps: [StatechartMicrostep<StateID>] = []
    /// Delayed sends made, for the host to schedule.
    public var scheduled: [StatechartDelayedSend<Event>] = []
    /// Tokens of delayed sends cancelled before they fell due; the host may drop their timers.
    public var cancelled: [Int] = []
    /// The ids of every `cancelSend(id:)` request, in order, whether or not the interpreter still knew a pending
    /// send with that id — for a host that keeps the timers itself (a store running the chart as a machine).
    @usableFromInline package var cancelledSendIDs: [String] = []
    /// Work the chart's actions asked for and work to cancel because its state was exited, in order.
    public var effects: [StatechartEffectCommand<StateID, Event>] = []

    /// Creates an empty record.
    @inlinable
    package init(empty: Void) {}

    /// Appends what `other` did after what this one did.
    /// - Parameter other: A later macrostep.
    package mutating func append(_ other: Self) {
        microsteps += other.microsteps
        scheduled += other.scheduled
        cancelled += other.cancelled
        cancelledSendIDs += other.cancelledSendIDs
        effects += other.effects
    }
}

extension StatechartMacrostep: Equatable where Event: Equatable {}

extension StatechartMacrostep {
    /// Whether the record holds nothing: no microstep, no delayed send made or cancelled, no work.
    @inlinable
    var isEmpty: Bool {
        microsteps.isEmpty && scheduled.isEmpty && cancelled.isEmpty && cancelledSendIDs.isEmpty && effects.isEmpty
    }
}
