/// Runs a ``Machine`` on an actor of your choosing: the same run loop and semantics as ``Store``, without the main
/// actor — for a server handling one flow per request, a background sync pipeline, or a command-line tool.
///
/// An `ActorStore` is an actor that shares the serial executor of the actor you pass as `runningOn` (or has one of
/// its own), so a request handler's actor and its stores never hop between threads to talk to each other. From that
/// actor, send synchronously with `assumeIsolated`, or with `await`:
///
/// ```swift
/// actor Session {
///     let flow: ActorStore<Checkout, CheckoutEvent>
///     init() { flow = ActorStore(machine: Checkout.machine, runningOn: nil) }
///     func pay() async { await flow.send(.pay) }
/// }
/// ```
///
/// Everything ``Store`` promises holds here: events one at a time in arrival order, re-entrant sends queued, the
/// same notifications, effects as data performed after commit, state-scoped cancellation, the event log, and the
/// same lifetime rules — releasing the store cancels its effects and finishes ``notifications`` and
/// ``transitions``; late sends are dropped with a diagnostic. Observe it through those async sequences, and wrap its
/// send path with ``ActorStoreMiddleware``.
public final actor ActorStore<State: Sendable, Event: Sendable> {
    /// The machine this store runs.
    public nonisolated var machine: Machine<State, Event> { definition.machine }
    /// The options the store was created with.
    package nonisolated var storeOptions: StoreOptions { definition.options }
    /// The machine and options, shared with the core (see `StoreDefinition`).
    private nonisolated let definition: StoreDefinition<State, Event>
    /// The actor whose executor this store runs on.
    private nonisolated let host: any Actor
    @usableFromInline let core: StoreCore<State, Event>

    /// The executor of the actor given as `runningOn`, so the store and that actor are one serial domain.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { host.unownedExecutor }

    /// Creates a store that runs `machine` on the executor of `host`. The initial state's entry effect runs when
    /// the store starts (``start()`` or the first ``send(_:)``).
    /// - Parameters:
    ///   - machine: The machine to run.
    ///   - state: A state to start in instead of the machine's initial state.
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - host: The actor whose serial executor the store shares; `nil` gives the store an executor of its own.
    ///   - middleware: Wrappers of the send path, outermost first.
    public init(
        machine: Machine<State, Event>,
        state: State? = nil,
        options: StoreOptions = StoreOptions(),
        runningOn host: (any Actor)?,
        middleware: [ActorStoreMiddleware<State, Event>] = []
    ) {
        self.init(
            machine: machine, state: state, options: options, runningOn: host, middleware: middleware,
            restoration: nil)
    }

    /// The one designated initializer; `restoration` makes the store a restored one (``snapshot()``).
    init(
        machine: Machine<State, Event>,
        state: State?,
        options: StoreOptions,
        runningOn host: (any Actor)?,
        middleware: [ActorStoreMiddleware<State, Event>],
        restoration: StoreRestoration<Event>?
    ) {
        let definition = StoreDefinition(machine: machine, options: options)
        self.definition = definition
        self.host = host ?? ExecutorOwner()
        let core = StoreCore(definition: definition, state: state)
        core.prepareRestoration(from: restoration)
        self.core = core
        core.launch = { [weak self] key, run, _ in
            let onDiagnostic = options.onDiagnostic
            let context = EffectContext<Event>(clock: options.clock) { [weak self] event in
                guard let self else {
                    onDiagnostic(Store<State, Event>.droppedAfterRelease(event))
                    return
                }
                await self.receive(event, fromEffect: key)
            }
            return Task(priority: run.priority) { [weak self] in
                await run.execute(context: context, onDiagnostic: onDiagnostic)
                await self?.effectFinished(key)
            }
        }
        core.wake = { [weak self] delay, generation, options in
            Task { [weak self] in
                var delay = delay
                while true {
                    do { try await options.clock.sleep(for: delay) } catch { return }
                    guard let next = await self?.deliverDueSends(wokenAs: generation) else { return }
                    delay = next
                }
            }
        }
        if !middleware.isEmpty {
            let link = ActorStoreMiddlewareLink(core: core)
            core.middlewareChain = ActorStoreMiddleware.chain(middleware, core: core, link: link)
        }
    }

    // No deinit of its own: the core is this actor's alone — effects and streams hold the actor weakly, and
    // middleware contexts (even one a middleware keeps) hold the core weakly — so it is released with the actor and
    // stops what it started in its own deinit. (An `isolated deinit` of a generic actor also sends Swift 6.3's
    // optimizer into a cycle when a client is built in release mode.)

    /// The current state.
    public var state: State { core.readState() }

    /// Whether a table machine's store holds its state's own number in the table (always `true` for other
    /// machines), for tests.
    package var tableNumberIsInStep: Bool { core.tableNumberIsInStep }

    /// Starts the store: runs the initial state's entry effect (its state function), once.
    public func start() {
        core.start()
    }

    /// Sends an event. It is processed now, or queued behind the event being processed when sent re-entrantly.
    /// - Parameter event: The event.
    /// - Complexity: O(1) plus the machine's decision, observers and effects; no allocation on the plain path.
    @inlinable
    public func send(_ event: Event) {
        core.send(event)
    }

    /// Every notification from now on: will-exit, did-enter, transition and ignored. It finishes when the store is
    /// released.
    public var notifications: AsyncStream<StoreNotification<State, Event>> {
        core.notificationStream(unregister: unregister)
    }

    /// ``notifications`` with a way to mark a point in them: `mark()` puts a `nil` into the sequence after every
    /// notification already delivered, so a reader on another actor knows when it has caught up (how the inspector's
    /// `flush()` waits for the events sent before it). It finishes when the store is released.
    package func markedNotifications() -> (
        stream: AsyncStream<StoreNotification<State, Event>?>, mark: @Sendable () -> Void
    ) {
        core.markedNotificationStream(unregister: unregister)
    }

    /// Every completed transition from now on. It finishes when the store is released.
    public var transitions: AsyncStream<StateTransition<State, Event>> {
        core.transitionStream(unregister: unregister)
    }

    /// Every accepted event and the state it led to from now on, without the previous state (see ``Store/commits``).
    /// It finishes when the store is released.
    public var commits: AsyncStream<(event: Event, state: State)> {
        core.commitStream(unregister: unregister)
    }

    /// The recent events and states, when ``StoreOptions/eventLogCapacity`` is above zero; `nil` otherwise.
    public var eventLog: EventLog<State, Event>? { core.existingBookkeeping?.log }

    /// Waits until every running effect has finished, including effects started meanwhile.
    public func waitForEffects() async {
        guard !core.running.isEmpty else { return }
        let id = core.makeID()
        await withTaskCancellationHandler {
            await core.waitUntilIdle(id: id, isolation: self)
        } onCancel: {
            Task { [weak self] in await self?.cancelWait(id) }
        }
    }

    /// Cancels every running effect.
    public func cancelAllEffects() {
        core.cancelAllEffects()
    }

    /// The number of async effects still running.
    package var runningEffectCount: Int { core.runningEffectCount }

    /// How many tasks the store's effects run, for tests that wait until each sleeps on a clock or is done: one per
    /// running effect with async work, and one clock task for all pending delayed sends.
    package var effectTaskCount: Int { core.effectTaskCount }

    /// The number of running effects tied to the current state: the ones that leaving it will cancel.
    package var stateScopedEffectCount: Int { core.scopedToCurrentState.count }

    private func receive(_ event: Event, fromEffect key: Int) {
        core.receive(event, fromEffect: key)
    }

    private func cancelWait(_ id: Int) {
        core.cancelWait(id)
    }

    private func deliverDueSends(wokenAs generation: Int) -> Duration? {
        core.deliverDueSends(wokenAs: generation)
    }

    private func effectFinished(_ key: Int) {
        core.effectFinished(key)
    }

    private nonisolated var unregister: @Sendable (Int) -> Void {
        { [weak self] id in Task { await self?.removeStream(id: id) } }
    }

    private func removeStream(id: Int) {
        core.removeStream(id: id)
    }
}

/// The executor of an ``ActorStore`` created without a host actor.
private actor ExecutorOwner {}
