/// Modal presentation as a value: at most one destination presented by each screen, nestable.
///
/// A screen presents at most one sheet or full-screen cover at a time — that is how UIKit and SwiftUI behave, so
/// the state cannot express more. A presented destination can itself present another; the chain is kept bottom
/// first: `chain[0]` is presented by the screen that owns this value, `chain[1]` by `chain[0]`, and so on.
/// ``present(_:style:)`` always presents from the topmost (the only screen the user can touch), which keeps the
/// one-per-presenter rule by construction.
///
/// ```swift
/// var presentation = Presentation<Destination>()
/// presentation.present(.settings)
/// presentation.present(.editName, style: .fullScreenCover)   // presented by .settings
/// presentation.dismiss()                                      // back to .settings
/// ```
public struct Presentation<Destination: Hashable & Sendable>: Sendable, Hashable {
    /// The presented destinations, bottom first.
    public private(set) var chain: [Presented<Destination>]

    /// Creates a presentation.
    /// - Parameter chain: The presented destinations, bottom first; empty when nothing is presented.
    public init(_ chain: [Presented<Destination>] = []) {
        self.chain = chain
    }

    /// The destination presented by the owning screen itself, or `nil`.
    public var destination: Destination? { chain.first?.destination }

    /// The presentation made by the destination at `level` (0 is the owning screen's own destination): what a nested
    /// screen sees as its own ``Presentation``.
    /// - Parameter level: The level of the presenting destination.
    /// - Returns: The part of the chain above `level`; empty when `level` is at or beyond the top.
    package func prefix(presentedBy level: Int) -> Presentation {
        guard level + 1 < chain.count, level >= 0 else { return Presentation() }
        return Presentation(Array(chain[(level + 1)...]))
    }

    /// Whether `destination` is presented at any level.
    /// - Parameter destination: The destination.
    /// - Returns: `true` when it is in the chain.
    package func presents(_ destination: Destination) -> Bool {
        chain.contains { $0.destination == destination }
    }

    /// Presents `destination` from the topmost screen (nesting when something is already presented).
    /// - Parameters:
    ///   - destination: What to present.
    ///   - style: How to present it.
    /// - Returns: The change: the new presented destination added.
    @discardableResult
    public mutating func present(_ destination: Destination, style: PresentationStyle = .sheet) -> NavigationChange<
        Presented<Destination>
    > {
        let presented = Presented(destination, style: style)
        chain.append(presented)
        return NavigationChange(adding: [presented])
    }

    /// Replaces whatever the owning screen presents (and everything nested in it) with `destination`.
    /// - Parameters:
    ///   - destination: What to present.
    ///   - style: How to present it.
    /// - Returns: The change: the old chain removed (topmost first), the new destination added.
    @discardableResult
    package mutating func replaceAll(with destination: Destination, style: PresentationStyle = .sheet)
        -> NavigationChange<Presented<Destination>>
    {
        let presented = Presented(destination, style: style)
        if chain == [presented] { return NavigationChange() }
        let removed = Array(chain.reversed())
        chain = [presented]
        return NavigationChange(removing: removed, adding: [presented])
    }

    /// Dismisses the topmost presented destination.
    /// - Returns: The change: the dismissed destination, or nothing when nothing was presented.
    @discardableResult
    public mutating func dismiss() -> NavigationChange<Presented<Destination>> {
        guard let last = chain.popLast() else { return NavigationChange() }
        return NavigationChange(removing: [last])
    }

    /// Dismisses the topmost occurrence of `destination` and everything it presented.
    /// - Parameter destination: The destination to dismiss.
    /// - Returns: The dismissed destinations, topmost first; nothing when `destination` is not presented.
    @discardableResult
    public mutating func dismiss(_ destination: Destination) -> NavigationChange<Presented<Destination>> {
        guard let index = chain.lastIndex(where: { $0.destination == destination }) else { return NavigationChange() }
        let removed = Array(chain[index...].reversed())
        chain.removeSubrange(index...)
        return NavigationChange(removing: removed)
    }

    /// Dismisses everything.
    /// - Returns: The dismissed destinations, topmost first.
    @discardableResult
    public mutating func dismissAll() -> NavigationChange<Presented<Destination>> {
        let removed = Array(chain.reversed())
        chain.removeAll()
        return NavigationChange(removing: removed)
    }
}

extension Presentation: Codable where Destination: Codable {}
