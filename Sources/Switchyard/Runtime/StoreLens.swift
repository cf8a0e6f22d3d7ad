/// A store seen through a key path and an embedding: the part of its state at a key path, and events embedded
/// into its own. The one way the library hides "a store plus a key path" behind a type that does not name the
/// store's: ``ScopedStore``, ``Router`` and the binding models all stand on it.
///
/// A lens owns no state: every read goes to the store, every event is sent to it. ``RootLens`` sees a whole store;
/// ``ScopedLens`` narrows any lens by one more key path and embedding, so a scope of a scope is a lens of a lens.
@MainActor
protocol StoreLens<State, Event> {
    associatedtype State
    associatedtype Event

    /// The store, for identity.
    var store: AnyObject { get }
    /// Where ``state`` lives in the store's state, for identity and messages.
    var keyPath: AnyKeyPath { get }
    /// The part of the store's state now (tracked by Observation when read in a tracking scope).
    var state: State { get }
    /// Whether a send now would be queued behind the event being processed.
    var isProcessing: Bool { get }
    /// Sends an event, embedded into the store's events.
    func send(_ event: Event)
    /// Reports a diagnostic through the store's options.
    func report(_ diagnostic: StoreDiagnostic)
    /// Tells Observation that the store's state changed without changing it, so views draw the state again.
    func invalidateObservers()
    /// Subscribes to a part of ``state`` through the store's selections, which share one selection per full key
    /// path.
    func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken
}

extension StoreLens {
    /// This lens narrowed to the part of its state at `path`, with events embedded by `embed`.
    /// - Parameters:
    ///   - path: The part of this lens's state.
    ///   - embed: Embeds a child event into this lens's events.
    /// - Returns: The narrower lens.
    func scoped<ChildState, ChildEvent>(
        to path: KeyPath<State, ChildState>, embed: @escaping @MainActor (ChildEvent) -> Event
    ) -> any StoreLens<ChildState, ChildEvent> {
        ScopedLens(base: self, path: path, embed: embed)
    }

    /// This lens as a binding model's source.
    var bindingSource: BindingSource<State, Event> {
        BindingSource(
            read: { self.state }, send: { self.send($0) }, isProcessing: { self.isProcessing },
            invalidate: { self.invalidateObservers() })
    }
}

/// A whole store as a lens.
@MainActor
struct RootLens<State: Sendable, Event: Sendable>: StoreLens {
    let root: Store<State, Event>

    var store: AnyObject { root }
    var keyPath: AnyKeyPath { \State.self }
    var state: State { root.state }
    var isProcessing: Bool { root.isProcessing }

    func send(_ event: Event) { root.send(event) }

    func report(_ diagnostic: StoreDiagnostic) { root.storeOptions.onDiagnostic(diagnostic) }

    func invalidateObservers() { root.invalidateObservers() }

    func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        root.subscribe(to: keyPath, initial: initial, handler)
    }
}

/// A lens narrowed by one key path and one event embedding.
@MainActor
struct ScopedLens<Base: StoreLens, State, Event>: StoreLens {
    let base: Base
    let path: KeyPath<Base.State, State>
    let embed: @MainActor (Event) -> Base.Event

    var store: AnyObject { base.store }
    // Appending never fails here: `path` starts where the base's key path ends.
    var keyPath: AnyKeyPath { base.keyPath.appending(path: path) ?? path }
    var state: State { base.state[keyPath: path] }
    var isProcessing: Bool { base.isProcessing }

    func send(_ event: Event) { base.send(embed(event)) }

    func report(_ diagnostic: StoreDiagnostic) { base.report(diagnostic) }

    func invalidateObservers() { base.invalidateObservers() }

    func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        base.subscribe(to: path.appending(path: keyPath), initial: initial, handler)
    }
}

extension Store {
    /// This store as a lens.
    var lens: RootLens<State, Event> { RootLens(root: self) }
}
