public import Switchyard

/// Receives screen A's UI events and turns them into navigation and loading. Holds no UI and no navigation state:
/// it asks the router, which the view observes.
///
/// It takes the *store*, not a router, and obtains the router from it; the view model does the same. A router is a
/// value over the store and the key path of the navigation state, with no state of its own, so the two routers are
/// equal and cannot disagree about what is on screen.
@MainActor
public final class ScreenAEventHandler {
    /// The router of screen A: equal to the view model's, both reading and changing the store's navigation state.
    public let router: ScreenARouter
    private let store: Store<ScreenAState, ScreenAEvent>
    private let loader: any ItemLoader

    /// Creates the handler for screen A's store.
    /// - Parameters:
    ///   - store: Screen A's store.
    ///   - loader: Loads the items.
    public init(store: Store<ScreenAState, ScreenAEvent>, loader: any ItemLoader) {
        self.store = store
        self.loader = loader
        self.router = store.router(for: \.navigation, event: ScreenAEvent.navigation)
    }

    /// "Go to B" was tapped: create B (showing the first item, if any) and activate it.
    public func tapGoToB() {
        router.send(.push(.b(ScreenB(selectedItem: store.state.items.first))))
    }

    /// B's back button.
    public func tapBack() {
        router.send(.pop)
    }

    /// "Reload" was tapped: load the items; a failure becomes an alert.
    public func tapReload() async {
        do {
            store.send(.itemsLoaded(try await loader.loadItems()))
        } catch {
            handle(error)
        }
    }

    /// An alert button was tapped: the alert goes away, and its action (if any) runs.
    /// - Parameter action: The button's action, or `nil` for OK.
    public func alertButtonTapped(_ action: ScreenAAlert.Action?) async {
        router.send(.dismissAlert)
        switch action {
        case .retry: await tapReload()
        case nil: break
        }
    }

    /// Shows the alert that fits `error`: the network alert for network failures, the message otherwise.
    /// - Parameter error: The error.
    public func handle(_ error: any Error) {
        switch error {
        case ItemLoadingError.network:
            router.send(.showAlert(.networkError))
        case ItemLoadingError.refused(let message):
            router.send(.showAlert(.otherError(message: message)))
        default:
            router.send(.showAlert(.otherError(message: String(describing: error))))
        }
    }
}
