extension Store {
    /// The store, saved: its state, queued events, delayed sends with the time each has left on the store's clock,
    /// and the work that was running (see ``StoreSnapshot``). Taking one changes nothing and never waits.
    /// - Returns: The snapshot.
    /// - Complexity: O(running effects + queued events), plus a copy of the state.
    public func snapshot() -> StoreSnapshot<State, Event> {
        core.snapshot()
    }

    /// Creates a store that runs on from a snapshot as the saved store would have.
    ///
    /// The store starts in the snapshot's state without running any entry effect again. When it starts
    /// (``start()`` or the first ``send(_:)``, so observers registered before see everything), it processes the
    /// events that were queued; then what the interrupted work asked for (``Effect/onRestore(_:)``): the event it
    /// named is sent, or the work is started again through `restart`, tied to the same state; work that said
    /// nothing is reported as a ``StoreDiagnostic/Kind/effectInterrupted`` diagnostic and not started. Last, the
    /// delayed sends: those whose time ran out while the snapshot was saved are sent at once, in the order they
    /// fall due; the others wait on ``StoreOptions/clock`` for the time they have left.
    /// - Parameters:
    ///   - machine: The machine the saved store ran (or a newer one that still has the snapshot's states).
    ///   - snapshot: The saved store.
    ///   - timeSaved: How long the snapshot spent saved, taken off every timer: zero for a test clock, or the time
    ///     between saving and now for a wall clock (with Foundation: `.seconds(Date.now.timeIntervalSince(saved))`).
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - middleware: Wrappers of the send path, outermost first.
    ///   - restart: Gives the effect that starts again the work with a name that asked to be restarted
    ///     (``EffectRestoration/restart``); `nil` when there is none, which is reported.
    /// - Throws: ``StoreSnapshotError`` when the snapshot cannot be restored as it was taken: a format newer than
    ///   this library's, a timer with negative time left.
    public convenience init(
        machine: Machine<State, Event>,
        restoring snapshot: StoreSnapshot<State, Event>,
        timeSaved: Duration = .zero,
        options: StoreOptions = StoreOptions(),
        middleware: [Middleware<State, Event>] = [],
        restart: @escaping (EffectID) -> Effect<Event>? = { _ in nil }
    ) throws(StoreSnapshotError) {
        let plan = try StoreRestoration.checking(snapshot, timeSaved: timeSaved, restart: restart)
        self.init(machine: machine, state: snapshot.state, options: options, middleware: middleware)
        core.prepareRestoration(from: plan)
    }
}

extension ActorStore {
    /// The store, saved (see ``Store/snapshot()``). Taking one changes nothing and never waits.
    /// - Returns: The snapshot.
    public func snapshot() -> StoreSnapshot<State, Event> {
        core.snapshot()
    }

    /// Creates a store on `host`'s executor that runs on from a snapshot as the saved store would have (see
    /// ``Store/init(machine:restoring:timeSaved:options:middleware:restart:)``, which restores the same way).
    /// - Parameters:
    ///   - machine: The machine the saved store ran.
    ///   - snapshot: The saved store.
    ///   - timeSaved: How long the snapshot spent saved, taken off every timer.
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - host: The actor whose serial executor the store shares; `nil` gives the store an executor of its own.
    ///   - middleware: Wrappers of the send path, outermost first.
    ///   - restart: Gives the effect that starts again the work with a name that asked to be restarted.
    /// - Throws: ``StoreSnapshotError`` when the snapshot cannot be restored as it was taken.
    public init(
        machine: Machine<State, Event>,
        restoring snapshot: StoreSnapshot<State, Event>,
        timeSaved: Duration = .zero,
        options: StoreOptions = StoreOptions(),
        runningOn host: (any Actor)?,
        middleware: [ActorStoreMiddleware<State, Event>] = [],
        restart: @escaping @Sendable (EffectID) -> Effect<Event>? = { _ in nil }
    ) throws(StoreSnapshotError) {
        let plan = try StoreRestoration.checking(snapshot, timeSaved: timeSaved, restart: restart)
        self.init(
            machine: machine, state: snapshot.state, options: options, runningOn: host, middleware: middleware,
            restoration: plan)
    }
}

extension Store {
    /// Calls `handler` each time the store comes to rest (an event and all it queued processed and their effects
    /// started; the store started; an effect finished), when a snapshot would save something new; `nil` stops.
    /// One watcher at a time: a store journal.
    package func whenSettled(_ handler: (() -> Void)?) {
        core.settledObserver = handler
    }
}

extension ActorStore {
    /// Calls `handler`, on the store's executor, each time the store comes to rest (see
    /// ``Store/whenSettled(_:)``); `nil` stops.
    package func whenSettled(_ handler: (() -> Void)?) {
        core.settledObserver = handler
    }
}
