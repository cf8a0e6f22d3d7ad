public import Observation

/// The run loop every store face shares: decide → commit → notify → perform, one event at a time.
///
/// `StoreCore` is isolation-agnostic: it is a non-`Sendable` class, so the compiler keeps each instance inside the
/// one isolation domain that owns it — the main actor for ``Store``, the store's own executor for ``ActorStore``.
/// Everything here is synchronous; the only asynchronous work, an effect's operation, is started through
/// ``launch``, a closure the owning face supplies, and comes back through the face, which hops to its own isolation
/// before calling ``receive(_:fromEffect:)``.
///
/// The rules of the runtime (FIFO queueing of re-entrant sends, the order of notifications, which effects a
/// transition cancels, when the initial state's entry effect runs, what happens to sends that arrive too late) are
/// written here once; the faces only translate their public API to these calls.
///
/// The core is the `StateObservation` its face's `state` is tracked under (see that class), so that a store needs
/// no separate object for it; it inherits the four values every send touches from `UncheckedRunState`.
@usableFromInline
final class StoreCore<State: Sendable, Event: Sendable>: UncheckedRunState<State, Event> {
    // The core is split by what each part owns; every part but the definition is a small value held in line, so
    // reaching into it costs what reaching a property of the core does:
    // - `steps`: the machine's closures a send calls (`MachineSteps`);
    // - `current`: the state and, for a table, its number (`CurrentState`);
    // - `work` and `queue`: what a send must do besides the step, and the events waiting (`StoreWork`, `EventQueue`);
    // - `watchers`: the observers and selections a commit tells (`StoreWatchers`);
    // - `effects`: the work in flight and what is tied to the current state (`EffectsInFlight`);
    // - `existingBookkeeping`: what only subscribing, waiting, restoring, logging or middleware needs, made on first
    //   use (`StoreBookkeeping`);
    // - `stateKeyPath` and `registrar`: where Observation hears about the state.
    // `current`, `work`, `queue` and `watchers`, which every send touches, are inherited from `UncheckedRunState`:
    // the one place where accesses are not checked at run time, with the proof of why none can overlap.

    /// The machine and the options, shared with the face (see `StoreDefinition`).
    @usableFromInline let definition: StoreDefinition<State, Event>
    /// The machine's closures a send calls, copied out once (see `MachineSteps`).
    @usableFromInline let steps: MachineSteps<State, Event>
    /// The effects running, and those tied to the current state.
    var effects = EffectsInFlight<Event>() {
        didSet { work.set(.scopedEffects, !effects.tied.isEmpty) }
    }
    /// The last id handed out to an observer, a selection, an effect or a wait.
    var nextID = 0
    /// The bookkeeping of subscriptions, waits, streams and restoration, once something needed it (see
    /// `StoreBookkeeping`); read it through ``bookkeeping`` to make it, here to leave it unmade.
    @usableFromInline var existingBookkeeping: StoreBookkeeping<State, Event>?
    /// `\StateObservation.state`, the key path the store's state is registered under. A literal key path into a
    /// non-generic type is instantiated once for the process, but fetching it costs a run-time call and a retain at
    /// each use (three per send and read); held here, it is a load.
    @usableFromInline let stateKeyPath: any KeyPath<StateObservation, Void> & Sendable
    /// Where Observation is told about reads and changes of the state: the store's own when its face is
    /// `Observable`; otherwise one shared by every such core and never called (only a read of `Store.state` arms the
    /// calls). Not optional: `ObservationRegistrar`'s layout is opaque outside its module, so an optional one is
    /// unwrapped and copied through run-time value witnesses (measured: they cost more than the registrar's own
    /// work). The last stored property because its size is not known here either: every field after it would sit at
    /// an offset read at run time.
    @usableFromInline let registrar: ObservationRegistrar

    /// The committed state (see ``current``).
    @inlinable
    var currentState: State { current.value }

    /// Starts an effect's operation as a task in the owning face's isolation (see `EffectsInFlight.launch`).
    var launch: ((_ key: Int, _ run: EffectRun<Event>, _ options: StoreOptions) -> Task<Void, Never>)? {
        get { effects.launch }
        set { effects.launch = newValue }
    }

    /// Starts the store's clock task for its delayed sends (see `EffectsInFlight.wake`).
    var wake: ((_ delay: Duration, _ generation: Int, _ options: StoreOptions) -> Task<Void, Never>)? {
        get { effects.wake }
        set { effects.wake = newValue }
    }

    /// The running effects, by key.
    var running: [Int: RunningEffect<Event>] { effects.running }

    /// The running effects that leaving the current state cancels: those tied to it or to the states of child flows
    /// inside it, in start order (not the work a chart the store runs tied to its own states).
    var scopedToCurrentState: [TiedEffect] { effects.tied.filter { StateTie.state(depth: 0).covers($0.tie) } }

