// The resolver's text form, deprecated in 0.7: it restated `stack(for: DeepLink(parsing: text))`.

extension DeepLinkResolver {
    /// Parses a link and returns the stack it names, if the graph allows it.
    /// - Parameter text: The link as text (``DeepLink/init(parsing:)``).
    /// - Returns: The stack.
    /// - Throws: A ``DeepLinkRejection``.
    @available(*, deprecated, message: "use stack(for: DeepLink(parsing: text))")
    public func stack(forLink text: String) throws(DeepLinkRejection) -> RouteStack<Route> {
        try stack(for: DeepLink(parsing: text))
    }
}
