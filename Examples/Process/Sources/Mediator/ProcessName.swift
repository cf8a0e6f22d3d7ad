/// The two processes the ``Mediator`` coordinates.
public enum ProcessName: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Process A; while it runs, B must not start.
    case a = "A"
    /// Process B.
    case b = "B"

    /// `A` or `B`.
    public var description: String { rawValue }
}
