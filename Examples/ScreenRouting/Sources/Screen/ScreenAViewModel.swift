public import Switchyard

/// What screen A's view draws, computed from the store: the items, whether B is active and which B, and the alert.
public struct ScreenAViewState: Hashable, Sendable {
    /// The items listed.
    public var items: [String]
    /// Whether B is pushed (a `NavigationLink`'s `isActive`).
    public var isBActive: Bool
    /// The B screen A created, while it is shown.
    public var screenB: ScreenB?
    /// The alert on screen, if any.
    public var alert: ScreenAAlert?

    /// The view state for screen A's state.
    /// - Parameter state: The state.
    public init(_ state: ScreenAState) {
        items = state.items
        if case .b(let b)? = state.navigation.stack.routes.last {
            screenB = b
        } else {
            screenB = nil
        }
        isBActive = screenB != nil
        alert = state.navigation.alert
    }
}

/// Screen A's view model: the view's side of the router. It observes; all it sends are the events the view
/// forwards to the handler.
@MainActor
public final class ScreenAViewModel {
    /// The router of screen A: equal to the event handler's, both reading and changing the store's navigation state.
    public let router: ScreenARouter
    /// What the view draws now.
    public private(set) var viewState: ScreenAViewState
    /// Called after each change, for the view to redraw.
    public var onChange: (@MainActor (ScreenAViewState) -> Void)?
    private var subscription: ObserverToken?

    /// Creates the view model for screen A's store.
    /// - Parameter store: Screen A's store.
    public init(store: Store<ScreenAState, ScreenAEvent>) {
        router = store.router(for: \.navigation, event: ScreenAEvent.navigation)
        viewState = ScreenAViewState(store.state)
        subscription = store.subscribe(selecting: ScreenAViewState.init, initial: .changesOnly) { [weak self] state in
            self?.viewState = state
            self?.onChange?(state)
        }
    }

    /// The content of the alert on screen, if any, with its buttons.
    public var alertContent: AlertState<ScreenAAlert.Action>? { router.state.alert?.alertState }
}
