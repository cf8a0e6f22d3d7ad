#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Turns deep links into a ``RouteStack``, refusing stacks the flow's graph does not allow.
///
/// Each route shows a screen — a state of the flow's ``StateGraph``. A stack is accepted when every route's screen can be
/// entered from the one below it by an arrow of the graph (its own, or one it inherits from an enclosing composite:
/// ``StateGraph/transitions(leaving:)``), starting from the root screen: a link to
/// `register/success` is fine in a flow where the root pushes `register` and `register` pushes `success`, and
/// `success` alone is refused with ``DeepLinkRejection/unreachable(target:from:)``.
///
/// ```swift
/// let resolver = DeepLinkResolver<Route>(
///     graph: registerFlow.graph(), root: "welcome", schemes: ["myapp"],
///     node: { route in "\(route)" },
///     route: { components, _ in components.popFirst().flatMap(Route.init(rawValue:)) })
/// let stack = try resolver.stack(for: DeepLink(parsing: "myapp://open/register/success"))
/// ```
public struct DeepLinkResolver<Route: Hashable & Sendable>: Sendable {
    /// The graph stacks are checked against.
    package let flowGraph: StateGraph
    /// The node of the root screen (below every route).
    package let rootNode: String
    /// The schemes accepted; any scheme (or none) when empty.
    package let acceptedSchemes: Set<String>
    let nodeOfRoute: @Sendable (Route) -> String
    let parseRoute: @Sendable (inout ArraySlice<String>, DeepLink) -> Route?

    /// Creates a resolver.
    /// - Parameters:
    ///   - graph: The flow's graph.
    ///   - root: The node of the root screen.
    ///   - schemes: Accepted schemes (lowercase); any when empty.
    ///   - node: The graph node a route shows.
    ///   - route: Reads one route from the front of the remaining path components, removing what it used
    ///     (`popFirst()`), or returns `nil` when the components name no route. The whole link is passed for query
    ///     items.
    public init(
        graph: StateGraph,
        root: String,
        schemes: Set<String> = [],
        node: @escaping @Sendable (Route) -> String,
        route: @escaping @Sendable (inout ArraySlice<String>, DeepLink) -> Route?
    ) {
        self.flowGraph = graph
        self.rootNode = root
        self.acceptedSchemes = schemes
        self.nodeOfRoute = node
        self.parseRoute = route
    }

    /// The routes a link names, not yet checked against the graph.
    /// - Parameter link: The link.
    /// - Returns: The routes, bottom first.
    /// - Throws: ``DeepLinkRejection/unexpectedScheme(_:)`` or ``DeepLinkRejection/unknownComponent(_:position:)``.
    package func routeList(for link: DeepLink) throws(DeepLinkRejection) -> [Route] {
        if !acceptedSchemes.isEmpty, !acceptedSchemes.contains(link.linkScheme ?? "") {
            throw .unexpectedScheme(link.linkScheme)
        }
        var remaining = ArraySlice(link.path)
        var routes: [Route] = []
        while let first = remaining.first {
            let position = remaining.startIndex
            var attempt = remaining
            guard let route = parseRoute(&attempt, link), attempt.startIndex > position else {
                throw .unknownComponent(first, position: position)
            }
            routes.append(route)
            remaining = attempt
        }
        return routes
    }

    /// The stack a list of routes forms, if the graph allows it.
    /// - Parameter routes: The routes, bottom first.
    /// - Returns: The stack.
    /// - Throws: ``DeepLinkRejection/unknownNode(_:)`` or ``DeepLinkRejection/unreachable(target:from:)``; when the
    ///   graph was cut short (``StateGraph/truncation``), ``DeepLinkRejection/stoppedAtLimit(target:from:reason:)``
    ///   instead of either for a route's screen, since the node or arrow may lie beyond the cut.
    package func stack(forRoutes routes: [Route]) throws(DeepLinkRejection) -> RouteStack<Route> {
        if flowGraph.state(named: rootNode) == nil { throw .unknownNode(rootNode) }
        var current = rootNode
        for route in routes {
            let next = nodeOfRoute(route)
            let known = flowGraph.state(named: next) != nil
            guard known, flowGraph.transitions(leaving: current).contains(where: { $0.to == .state(next) }) else {
                if let reason = flowGraph.truncation {
                    throw .stoppedAtLimit(target: "\(route)", from: current, reason: reason)
                }
                throw known ? .unreachable(target: "\(route)", from: current) : .unknownNode(next)
            }
            current = next
        }
        return RouteStack(routes)
    }

    /// The stack a link names, if the graph allows it.
    /// - Parameter link: The link.
    /// - Returns: The stack.
    /// - Throws: A ``DeepLinkRejection``.
    public func stack(for link: DeepLink) throws(DeepLinkRejection) -> RouteStack<Route> {
        try stack(forRoutes: routeList(for: link))
    }

    /// The stack a URL names, if the graph allows it: the stack for ``DeepLink/init(_:)``.
    /// - Parameter url: The link, as the system hands it to the app.
    /// - Returns: The stack.
    /// - Throws: A ``DeepLinkRejection``.
    public func stack(for url: URL) throws(DeepLinkRejection) -> RouteStack<Route> {
        try stack(for: DeepLink(url))
    }
}
