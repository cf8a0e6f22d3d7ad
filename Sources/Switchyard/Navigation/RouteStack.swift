/// A navigation stack of routes as a value: what `NavigationStack(path:)` shows above its root screen.
///
/// The root screen is not part of the stack; an empty stack shows the root. Every mutating method returns the
/// ``NavigationChange`` it made, so a no-op (popping an empty stack, popping to a route that is not there) is visible
/// to the caller instead of silently ignored.
///
/// ```swift
/// var stack = RouteStack<Route>()
/// stack.push(.register)
/// stack.push(.registerSuccess)
/// stack.pop(to: .register)   // removed: [.registerSuccess]
/// ```
public struct RouteStack<Route: Hashable & Sendable>: Sendable, Hashable {
    /// The routes, bottom first; the last one is on screen.
    public private(set) var routes: [Route]

    /// Creates a stack.
    /// - Parameter routes: The routes, bottom first.
    public init(_ routes: [Route] = []) {
        self.routes = routes
    }

    /// Pushes a route on top.
    /// - Parameter route: The route to show.
    /// - Returns: The change: `route` added.
    @discardableResult
    public mutating func push(_ route: Route) -> NavigationChange<Route> {
        routes.append(route)
        return NavigationChange(adding: [route])
    }

    /// Removes the top route.
    /// - Returns: The change: the popped route, or nothing when the stack was empty.
    @discardableResult
    public mutating func pop() -> NavigationChange<Route> {
        guard let last = routes.popLast() else { return NavigationChange() }
        return NavigationChange(removing: [last])
    }

    /// Pops the routes above the topmost occurrence of `route`, so that `route` is on screen.
    /// - Parameter route: The route to return to.
    /// - Returns: The routes removed, topmost first; nothing when `route` is not in the stack (the stack is unchanged).
    @discardableResult
    public mutating func pop(to route: Route) -> NavigationChange<Route> {
        guard let index = routes.lastIndex(of: route) else { return NavigationChange() }
        return truncate(to: index + 1)
    }

    /// Pops every route, showing the root screen.
    /// - Returns: The routes removed, topmost first.
    @discardableResult
    public mutating func popToRoot() -> NavigationChange<Route> {
        truncate(to: 0)
    }

    /// Replaces the whole stack, e.g. for a deep link. Routes shared with the old stack at the bottom stay put.
    /// - Parameter newRoutes: The new routes, bottom first.
    /// - Returns: The routes removed above the common prefix (topmost first) and the ones added above it.
    @discardableResult
    public mutating func replace(with newRoutes: [Route]) -> NavigationChange<Route> {
        var common = 0
        while common < routes.count, common < newRoutes.count, routes[common] == newRoutes[common] {
            common += 1
        }
        let removed = Array(routes[common...].reversed())
        let added = Array(newRoutes[common...])
        routes = newRoutes
        return NavigationChange(removing: removed, adding: added)
    }

    private mutating func truncate(to length: Int) -> NavigationChange<Route> {
        guard length < routes.count else { return NavigationChange() }
        let removed = Array(routes[length...].reversed())
        routes.removeSubrange(length...)
        return NavigationChange(removing: removed)
    }
}

extension RouteStack: Codable where Route: Codable {}

extension RouteStack: CustomStringConvertible {
    /// `root → a → b`.
    public var description: String {
        (["root"] + routes.map { "\($0)" }).joined(separator: " → ")
    }
}
