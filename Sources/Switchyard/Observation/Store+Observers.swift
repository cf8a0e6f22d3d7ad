extension Store {
    /// Registers a closure that receives every notification: will-exit, did-enter, transition and ignored.
    ///
    /// The closure may send events; they are queued and processed after the current one.
    /// - Parameter handler: Called on the main actor for each notification.
    /// - Returns: A token; the observer stays registered until it is cancelled or released.
    public func observe(_ handler: @escaping @MainActor (StoreNotification<State, Event>) -> Void) -> Subscription {
        let id = makeID()
        observers.append(ObserverBox(id: id, handler: handler))
        return Subscription { [weak self] in self?.removeObserver(id: id) }
    }

    /// Registers a closure that receives each completed transition.
    /// - Parameter handler: Called with each transition.
    /// - Returns: A token; the observer stays registered until it is cancelled or released.
    @inlinable
    public func onTransition(_ handler: @escaping @MainActor (Transition<State, Event>) -> Void) -> Subscription {
        observe { notification in
            if case .transition(let transition) = notification { handler(transition) }
        }
    }

    /// Every notification from now on, as an async sequence. Nothing is dropped: the buffer is unbounded.
    ///
    /// The store registers the sequence when this property is read, so events sent right after are included.
    /// The registration ends when the consuming task stops iterating.
    public var notifications: AsyncStream<StoreNotification<State, Event>> {
        stream { notification in notification }
    }

    /// Every completed transition from now on, as an async sequence. Nothing is dropped: the buffer is unbounded.
    ///
    /// ```swift
    /// for await transition in store.transitions {
    ///     print(transition)   // editing --save--> confirming
    /// }
    /// ```
    public var transitions: AsyncStream<Transition<State, Event>> {
        stream { notification in
            if case .transition(let transition) = notification { return transition }
            return nil
        }
    }

    private func stream<Element: Sendable>(
        _ transform: @escaping @MainActor (StoreNotification<State, Event>) -> Element?
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        let id = makeID()
        observers.append(
            ObserverBox(id: id) { notification in
                if let element = transform(notification) { continuation.yield(element) }
            })
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.removeObserver(id: id) }
        }
        return stream
    }

    private func removeObserver(id: Int) {
        guard let position = observers.firstIndex(where: { $0.id == id }) else { return }
        observers[position].isActive = false
        observers.remove(at: position)
    }
}
