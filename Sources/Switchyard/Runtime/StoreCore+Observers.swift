extension StoreCore {
    /// Registers an observer and returns its id, for ``removeObserver(id:)``.
    func addObserver(_ handler: @escaping (StoreNotification<State, Event>) -> Void) -> Int {
        let id = makeID()
        guard !isShutDown else { return id }
        let box = ObserverBox(id: id, handler: handler)
        observers.append(box)
        observersByID[id] = box
        return id
    }

    /// Unregisters an observer in O(1) amortized: it is marked inactive (skipped from now on, even by a
    /// notification in progress) and the list is compacted once more than half of it is inactive.
    func removeObserver(id: Int) {
        guard let box = observersByID.removeValue(forKey: id) else { return }
        box.isActive = false
        if observersByID.isEmpty {
            observers.removeAll()
        } else if observersByID.count * 2 < observers.count {
            observers.removeAll { !$0.isActive }
        }
    }

    /// An async sequence of the notifications `transform` keeps. It finishes when the store is released, and
    /// unregisters itself when its consumer stops iterating (`onTermination` hops back through `unregister`).
    func stream<Element: Sendable>(
        _ transform: @escaping (StoreNotification<State, Event>) -> Element?,
        unregister: @escaping @Sendable (_ id: Int) -> Void
    ) -> AsyncStream<Element> {
        let (stream, continuation) = AsyncStream.makeStream(of: Element.self, bufferingPolicy: .unbounded)
        if isShutDown {
            continuation.finish()
            return stream
        }
        let id = addObserver { notification in
            if let element = transform(notification) { continuation.yield(element) }
        }
        streamFinishers[id] = { continuation.finish() }
        continuation.onTermination = { _ in unregister(id) }
        return stream
    }

    /// Every notification from now on, for a face's `notifications`.
    func notificationStream(
        unregister: @escaping @Sendable (Int) -> Void
    ) -> AsyncStream<StoreNotification<State, Event>> {
        stream({ notification in notification }, unregister: unregister)
    }

    /// Every completed transition from now on, for a face's `transitions`.
    func transitionStream(unregister: @escaping @Sendable (Int) -> Void) -> AsyncStream<StateTransition<State, Event>> {
        stream(
            { notification in
                if case .transition(let transition) = notification { return transition }
                return nil
            }, unregister: unregister)
    }

    /// Forgets a stream whose consumer stopped.
    func removeStream(id: Int) {
        streamFinishers[id] = nil
        removeObserver(id: id)
    }

    @inlinable
    func notify(_ notification: StoreNotification<State, Event>) {
        let snapshot = observers
        for observer in snapshot where observer.isActive {
            observer.handler(notification)
        }
    }

    @inlinable
    func updateSelections() {
        guard !selections.isEmpty else { return }
        let snapshot = selections
        let state = currentState
        for group in snapshot where !group.isRemoved { group.update(state) }
    }

    func addSelection(_ group: SelectionGroup<State>) {
        selections.append(group)
        liveSelectionCount += 1
        work.insert(.selections)
    }

    /// Drops a selection whose last subscriber left: marked now, and the list compacted once more than half of it
    /// is removed, so cancelling n selections costs O(n) in all instead of O(n²).
    func removeSelection(_ group: SelectionGroup<State>) {
        guard !group.isRemoved else { return }
        group.isRemoved = true
        liveSelectionCount -= 1
        if liveSelectionCount == 0 {
            selections.removeAll()
        } else if liveSelectionCount * 2 < selections.count {
            selections.removeAll { $0.isRemoved }
        }
        work.set(.selections, liveSelectionCount > 0)
    }

    /// Adds a subscriber to the selection of `keyPath` (shared by every subscriber of that key path) and returns
    /// what cancels it. `makeSelection` builds the selection where the subscription is made, so its evaluation is
    /// specialized there.
    @usableFromInline
    func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping (Value) -> Void,
        makeSelection: (State) -> ValueSelection<State, Value>
    ) -> () -> Void {
        let group: ValueSelection<State, Value>
        if let existing = selectionsByKeyPath[keyPath] as? ValueSelection<State, Value> {
            group = existing
            // Inside a notification the group may still hold the value from before the event being processed:
            // bring it (and its current subscribers) up to the committed state first, so the new subscriber starts
            // from the committed value and is not told about a change that happened before it subscribed.
            group.update(currentState)
        } else {
            group = makeSelection(currentState)
            selectionsByKeyPath[keyPath] = group
            addSelection(group)
        }
        return add(handler, to: group, initial: initial, keyPath: keyPath)
    }

    /// Adds a subscriber with a selection of its own (built by `makeSelection` where the subscription is made) and
    /// returns what cancels it.
    @usableFromInline
    func subscribe<Value: Equatable>(
        initial: InitialDelivery,
        _ handler: @escaping (Value) -> Void,
        makeSelection: (State) -> ValueSelection<State, Value>
    ) -> () -> Void {
        let group = makeSelection(currentState)
        addSelection(group)
        return add(handler, to: group, initial: initial, keyPath: nil)
    }

    private func add<Value: Equatable>(
        _ handler: @escaping (Value) -> Void,
        to group: ValueSelection<State, Value>,
        initial: InitialDelivery,
        keyPath: AnyKeyPath?
    ) -> () -> Void {
        let subscriber = group.add(handler: handler)
        if initial == .currentValue { deliverInitialValue { handler(group.current) } }
        // The group is held strongly (it holds nothing back): a weak reference would give it a side table, and every
        // retain of it on the send path would take the slow path.
        return { [weak self] in
            guard let self, group.remove(subscriber) else { return }
            self.removeSelection(group)
            if let keyPath, self.selectionsByKeyPath[keyPath] === group { self.selectionsByKeyPath[keyPath] = nil }
        }
    }

    /// Runs a subscriber's first delivery under the one-event-at-a-time rule: events it sends are queued and
    /// processed after it returns, so it is never re-entered and its last delivery is the committed state.
    private func deliverInitialValue(_ deliver: () -> Void) {
        if work.contains(.processing) || isShutDown {
            deliver()
            return
        }
        work.insert(.processing)
        deliver()
        guard work.contains(.unstarted), !pending.isEmpty else {
            drainPending()
            work.remove(.processing)
            return
        }
        // The subscriber sent the store's first events: the initial state's entry effect runs before them.
        let queued = pending
        pending.removeAll()
        work.remove(.processing)
        start()
        for event in queued { send(event) }
    }
}
