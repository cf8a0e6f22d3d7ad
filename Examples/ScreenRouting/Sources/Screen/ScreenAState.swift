public import Switchyard

/// Screen A's navigation, as a router reads and changes it.
public typealias ScreenARouter = Router<ScreenARoute, Never, ScreenAAlert>

/// Screen A's state: its content and its navigation (stack of B, one alert slot).
public struct ScreenAState: Hashable, Sendable {
    /// The items A lists.
    public var items: [String]
    /// A's navigation: B pushed or not, and the alert.
    public var navigation: NavigationState<ScreenARoute, Never, ScreenAAlert>

    /// Creates the state.
    /// - Parameters:
    ///   - items: The items listed.
    ///   - navigation: The navigation state.
    public init(items: [String] = [], navigation: NavigationState<ScreenARoute, Never, ScreenAAlert> = .init()) {
        self.items = items
        self.navigation = navigation
    }
}

/// What can happen on screen A: navigation requests from its router, and loaded content.
public enum ScreenAEvent: Hashable, Sendable {
    /// A request from the router.
    case navigation(NavigationEvent<ScreenARoute, Never, ScreenAAlert>)
    /// The items were loaded.
    case itemsLoaded([String])
}

/// Screen A's machine: navigation requests are applied by ``NavigationState/apply(_:)``; a request that changes
/// nothing (popping with B not shown) is ignored.
public enum ScreenAMachine {
    /// The machine.
    /// - Parameter initial: The state to start in; empty by default.
    /// - Returns: The machine.
    public static func machine(initial: ScreenAState = ScreenAState()) -> Machine<ScreenAState, ScreenAEvent> {
        Machine.stepping(initial: initial) { state, event in
            var next = state
            switch event {
            case .navigation(let request):
                guard let navigation = state.navigation.applying(request) else { return nil }
                next.navigation = navigation
            case .itemsLoaded(let items):
                guard items != state.items else { return nil }
                next.items = items
            }
            return Step(next, kind: .internal)
        }
    }
}
