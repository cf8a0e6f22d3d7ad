public import Switchyard

/// Screen A assembled: one store, and the view model and event handler made from it (which therefore share one
/// router). This is what a SwiftUI `App` or a test creates.
@MainActor
public final class ScreenAScene {
    /// Screen A's store.
    public let store: Store<ScreenAState, ScreenAEvent>
    /// The view's model.
    public let viewModel: ScreenAViewModel
    /// The UI events' handler.
    public let handler: ScreenAEventHandler

    /// Creates the scene.
    /// - Parameters:
    ///   - loader: Loads the items.
    ///   - options: The store's options; tests pass a diagnostics handler that records failures.
    public init(loader: any ItemLoader, options: StoreOptions = StoreOptions()) {
        store = Store(machine: ScreenAMachine.machine(), options: options)
        viewModel = ScreenAViewModel(store: store)
        handler = ScreenAEventHandler(store: store, loader: loader)
    }
}