    /// Called with an event when middleware wraps the send path; its innermost layer calls ``apply(_:)``. Kept in
    /// the bookkeeping: the send path reads the `.middleware` flag, and this only when the flag is set.
    @usableFromInline var middlewareChain: ((Event) -> Void)? {
        get { existingBookkeeping?.middlewareChain }
        set {
            if newValue != nil || existingBookkeeping != nil { bookkeeping.middlewareChain = newValue }
            work.set(.middleware, newValue != nil)
        }
    }

    /// The store's bookkeeping, made now if nothing needed it before.
    @usableFromInline
    var bookkeeping: StoreBookkeeping<State, Event> {
        if let existingBookkeeping { return existingBookkeeping }
        let made = StoreBookkeeping<State, Event>()
        existingBookkeeping = made
        return made
    }

    /// Told each time the store comes to rest — an event and all it queued processed and their effects started, the
    /// store started, an effect finished or cancelled from outside — so what a snapshot saves has changed and is
    /// whole. A store journal writes its snapshot here.
    /// Kept in the bookkeeping: the send path reads the `.settledObserver` flag, and this only when the flag is set.
    @usableFromInline var settledObserver: (() -> Void)? {
        get { existingBookkeeping?.settledObserver }
        set {
            if newValue != nil || existingBookkeeping != nil { bookkeeping.settledObserver = newValue }
            work.set(.settledObserver, newValue != nil)
        }
    }

    /// - Parameters:
    ///   - definition: The machine and options, shared with the face.
    ///   - state: A state to start in instead of the machine's initial state.
    ///   - observed: Whether the face is `Observable`, so commits are told to a registrar.
    init(definition: StoreDefinition<State, Event>, state: State?, observed: Bool = false) {
        self.definition = definition
        let machine = definition.machine
        let options = definition.options
        let start = state ?? machine.initialState
        self.steps = MachineSteps(machine)
        self.stateKeyPath = StateObservation.stateKeyPath
        self.registrar = observed ? ObservationRegistrar() : Self.unobservedRegistrar
        super.init(
            current: CurrentState(start, number: machine.form.tableNumber(of: start)),
            watchers: StoreWatchers(partIndex: machine.form.makePartIndex()))
        if options.eventLogCapacity > 0 {
            bookkeeping.log = EventLog(startingAt: start, capacity: options.eventLogCapacity)
            work.insert(.log)
        }
    }

    deinit {
        // Whatever released the last reference — the store face, or a kept middleware context after it — nothing
        // the core started may outlive it.
        shutDown()
    }

    /// The committed state, for a face's `state` getter.
    ///
    /// A reducer, or a statechart's step, mutates the state in place; reading it then (for example through
    /// `MainActor.assumeIsolated` from inside the reducer or a chart's action) would observe a half-made value, so it
    /// stops the program with a message instead.
    @inlinable
    func readState() -> State {
        if work.contains(.reducing) {
            preconditionFailure(
                "Store.state was read while the machine was changing it in place (a reducer, or a statechart's "
                    + "actions): they must be functions of their state and event, and must not read the store")
        }
        return current.value
    }

    /// The registrar of every core whose face is not `Observable`, so that making one allocates no registrar.
    static var unobservedRegistrar: ObservationRegistrar { sharedUnobservedRegistrar }

    /// Tells Observation that the store's state was read.
    @inlinable
    func access() {
        registrar.access(self as StateObservation, keyPath: stateKeyPath)
    }

    /// Tells Observation that the store's state is about to change.
    @inlinable
    func willSet() {
        registrar.willSet(self as StateObservation, keyPath: stateKeyPath)
    }

    /// Tells Observation that the store's state changed.
    @inlinable
    func didSet() {
        registrar.didSet(self as StateObservation, keyPath: stateKeyPath)
    }

    /// The machine the store runs.
    @inlinable
    var machine: Machine<State, Event> { definition.machine }

    /// The options the store was created with.
    @inlinable
    var options: StoreOptions { definition.options }

    /// Whether `current.number` is the number of `current.value` in a table machine's rows (always `true` for other
    /// machines); read between sends, by tests.
    var tableNumberIsInStep: Bool {
        guard case .table(let form) = steps.form else { return true }
        return form.number(current.value) == current.number
    }

    /// Runs the initial state's entry effect (its state function), once. Observers registered before this call
    /// see every transition it causes.
    func start() {
        let restoration = existingBookkeeping?.restoration
        switch loop.start(restoring: restoration != nil, hasStartWork: definition.machine.hasStartWork) {
        case .nothing:
            return
        case .restore:
            existingBookkeeping?.restoration = nil
            if let restoration { resume(restoration) }
        case .begin:
            machine.begin(by: self)
        }
        drainPending()
        _ = loop.finishProcessing()
        settled()
    }

