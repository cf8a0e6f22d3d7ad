/// What the virtual clock of a run shows (``ExecutableDiagram``): the time and the delayed sends pending on it, and
/// what letting time pass delivered. Only charts that make delayed sends (SCXML) have one; a drawing has none.
struct DiagramClock: Sendable {
    /// A delayed send waiting on the clock (``DiagramSimulation/PendingSend`` shows it to users).
    struct PendingSend: Sendable, Hashable {
        /// The event it delivers.
        var event: String
        /// The id the chart gave it.
        var id: String?
        /// When it falls due: virtual time since the start.
        var due: Duration
    }

    /// The virtual time since the start.
    var now: Duration
    /// The pending sends, in the order they fall due.
    var pending: [PendingSend]

    /// A delayed send delivered when the clock reached it.
    struct Delivery: Sendable {
        /// The event delivered.
        var event: String
        /// The send's id, if any.
        var id: String?
        /// When it fell due.
        var time: Duration
        /// The arrows the delivery took; `nil` when the chart ignored the event (nothing happened).
        var arrows: [Int]?
        /// The configuration after the delivery (as ``DiagramRun/name``); `nil` once the chart has finished.
        var to: String?
    }
}
