public import Observation

/// A view of part of a ``Store``: a child state read through a key path, and child events embedded into the
/// parent's events.
///
/// A scoped store has no state of its own — it reads and sends through its parent — so it can never disagree with
/// it. Reading ``state`` is tracked by Observation through the parent.
///
/// ```swift
/// let registration = appStore.scope(state: \.registration, event: AppEvent.registration)
/// registration.send(.submit)          // appStore receives .registration(.submit)
/// ```
@MainActor
public final class ScopedStore<State: Sendable, Event: Sendable> {
    let source: ScopeSource<State>
    let embed: @MainActor (Event) -> Void

    init(source: ScopeSource<State>, embed: @escaping @MainActor (Event) -> Void) {
        self.source = source
        self.embed = embed
    }

    /// The child state.
    public var state: State { source.read() }

    /// Sends a child event to the parent store.
    /// - Parameter event: The child event.
    public func send(_ event: Event) {
        embed(event)
    }

    /// Subscribes to one part of the child state; shares the parent's selection for the same full key path.
    /// - Parameters:
    ///   - keyPath: The part of the child state.
    ///   - initial: Whether to deliver the current value now.
    ///   - handler: Called with each new value.
    /// - Returns: A token; the subscription lasts until it is cancelled or released.
    public func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        source.subscribe(to: keyPath, initial: initial, handler)
    }

    /// A narrower scope of this one.
    /// - Parameters:
    ///   - state: The part of this scope's state.
    ///   - event: Embeds a grandchild event into this scope's events.
    /// - Returns: The scoped store.
    public func scope<ChildState: Sendable, ChildEvent: Sendable>(
        state: KeyPath<State, ChildState>,
        event: @escaping @MainActor (ChildEvent) -> Event
    ) -> ScopedStore<ChildState, ChildEvent> {
        let embed = self.embed
        return ScopedStore<ChildState, ChildEvent>(
            source: NestedScopeSource(parent: source, path: state),
            embed: { child in embed(event(child)) })
    }
}

extension ScopedStore: Observable {}

extension Store {
    /// A scoped store for part of the state and a subset of events.
    /// - Parameters:
    ///   - state: The part of the state.
    ///   - event: Embeds a child event into this store's events, typically an enum case such as
    ///     `AppEvent.registration`.
    /// - Returns: The scoped store.
    public func scope<ChildState: Sendable, ChildEvent: Sendable>(
        state: KeyPath<State, ChildState>,
        event: @escaping @MainActor (ChildEvent) -> Event
    ) -> ScopedStore<ChildState, ChildEvent> {
        ScopedStore(
            source: RootScopeSource(store: self, path: state),
            embed: { child in self.send(event(child)) })
    }
}

/// Where a scoped store reads its state and subscribes: the root store, or another scope.
@MainActor
class ScopeSource<State> {
    func read() -> State { fatalError("ScopeSource is abstract") }

    /// Whether the root store is processing an event (a send now would be queued); for binding models.
    var isProcessing: Bool { fatalError("ScopeSource is abstract") }

    /// Tells the root store's observers that its state changed without changing it; for binding models.
    func invalidateObservers() { fatalError("ScopeSource is abstract") }

    func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        fatalError("ScopeSource is abstract")
    }
}

/// A scope read straight from a store.
@MainActor
final class RootScopeSource<Root: Sendable, RootEvent: Sendable, State>: ScopeSource<State> {
    let store: Store<Root, RootEvent>
    let path: KeyPath<Root, State>

    init(store: Store<Root, RootEvent>, path: KeyPath<Root, State>) {
        self.store = store
        self.path = path
    }

    override func read() -> State { store.state[keyPath: path] }

    override var isProcessing: Bool { store.isProcessing }

    override func invalidateObservers() { store.invalidateObservers() }

    override func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        store.subscribe(to: path.appending(path: keyPath), initial: initial, handler)
    }
}

/// A scope of a scope.
@MainActor
final class NestedScopeSource<Parent, State>: ScopeSource<State> {
    let parent: ScopeSource<Parent>
    let path: KeyPath<Parent, State>

    init(parent: ScopeSource<Parent>, path: KeyPath<Parent, State>) {
        self.parent = parent
        self.path = path
    }

    override func read() -> State { parent.read()[keyPath: path] }

    override var isProcessing: Bool { parent.isProcessing }

    override func invalidateObservers() { parent.invalidateObservers() }

    override func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        parent.subscribe(to: path.appending(path: keyPath), initial: initial, handler)
    }
}
