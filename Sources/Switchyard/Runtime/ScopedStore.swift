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
    /// The store seen through this scope's key path and embedding (StoreLens.swift).
    let lens: any StoreLens<State, Event>

    init(lens: any StoreLens<State, Event>) {
        self.lens = lens
    }

    /// The child state.
    public var state: State { lens.state }

    /// Sends a child event to the parent store.
    /// - Parameter event: The child event.
    public func send(_ event: Event) {
        lens.send(event)
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
        lens.subscribe(to: keyPath, initial: initial, handler)
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
        ScopedStore<ChildState, ChildEvent>(lens: lens.scoped(to: state, embed: event))
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
        ScopedStore(lens: lens.scoped(to: state, embed: event))
    }
}
