/// How a run on the virtual clock stopped delivering delayed sends: it delivered as many as its limit allows (a
/// chart that keeps re-sending to itself, run for a very long virtual time), so the sends due later were not
/// delivered. `trace` says so in its JSON (`"deliveryLimit": true`) and prints ``description`` on standard error.
public struct TraceDeliveryLimit: Sendable, Hashable, CustomStringConvertible {
    /// The most delayed sends one run delivers.
    public var limit: Int
    /// The virtual time of the last send delivered.
    public var time: Duration

    /// Creates the description of a stop.
    /// - Parameters:
    ///   - limit: The most delayed sends one run delivers.
    ///   - time: The virtual time of the last send delivered.
    public init(limit: Int, time: Duration) {
        self.limit = limit
        self.time = time
    }

    /// One line: `the run stopped delivering delayed sends after 1000000, its limit, at 1000s of virtual time; …`.
    public var description: String {
        "the run stopped delivering delayed sends after \(limit), its limit, at \(ClockText.text(time)) of virtual "
            + "time; sends due later were not delivered, so the configurations after that time do not follow them"
    }
}
