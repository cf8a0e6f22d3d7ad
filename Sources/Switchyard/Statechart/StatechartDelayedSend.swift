/// An event that a statechart asked to be delivered later: data for the host to put on its clock.
///
/// The host waits `delay` on its clock, then calls ``StatechartInterpreter/deliver(_:)`` with ``token``. A send
/// cancelled in the meantime (by the id the chart gave it) is listed in ``StatechartMacrostep/cancelled`` and delivering it does
/// nothing.
public struct StatechartDelayedSend<Event: Sendable>: Sendable {
    /// Identifies this send within its interpreter, in the order the sends were made.
    public var token: Int
    /// The id the chart gave the send (SCXML's `id`), by which it can cancel it.
    @usableFromInline package var sendID: String?
    /// The event to deliver to the external queue.
    public var event: Event
    /// How long after it was made the event falls due.
    public var delay: Duration

    /// Creates a delayed send.
    /// - Parameters:
    ///   - token: Its token within the interpreter.
    ///   - id: The chart's id for it, if any.
    ///   - event: The event to deliver.
    ///   - delay: How long to wait.
    @usableFromInline package init(token: Int, sendID id: String?, event: Event, delay: Duration) {
        self.token = token
        self.sendID = id
        self.event = event
        self.delay = delay
    }
}

extension StatechartDelayedSend: Equatable where Event: Equatable {}
extension StatechartDelayedSend: Hashable where Event: Hashable {}
