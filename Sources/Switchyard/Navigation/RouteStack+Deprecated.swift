// The stack's read conveniences, deprecated in 0.7: each restated one property of `routes`.

extension RouteStack {
    /// The route on screen, or `nil` when the root screen shows.
    @available(*, deprecated, message: "use routes.last")
    public var top: Route? { routes.last }

    /// The number of routes above the root.
    @available(*, deprecated, message: "use routes.count")
    public var count: Int { routes.count }

    /// Whether only the root screen shows.
    @available(*, deprecated, message: "use routes.isEmpty")
    public var isEmpty: Bool { routes.isEmpty }

    /// Whether `route` is anywhere in the stack.
    /// - Parameter route: The route.
    /// - Returns: `true` when the stack holds it.
    @available(*, deprecated, message: "use routes.contains(route)")
    public func contains(_ route: Route) -> Bool { routes.contains(route) }
}
