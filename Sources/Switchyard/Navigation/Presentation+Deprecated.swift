// The presentation's read conveniences, deprecated in 0.7: each restated one property of `chain`.

extension Presentation {
    /// The topmost presented destination (the one on screen), or `nil`.
    @available(*, deprecated, message: "use chain.last")
    public var topmost: Presented<Destination>? { chain.last }

    /// How many destinations are presented, nested.
    @available(*, deprecated, message: "use chain.count")
    public var depth: Int { chain.count }

    /// Whether nothing is presented.
    @available(*, deprecated, message: "use chain.isEmpty")
    public var isEmpty: Bool { chain.isEmpty }
}
