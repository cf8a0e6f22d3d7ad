extension StoreCore {
    /// Registers an observer and returns its id, for ``removeObserver(id:)``.
    func addObserver(_ handler: @escaping (StoreNotification<State, Event>) -> Void) -> Int {
        let id = makeID()
        guard !isShutDown else { return id }
        register(ObserverBox(id: id, handler: handler))
        return id
    }

    /// Registers an observer of commits, which needs no previous state, and returns its id.
    func addCommitObserver(_ handler: @escaping (Event, State) -> Void) -> Int {
        let id = makeID()
        guard !isShutDown else { return id }
        register(ObserverBox(id: id, commitHandler: handler))
        return id
    }

    private func register(_ box: ObserverBox<State, Event>) {
        watchers.observers.append(box)
        bookkeeping.observersByID[box.id] = box
        if box.commitHandler == nil { watchers.previousStateObserverCount += 1 }
    }

    /// Unregisters an observer in O(1) amortized: it is marked inactive (skipped from now on, even by a
    /// notification in progress) and the list is compacted once more than half of it is inactive. A selection of
    /// its own (``subscribe(to:in:initial:_:makeSelection:)`` without a key path) is removed by its id here too.
    func removeObserver(id: Int) {
        guard let books = existingBookkeeping else { return }
        guard let box = books.observersByID.removeValue(forKey: id) else {
            if let group = books.selectionIndex.sole.removeValue(forKey: id) { removeSelection(group) }
            return
        }
        box.isActive = false
        if box.commitHandler == nil {
            watchers.previousStateObserverCount -= 1
            // The copy a chart store steps on is the state its last step left: nobody needs it any more.
            if watchers.previousStateObserverCount == 0 { books.stepCopy = nil }
        }
        if books.observersByID.isEmpty {
            // Keeping the capacity spares an allocation to the next observer: a view that observes and cancels
            // on each appearance.
            watchers.observers.removeAll(keepingCapacity: true)
        } else if books.observersByID.count * 2 < watchers.observers.count {
            watchers.observers.removeAll { !$0.isActive }
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
        bookkeeping.streamFinishers[id] = { continuation.finish() }
        continuation.onTermination = { _ in unregister(id) }
        return stream
    }

    /// Every notification from now on, and a way to put a mark (`nil`) into the same sequence: the mark comes after
    /// every notification delivered before it was put, so a reader on another actor knows when it has seen them
    /// all. It finishes when the store is released.
    func markedNotificationStream(
        unregister: @escaping @Sendable (Int) -> Void
    ) -> (stream: AsyncStream<StoreNotification<State, Event>?>, mark: @Sendable () -> Void) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: StoreNotification<State, Event>?.self, bufferingPolicy: .unbounded)
        let mark: @Sendable () -> Void = { continuation.yield(nil) }
        if isShutDown {
            continuation.finish()
            return (stream, mark)
        }
        let id = addObserver { notification in continuation.yield(notification) }
        bookkeeping.streamFinishers[id] = { continuation.finish() }
        continuation.onTermination = { _ in unregister(id) }
        return (stream, mark)
    }

    /// Every notification from now on, for a face's `notifications`.
    func notificationStream(
        unregister: @escaping @Sendable (Int) -> Void
    ) -> AsyncStream<StoreNotification<State, Event>> {
        stream({ notification in notification }, unregister: unregister)
    }

    /// Every accepted event and the state it led to from now on, for a face's `commits`: an observer of commits, so
    /// it keeps no previous state.
    func commitStream(
        unregister: @escaping @Sendable (_ id: Int) -> Void
    ) -> AsyncStream<(event: Event, state: State)> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: (event: Event, state: State).self, bufferingPolicy: .unbounded)
        if isShutDown {
            continuation.finish()
            return stream
        }
        let id = addCommitObserver { event, state in continuation.yield((event, state)) }
        bookkeeping.streamFinishers[id] = { continuation.finish() }
        continuation.onTermination = { _ in unregister(id) }
        return stream
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
        existingBookkeeping?.streamFinishers[id] = nil
        removeObserver(id: id)
    }

    /// Tells every observer about a reducer step that kept no previous state: only observers of commits are
    /// registered then.
    @inlinable
    func notifyCommit(of event: Event) {
        let snapshot = watchers.observers
        for observer in snapshot where observer.isActive {
            observer.commitHandler?(event, current.value)
        }
    }

    /// Tells every observer. Compiled for the store's types (inlinable) but kept out of line, so the send path
    /// that calls it only when observers are registered stays small enough to be inlined.
    @inlinable
    @inline(never)
    func notify(_ notification: StoreNotification<State, Event>) {
        let snapshot = watchers.observers
        for observer in snapshot where observer.isActive {
            // An observer of commits is called here, in code compiled for the store's types, rather than through
            // its `handler`, whose match on the notification would run unspecialized in the library.
            if let commit = observer.commitHandler {
                if case .transition(let transition) = notification { commit(transition.event, transition.to) }
            } else {
                observer.handler(notification)
            }
        }
    }
}
