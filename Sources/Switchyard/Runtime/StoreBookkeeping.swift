/// What a store keeps only once someone subscribes, waits, restores, logs or wraps its send path: made on first use,
/// so that a store that is only sent events and read does not carry it.
///
/// A plain store never touches any of this, yet held in the core it made the core 472 bytes instead of 296 (the
/// largest of a store's allocations; a store 945 bytes instead of 769, measured with valgrind). The send path reads
/// the flags in `StoreWork` and the lists it iterates (`observers`, `selections`), which stay in the core, and reaches
/// in here only behind a flag that says something is here (a log, middleware, a settled observer).
@usableFromInline
final class StoreBookkeeping<State: Sendable, Event: Sendable> {
    /// The active observers by id; the core's `observers` may still hold inactive ones until it is compacted.
    var observersByID: [Int: ObserverBox<State, Event>] = [:]
    /// How many selections are live, in the core's `selections`.
    var liveSelectionCount = 0
    /// How many selections without a part are live, in the core's `unpartedSelections`.
    var liveUnpartedCount = 0
    /// The shared selections, by key path and part.
    var sharedSelections: [SelectionKey: SelectionGroup<State>] = [:]
    /// The selections made for one subscriber, by the id their token cancels them with.
    var soleSelections: [Int: SelectionGroup<State>] = [:]
    /// Called after an effect's task finished, for test tools that wait for effects without polling.
    var onEffectFinished: (() -> Void)?
    /// Told when an effect's work starts, finishes or is cancelled (`observeEffects`).
    var effectObservers: [Int: (EffectActivity) -> Void] = [:]
    /// Tasks waiting until no effect runs (`waitForEffects()`), resumed when the core's `running` becomes empty.
    var idleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
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