    /// Sends an event: processed now, or queued behind the event being processed when sent re-entrantly — as
    /// `StoreRunLoop` decides; this does what it answers.
    /// - Complexity: O(1) plus the machine's decision, observers and effects; no allocation on the plain path.
    @inlinable
    func send(_ event: Event) {
        switch loop.arrive(event) {
        case .process:
            apply(event)
        case .processThroughMiddleware:
            dispatch(event)
        case .queued:
            return
        case .startFirst, .drop:
            sendSlowly(event)
            return
        }
        if !loop.queue.isEmpty { drainPending() }
        if loop.finishProcessing() { settledObserver?() }
    }

    /// Tells the settled observer, unless an event is being processed (it is told when that one is done).
    func settled() {
        if loop.settlesNow { settledObserver?() }
    }

    /// A send that starts the store first, or is dropped because the store is gone.
    @usableFromInline
    func sendSlowly(_ event: Event) {
        if loop.isShutDown {
            report(.droppedEvent, "event \(event) was sent after its store was released; it was dropped")
        } else {
            start()
            send(event)
        }
    }

    /// Processes queued events in FIFO order until none are left. Iterative, so depth never grows the stack.
    @inlinable
    func drainPending() {
        while let event = loop.nextQueued() { dispatch(event) }
    }

    @inlinable
    func dispatch(_ event: Event) {
        if work.contains(.middleware), let chain = existingBookkeeping?.middlewareChain {
            chain(event)
        } else {
            apply(event)
        }
    }

    /// Tells whoever watches about a committed step; every machine form's commit comes here, so this is the one
    /// place that does. The event log records the event and the state committed; observers hear did-enter for an
    /// external step, then the transition from `old`, which carries `kind` (so it says external exactly when
    /// will-exit and did-enter were told) — or, when `old` is `nil` because only observers of commits are registered,
    /// the commit alone; then the selections whose parts `changes` reports are evaluated.
    /// - Parameters:
    ///   - old: The state the step left, or `nil` when no observer needs it.
    ///   - event: The event that caused the step.
    ///   - kind: Whether the step exited and entered states: a table, routing or stepping machine's step says
    ///     (external unless it says internal); a reducer's step and a child flow's move are internal; a chart's
    ///     macrostep is external when it exits or enters states, internal when its transitions are all targetless.
    ///   - changes: The parts the step reports it changed; `nil` for a step that does not say (every selection is
    ///     evaluated).
    /// - Complexity: One call per observer and one evaluation per selection of the parts reported.
    @inlinable
    func announce(from old: State?, event: Event, kind: Step<State, Event>.Kind, changes: ChangeSet?) {
        // The flags, not the properties they summarize: reading `work` makes no run-time exclusivity check.
        let flags = work
        if flags.contains(.log) { existingBookkeeping?.log?.append(event, accepted: true, state: current.value) }
        if flags.contains(.observers) {
            if let old {
                if kind == .external { notify(.didEnter(current.value)) }
                notify(.transition(StateTransition(from: old, event: event, to: current.value, kind: kind)))
            } else {
                notifyCommit(of: event)
            }
        }
        if let changes {
            updateSelections(changes)
        } else {
            updateSelections()
        }
    }

    @usableFromInline
    func reject(_ event: Event) {
        let flags = work
        if flags.contains(.log) { existingBookkeeping?.log?.append(event, accepted: false, state: current.value) }
        if flags.contains(.observers) { notify(.ignored(state: current.value, event: event)) }
        if let diagnose = definition.machine.diagnoseIgnored, let diagnostic = diagnose(currentState) {
            options.onDiagnostic(diagnostic)
        }
        switch options.ignoredEvents {
        case .ignore:
            break
        case .log:
            report(.ignoredEvent, "ignored event \(event) in state \(currentState)")
        case .fail:
            report(.failure, "event \(event) is not accepted in state \(currentState)")
        }
    }

    func report(_ kind: StoreDiagnostic.Kind, _ message: String) {
        options.onDiagnostic(StoreDiagnostic(kind: kind, message: message))
    }

    /// Whether the store went away (``shutDown()`` ran).
    var isShutDown: Bool { loop.isShutDown }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Stops everything the store started: cancels every effect and finishes every async sequence. Later sends,
    /// from anything that outlived the store, are dropped with a diagnostic.
    func shutDown() {
        guard loop.shutDown() else { return }
        let books = existingBookkeeping
        books?.onShutDown?(currentState)
        books?.onShutDown = nil
        cancelAllEffects()
        watchers.removeAll()
        work.remove([.selections, .unpartedSelections, .partedSelections])
        middlewareChain = nil
        guard let books else { return }
        books.effectWatchers.observers.removeAll()
        books.observersByID.removeAll()
        books.selectionIndex.removeAll()
        let finishers = books.streamFinishers
        books.streamFinishers.removeAll()
        for finish in finishers.values { finish() }
    }
}

/// The registrar of every store core whose face is not `Observable` (see `StoreCore.registrar`).
private let sharedUnobservedRegistrar = ObservationRegistrar()
