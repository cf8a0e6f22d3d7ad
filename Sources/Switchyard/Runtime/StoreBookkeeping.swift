/// What a store keeps only once someone subscribes, waits, restores, logs or wraps its send path: made on first use,
/// so that a store that is only sent events and read does not carry it.
///
/// A plain store never touches any of this, yet held in the core it made the core 472 bytes instead of 296 (the
/// largest of a store's allocations; a store 945 bytes instead of 769, measured with valgrind). The send path reads
/// the flags in `StoreWork` and the lists it iterates (`StoreWatchers`), which stay in the core, and reaches in here
/// only behind a flag that says something is here (a log, middleware, a settled observer).
@usableFromInline
final class StoreBookkeeping<State: Sendable, Event: Sendable> {
    /// The active observers by id; the watchers' `observers` may still hold inactive ones until it is compacted.
    var observersByID: [Int: ObserverBox<State, Event>] = [:]
    /// The selections by key path and id, and how many are live.
    var selectionIndex = SelectionIndex<State>()
    /// Who waits on effects: effect observers, idle waiters, the finished-effect hook.
    var effectWatchers = EffectWatchers()
    /// Finishes the async sequences handed out by the core's `stream`, when the store goes away.
    var streamFinishers: [Int: () -> Void] = [:]
    /// Told the last state when the store shuts down, for what outlives it (an ``ActorStore``'s middleware contexts).
    var onShutDown: ((State) -> Void)?
    /// For a store restored from a snapshot: what to do when it starts, instead of the initial entry effect.
    var restoration: StoreRestoration<Event>?
    /// The recent events and states, when the options ask for an event log (then the `.log` flag is set).
    @usableFromInline var log: EventLog<State, Event>?
    /// Called with an event when middleware wraps the send path (then the `.middleware` flag is set).
    @usableFromInline var middlewareChain: ((Event) -> Void)?
    /// Told each time the store comes to rest (then the `.settledObserver` flag is set).
    @usableFromInline var settledObserver: (() -> Void)?
    /// For a machine that steps in place (a statechart), while observers need the state a step leaves: the copy
    /// the next step is taken on, which is the state the last step left until then. Kept so that its storage is
    /// reused from one event to the next (see `InPlaceSteps.copy`).
    @usableFromInline var stepCopy: State?
}
