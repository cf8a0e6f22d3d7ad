/// What a ``Router`` needs from the store it routes for, independent of the store's state and event types.
@MainActor
protocol NavigationSource<Route, Destination, Alert> {
    associatedtype Route: Hashable & Sendable
    associatedtype Destination: Hashable & Sendable
    associatedtype Alert: Hashable & Sendable

    /// The store, for identity.
    var store: AnyObject { get }
    /// The key path of the navigation state in the store's state, for identity and messages.
    var keyPath: AnyKeyPath { get }
    /// The navigation state now.
    var navigation: NavigationState<Route, Destination, Alert> { get }
    /// Whether a send now would be queued behind the event being processed.
    var isProcessing: Bool { get }
    /// Sends a navigation event, embedded into the store's events.
    func send(_ event: NavigationEvent<Route, Destination, Alert>)
    /// Reports a diagnostic through the store's options.
    func report(_ diagnostic: StoreDiagnostic)
    /// Tells the store's observers that its state changed without changing it (a refused write-back).
    func invalidateObservers()
    /// Subscribes to a part of the navigation state through the store's selections.
    func subscribe<Value: Equatable>(
        to keyPath: KeyPath<NavigationState<Route, Destination, Alert>, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken
}

/// A router's source: a store, a key path into its state and an embedding of navigation events.
@MainActor
struct StoreNavigation<Root: Sendable, RootEvent: Sendable, Route, Destination, Alert>: NavigationSource
where Route: Hashable & Sendable, Destination: Hashable & Sendable, Alert: Hashable & Sendable {
    let root: Store<Root, RootEvent>
    let path: KeyPath<Root, NavigationState<Route, Destination, Alert>>
    let embed: @MainActor (NavigationEvent<Route, Destination, Alert>) -> RootEvent

    init(
        store: Store<Root, RootEvent>,
        path: KeyPath<Root, NavigationState<Route, Destination, Alert>>,
        embed: @escaping @MainActor (NavigationEvent<Route, Destination, Alert>) -> RootEvent
    ) {
        self.root = store
        self.path = path
        self.embed = embed
    }

    var store: AnyObject { root }
    var keyPath: AnyKeyPath { path }
    var navigation: NavigationState<Route, Destination, Alert> { root.state[keyPath: path] }
    var isProcessing: Bool { root.isProcessing }

    func send(_ event: NavigationEvent<Route, Destination, Alert>) { root.send(embed(event)) }

    func report(_ diagnostic: StoreDiagnostic) { root.options.onDiagnostic(diagnostic) }

    func invalidateObservers() { root.invalidateObservers() }

    func subscribe<Value: Equatable>(
        to keyPath: KeyPath<NavigationState<Route, Destination, Alert>, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        root.subscribe(to: path.appending(path: keyPath), initial: initial, handler)
    }
}
