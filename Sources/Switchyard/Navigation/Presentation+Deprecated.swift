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

// 0.6's helpers that only the package's bindings and tests used, no longer public in 0.7. Goes in 0.8.

extension Presentation {
    /// The presentation made by the destination at `level` (0 is the owning screen's own destination).
    /// - Parameter level: The level of the presenting destination.
    /// - Returns: The part of the chain above `level`.
    @available(*, deprecated, message: "use Presentation(Array(chain.dropFirst(level + 1)))")
    public func presentation(presentedBy level: Int) -> Presentation {
        prefix(presentedBy: level)
    }

    /// Whether `destination` is presented at any level.
    /// - Parameter destination: The destination.
    /// - Returns: `true` when it is in the chain.
    @available(*, deprecated, message: "use chain.contains { $0.destination == destination }")
    public func isPresenting(_ destination: Destination) -> Bool {
        presents(destination)
    }

    /// Replaces whatever the owning screen presents (and everything nested in it) with `destination`.
    /// - Parameters:
    ///   - destination: What to present.
    ///   - style: How to present it.
    /// - Returns: The change: the old chain removed (topmost first), the new destination added.
    @available(*, deprecated, message: "dismissAll(), then present(_:style:), leaves the same state")
    @discardableResult
    public mutating func replace(with destination: Destination, style: PresentationStyle = .sheet)
        -> NavigationChange<Presented<Destination>>
    {
        replaceAll(with: destination, style: style)
    }
}
