/// One step of a navigation path written back by a view, for your machine to name as an event.
///
/// A ``PathBinding`` compares the path a `NavigationStack` wrote with the state's and turns the difference into
/// these steps: a shorter path is one ``pop(count:newTop:)``, a longer one a ``push(_:)`` per added route, any
/// other a ``replace(with:)`` — or, when your machine has no event for that, a pop back to the common part followed
/// by pushes.
public enum PathWriteBack<Route: Hashable & Sendable>: Sendable, Hashable {
    /// Routes were removed from the top: swipe-back and the back button remove one, a long press on the back
    /// button or tapping the selected tab may remove several.
    /// - Parameters:
    ///   - count: How many routes were removed.
    ///   - newTop: The route on screen afterwards, `nil` for the root screen.
    case pop(count: Int, newTop: Route?)
    /// A route was pushed on top (a `NavigationLink(value:)`).
    case push(Route)
    /// The path was replaced by one that neither extends nor shortens it.
    case replace(with: [Route])
}

extension PathWriteBack {
    /// The steps that turn `old` into `new`: nothing, one pop, pushes, or one replacement.
    /// - Parameters:
    ///   - old: The path in the state.
    ///   - new: The path the view wrote.
    /// - Returns: The steps, in the order they are sent.
    /// - Complexity: O(*n*) in the longer path's length.
    public static func steps(from old: [Route], to new: [Route]) -> [PathWriteBack] {
        let common = zip(old, new).prefix { $0 == $1 }.count
        if common == old.count {
            return new[common...].map { .push($0) }
        }
        if common == new.count {
            return [.pop(count: old.count - common, newTop: new.last)]
        }
        return [.replace(with: new)]
    }

    /// The same write-back without ``replace(with:)``: a pop to the common part, then pushes.
    /// - Parameters:
    ///   - old: The path in the state.
    ///   - new: The path the view wrote.
    /// - Returns: The steps, in the order they are sent.
    public static func popsAndPushes(from old: [Route], to new: [Route]) -> [PathWriteBack] {
        let common = zip(old, new).prefix { $0 == $1 }.count
        var steps: [PathWriteBack] = []
        if common < old.count {
            steps.append(.pop(count: old.count - common, newTop: common > 0 ? old[common - 1] : nil))
        }
        steps += new[common...].map { .push($0) }
        return steps
    }
}

extension NavigationEvent {
    /// The navigation event for a write-back, the one a ``Router``'s path binding sends: `pop` for one route,
    /// `popToRoot` back to the root, `popTo` when it names the route unambiguously, `replaceStack` otherwise.
    /// - Parameters:
    ///   - writeBack: The write-back.
    ///   - old: The path in the state, to tell whether `popTo` would stop at the right occurrence of a route.
    /// - Returns: The navigation event.
    public static func forWriteBack(_ writeBack: PathWriteBack<Route>, from old: [Route]) -> NavigationEvent {
        switch writeBack {
        case .pop(count: 1, _): return .pop
        case .pop(_, newTop: nil): return .popToRoot
        case .pop(let count, newTop: let top?):
            let length = old.count - count
            // `popTo` stops at the topmost occurrence; a route that is in the stack twice needs the whole stack.
            return old.lastIndex(of: top) == length - 1 ? .popTo(top) : .replaceStack(Array(old[..<length]))
        case .push(let route): return .push(route)
        case .replace(let routes): return .replaceStack(routes)
        }
    }
}
