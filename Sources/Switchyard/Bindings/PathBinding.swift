/// A binding model for the path of a `NavigationStack(path:)` (or the view controllers of a
/// `UINavigationController`): ``path`` reads the routes from the state, ``set(_:)`` turns the path a view wrote back
/// into the events your machine names.
///
/// ```swift
/// let path = store.pathBinding(\.stack.routes) { step in
///     switch step {
///     case .pop(let count, _): .pop(count: count)
///     case .push(let route): .push(route)
///     case .replace: nil          // not a write-back this screen allows
///     }
/// }
/// path.set([])                    // the user swiped back from the only pushed screen: .pop(count: 1)
/// ```
///
/// A shorter path written back (swipe-back, the back button, popping to the root by tapping the selected tab) is
/// one pop; a longer one (`NavigationLink(value:)`) one push per added route, stopping at the first the machine
/// refuses; any other path a replacement, or — when `send` returns `nil` for it — a pop to the common part followed
/// by pushes. The machine may refuse: then ``path`` still returns the state's path, the view is re-synchronised to
/// it, and ``set(_:)`` returns ``WriteBackOutcome/refused``.
@MainActor
public struct PathBinding<Route: Hashable & Sendable>: Sendable {
    let read: @MainActor () -> [Route]
    let write: @MainActor ([Route]) -> WriteBackOutcome

    /// The routes in the state, bottom first. Reading them in a SwiftUI `body` tracks the store's state.
    public var path: [Route] { read() }

    /// Writes a path back: sends the events that turn the state's path into `newPath`.
    /// - Parameter newPath: The path the view wrote.
    /// - Returns: What became of it; views ignore it, tests check it.
    /// - Complexity: O(*n*) in the paths' length, plus one send per event.
    @discardableResult
    public func set(_ newPath: [Route]) -> WriteBackOutcome { write(newPath) }

    init<State, Event>(
        source: BindingSource<State, Event>, path: KeyPath<State, [Route]>,
        send: @escaping @MainActor (PathWriteBack<Route>, _ old: [Route]) -> Event?
    ) {
        let read: @MainActor () -> [Route] = { source.read()[keyPath: path] }
        self.read = read
        self.write = { newPath in
            let old = read()
            guard old != newPath else { return .unchanged }
            var steps = PathWriteBack.steps(from: old, to: newPath)
            var events = steps.map { send($0, old) }
            if events.contains(where: { $0 == nil }) {
                // No event for a replacement: pop to the common part, then push.
                steps = PathWriteBack.popsAndPushes(from: old, to: newPath)
                events = steps.map { send($0, old) }
            }
            guard !events.contains(where: { $0 == nil }) else {
                return source.writeBack([]) { false }
            }
            // After step i, the path must be the written path's prefix that step leads to.
            let targets = Self.targets(of: steps, from: old)
            return source.writeBack(events.compactMap { $0 }, followed: { read() == targets[$0] }) {
                read() == newPath
            }
        }
    }

    /// The path after each step.
    static func targets(of steps: [PathWriteBack<Route>], from old: [Route]) -> [[Route]] {
        var path = old
        return steps.map { step in
            switch step {
            case .pop(let count, _): path.removeLast(count)
            case .push(let route): path.append(route)
            case .replace(let routes): path = routes
            }
            return path
        }
    }
}

extension Store {
    /// A binding model for a navigation path in the state, sending the events `send` names for each write-back.
    /// - Parameters:
    ///   - path: Where the routes live, e.g. `\.stack.routes` for a ``RouteStack``.
    ///   - send: The event for one step of a write-back; `nil` when the machine has none for it (a replacement is
    ///     then sent as pops and pushes; any other step is refused and the view re-synchronised).
    /// - Returns: The binding model.
    public func pathBinding<Route>(
        _ path: KeyPath<State, [Route]>, send: @escaping @MainActor (PathWriteBack<Route>) -> Event?
    ) -> PathBinding<Route> {
        PathBinding(source: bindingSource, path: path) { step, _ in send(step) }
    }
}

extension ScopedStore {
    /// A binding model for a navigation path in the scope's state; events go through the parent.
    /// - Parameters:
    ///   - path: Where the routes live, e.g. `\.stack.routes` for a ``RouteStack``.
    ///   - send: The event for one step of a write-back; `nil` when the machine has none for it.
    /// - Returns: The binding model.
    public func pathBinding<Route>(
        _ path: KeyPath<State, [Route]>, send: @escaping @MainActor (PathWriteBack<Route>) -> Event?
    ) -> PathBinding<Route> {
        PathBinding(source: bindingSource, path: path) { step, _ in send(step) }
    }
}
