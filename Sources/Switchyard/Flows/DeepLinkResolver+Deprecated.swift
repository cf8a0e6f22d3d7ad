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

// 0.6's stored configuration and route reading of a resolver, no longer public in 0.7. Goes in 0.8.

extension DeepLinkResolver {
    /// The graph stacks are checked against.
    @available(*, deprecated, message: "keep the graph you passed to DeepLinkResolver(graph:root:schemes:node:route:)")
    public var graph: StateGraph { flowGraph }

    /// The node of the root screen (below every route).
    @available(*, deprecated, message: "keep the root you passed to DeepLinkResolver(graph:root:schemes:node:route:)")
    public var root: String { rootNode }

    /// The schemes accepted; any scheme (or none) when empty.
    @available(
        *, deprecated, message: "keep the schemes you passed to DeepLinkResolver(graph:root:schemes:node:route:)"
    )
    public var schemes: Set<String> { acceptedSchemes }

    /// The routes a link names, not yet checked against the graph.
    /// - Parameter link: The link.
    /// - Returns: The routes, bottom first.
    /// - Throws: ``DeepLinkRejection/unexpectedScheme(_:)`` or ``DeepLinkRejection/unknownComponent(_:position:)``.
    @available(*, deprecated, message: "use stack(for: link).routes")
    public func routes(for link: DeepLink) throws(DeepLinkRejection) -> [Route] {
        try routeList(for: link)
    }

    /// The stack a list of routes forms, if the graph allows it.
    /// - Parameter routes: The routes, bottom first.
    /// - Returns: The stack.
    /// - Throws: ``DeepLinkRejection/unknownNode(_:)`` or ``DeepLinkRejection/unreachable(target:from:)``.
    @available(*, deprecated, message: "a link resolves with stack(for: url) or stack(for: DeepLink(...))")
    public func stack(for routes: [Route]) throws(DeepLinkRejection) -> RouteStack<Route> {
        try stack(forRoutes: routes)
    }
}
