/// What a navigation operation changed: the elements it removed and the elements it added, in order.
///
/// Every mutating method of ``RouteStack`` and ``Presentation`` returns one, so a caller (a router, a test, an
/// analytics middleware) can tell a real move from a no-op without comparing whole states.
public struct NavigationChange<Element: Hashable & Sendable>: Sendable, Hashable {
    /// The elements removed, topmost first.
    public var removed: [Element]
    /// The elements added, bottom first (the last one is the new top).
    public var added: [Element]

    /// Creates a change.
    /// - Parameters:
    ///   - removed: The elements removed, topmost first.
    ///   - added: The elements added, bottom first.
    package init(removing removed: [Element] = [], adding added: [Element] = []) {
        self.removed = removed
        self.added = added
    }

    /// Whether nothing changed.
    package var containsNothing: Bool { removed.isEmpty && added.isEmpty }
}
