/// Everything one screen's navigation consists of: its stack of pushed routes, what it presents modally, and its
/// alert — one optional slot, so two alerts at once cannot be expressed.
///
/// Keep one in the screen's state and let a ``Router`` change it through ``NavigationEvent``s; the machine applies
/// them with ``apply(_:)``. Use `Never` for a part the screen does not use (`NavigationState<Route, Never, Alert>`).
public struct NavigationState<Route: Hashable & Sendable, Destination: Hashable & Sendable, Alert: Hashable & Sendable>:
    Sendable, Hashable
{
    /// The pushed routes.
    public var stack: RouteStack<Route>
    /// The modally presented destinations.
    public var presentation: Presentation<Destination>
    /// The alert on screen, if any.
    public var alert: Alert?

    /// Creates navigation state.
    /// - Parameters:
    ///   - stack: The pushed routes; empty by default.
    ///   - presentation: The presented destinations; none by default.
    ///   - alert: The alert on screen; none by default.
    public init(
        stack: RouteStack<Route> = RouteStack(), presentation: Presentation<Destination> = Presentation(),
        alert: Alert? = nil
    ) {
        self.stack = stack
        self.presentation = presentation
        self.alert = alert
    }

    /// Applies a navigation event. This is the whole "reducer" of navigation; call it from a machine for the case
    /// that embeds ``NavigationEvent``.
    /// - Parameter event: The event.
    /// - Returns: Whether the state changed (`false` for a no-op such as popping an empty stack).
    @discardableResult
    public mutating func apply(_ event: NavigationEvent<Route, Destination, Alert>) -> Bool {
        switch event {
        case .push(let route): return !stack.push(route).containsNothing
        case .pop: return !stack.pop().containsNothing
        case .popTo(let route): return !stack.pop(to: route).containsNothing
        case .popToRoot: return !stack.popToRoot().containsNothing
        case .replaceStack(let routes): return !stack.replace(with: routes).containsNothing
        case .present(let destination, let style):
            return !presentation.present(destination, style: style).containsNothing
        case .dismiss: return !presentation.dismiss().containsNothing
        case .dismissAll: return !presentation.dismissAll().containsNothing
        case .showAlert(let newAlert):
            if alert == newAlert { return false }
            alert = newAlert
            return true
        case .dismissAlert:
            if alert == nil { return false }
            alert = nil
            return true
        }
    }

    /// The state after `event`, leaving this one unchanged; `nil` when the event changes nothing. Handy in a
    /// routing-function machine, where `nil` means "ignored".
    /// - Parameter event: The event.
    /// - Returns: The new state, or `nil` for a no-op.
    public func applying(_ event: NavigationEvent<Route, Destination, Alert>) -> NavigationState? {
        var copy = self
        return copy.apply(event) ? copy : nil
    }
}

extension NavigationState: Codable where Route: Codable, Destination: Codable, Alert: Codable {}

/// A request to change a screen's ``NavigationState``: what a ``Router`` sends, and what a machine applies.
public enum NavigationEvent<Route: Hashable & Sendable, Destination: Hashable & Sendable, Alert: Hashable & Sendable>:
    Sendable, Hashable
{
    /// Push a route.
    case push(Route)
    /// Pop the top route.
    case pop
    /// Pop back to a route already in the stack.
    case popTo(Route)
    /// Pop every route.
    case popToRoot
    /// Replace the whole stack (deep links, state restoration).
    case replaceStack([Route])
    /// Present a destination from the topmost screen.
    case present(Destination, PresentationStyle)
    /// Dismiss the topmost presented destination.
    case dismiss
    /// Dismiss every presented destination.
    case dismissAll
    /// Show an alert, replacing the one on screen.
    case showAlert(Alert)
    /// Dismiss the alert.
    case dismissAlert
}

extension NavigationEvent: Codable where Route: Codable, Destination: Codable, Alert: Codable {}
