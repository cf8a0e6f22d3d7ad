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
/// no separate object for it.
@usableFromInline
final class StoreCore<State: Sendable, Event: Sendable>: StateObservation {
    /// The machine and the options, shared with the face (see `StoreDefinition`).
    @usableFromInline let definition: StoreDefinition<State, Event>

    // The five properties touched on every send opt out of dynamic exclusivity checks, which otherwise cost more
    // than the send itself. This is safe because no two accesses to them can overlap:
    // - the core is not `Sendable`, so all accesses come from one isolation domain, one at a time;
    // - the machine's closures receive the state *by value* (routing, table and transition machines) and cannot
    //   reach the core; a reducer, or a statechart's in-place step (whose actions are user code), receives `inout`
    //   access to `currentState`, and the one way back to `currentState` during that access, a face's `state`
    //   getter, goes through `readState()`, which refuses while the `.reducing` flag is set (tested in
    //   StoreExclusivityTests with exit tests); a send made then only queues (`pending`, `work`);
    // - observers, middleware, selections and effects are called only between accesses, never during one.
    @exclusivity(unchecked) @usableFromInline var currentState: State
    /// Which optional work a send has to do, read once per event so the plain path touches few properties.
    @exclusivity(unchecked) @usableFromInline var work: StoreWork = [.unstarted]
    @exclusivity(unchecked) @usableFromInline var pending: [Event] = []
    /// How many of `pending`'s events `drainPending()` has taken, so a snapshot taken in the middle of processing
    /// saves only the events not yet processed. Written only while re-entrant sends are drained.
    @usableFromInline var drainPosition = 0
    /// For a table machine, the dense number of `currentState` in its table (`-1` for a state no rule names);
    /// unused otherwise. Only ever read into a value (passed to the table by value) or assigned, never accessed
    /// `inout`, so no access to it lasts while other code runs; it is assigned only in the commit, together with
    /// `currentState`, so every observer, guard and action sees it in step (tested in StoreTableNumberTests, which
    /// the thread sanitizer also runs).
    @exclusivity(unchecked) @usableFromInline var currentNumber: Int
    /// The number of the state the step being taken leads to, set by `apply` before the step and moved into
    /// `currentNumber` when the step commits (left as is, equal to `currentNumber`, for other machines).
    @exclusivity(unchecked) @usableFromInline var nextNumber: Int
    // The machine's closures a send calls, copied out once: called through `definition`, each would cost a
    // retain and a release per send (a fifth more on the plain path, measured). `form` says which
    // one a send runs (see `Machine.form`).
    @usableFromInline let form: MachineForm
    @usableFromInline let decide: @Sendable (State, Event) -> Step<State, Event>?
    @usableFromInline let reduce: @Sendable (inout State, Event) -> Effect<Event>
    @usableFromInline let reduceReportingChanges: @Sendable (inout State, Event, inout ChangeSet) -> Effect<Event>
    @usableFromInline let decideNumbered: @Sendable (Int, State, Event) -> (step: Step<State, Event>, number: Int)?
    /// The in-place steps of a machine that steps in place (a statechart's), `nil` for other forms: one reference,
    /// where a closure held here would take 16 bytes of every store and one for other forms would be allocated per
    /// store (a closure made in generic code captures its type parameters).
    @usableFromInline let inPlace: InPlaceSteps<State, Event>?
    @usableFromInline let exit: (@Sendable (State) -> Effect<Event>)?
    @usableFromInline let enter: (@Sendable (State) -> Effect<Event>)?

    /// The closure observers, in registration order; cancelled ones are dropped lazily. Read on every notification
    /// from code compiled in the client, so it opts out of the run-time exclusivity check like the five above, and
    /// for their reason: every access is a copy of the list or a change made by registering or cancelling, which
    /// calls no other code, so no two accesses overlap (an observer that registers or cancels observers while it is
    /// notified changes the list, not the copy being notified: StoreSelectionOrderTests and StoreCancellationTests).
    @exclusivity(unchecked) @usableFromInline var observers: [ObserverBox<State, Event>] = [] {
        didSet { work.set(.observers, !observers.isEmpty) }
    }
    /// How many active observers need the state a step leaves (all but observers of commits).
    var previousStateObserverCount = 0 {
        didSet { work.set(.previousStateObservers, previousStateObserverCount > 0) }
    }
    /// The selections evaluated after each commit, in subscription order; removed ones are dropped lazily. This
    /// list and the two below are read on every send from code compiled in the client, so they opt out of the
    /// run-time exclusivity check like `observers`, for its reason: every access is a copy of a list, or a change
    /// made by subscribing or cancelling whose only call is to a selection's removed flag, so no two accesses
    /// overlap (a handler that subscribes or cancels changes the lists, not the copy being evaluated:
    /// StoreSelectionOrderTests).
    @exclusivity(unchecked) @usableFromInline var selections: [SelectionGroup<State>] = []
    /// The selections made without a part, in subscription order: evaluated after every commit, whatever a step
    /// reports. Removed ones are dropped lazily.
    @exclusivity(unchecked) @usableFromInline var unpartedSelections: [SelectionGroup<State>] = []
    /// The selections made in a part the machine reports, by the part's slot: evaluated only when a step reports
    /// the part (or reports nothing).
    @exclusivity(unchecked) @usableFromInline var partSelections: [PartSelections<State>] = []
    /// The slots of the watched parts, when the machine reports the parts it changes.
    @usableFromInline let partIndex: PartIndex?
    /// Called with an event when middleware wraps the send path; its innermost layer calls ``apply(_:)``. Kept in
    /// the bookkeeping: the send path reads the `.middleware` flag, and this only when the flag is set.
    @usableFromInline var middlewareChain: ((Event) -> Void)? {
        get { existingBookkeeping?.middlewareChain }
        set {
            if newValue != nil || existingBookkeeping != nil { bookkeeping.middlewareChain = newValue }
            work.set(.middleware, newValue != nil)
        }
    }
    var nextID = 0

    /// The store's bookkeeping, made now if nothing needed it before.
    @usableFromInline
    var bookkeeping: StoreBookkeeping<State, Event> {
        if let existingBookkeeping { return existingBookkeeping }
        let made = StoreBookkeeping<State, Event>()
        existingBookkeeping = made
        return made
    }

    // Effects (see StoreCore+Effects.swift).
    /// Starts an effect's operation as a task in the owning face's isolation.
    /// Given the store's options, so that the closure needs to capture nothing but how to come back.
    var launch: ((_ key: Int, _ run: EffectRun<Event>, _ options: StoreOptions) -> Task<Void, Never>)?
    var running: [Int: RunningEffect<Event>] = [:]
    /// The running effects tied to the current state or to the states of child flows inside it, in start order.
    var scopedToCurrentState: [TiedEffect] = [] {
        didSet { work.set(.scopedEffects, !scopedToCurrentState.isEmpty) }
    }
    /// The bookkeeping of subscriptions, waits, streams and restoration, once something needed it (see
    /// `StoreBookkeeping`); read it through ``bookkeeping`` to make it, here to leave it unmade.
    @usableFromInline var existingBookkeeping: StoreBookkeeping<State, Event>?
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

    /// - Parameters:
    ///   - definition: The machine and options, shared with the face.
    ///   - state: A state to start in instead of the machine's initial state.
    ///   - observed: Whether the face is `Observable`, so commits are told to a registrar.
    init(definition: StoreDefinition<State, Event>, state: State?, observed: Bool = false) {
        self.definition = definition
        let machine = definition.machine
        let options = definition.options
        let start = state ?? machine.initialState
        self.currentState = start
        self.form = machine.form
        self.decide = machine.decide
        self.reduce = machine.reduce
        self.reduceReportingChanges = machine.reduceReportingChanges
        self.decideNumbered = machine.decideNumbered
        self.inPlace = machine.stepInPlace
        self.exit = machine.exit
        self.enter = machine.enter
        let number = machine.numberState?(start) ?? -1
        self.currentNumber = number
        self.nextNumber = number
        self.partIndex = machine.makePartIndex?()
        self.stateKeyPath = StateObservation.stateKeyPath
        self.registrar = observed ? ObservationRegistrar() : Self.unobservedRegistrar
        super.init()
        if options.eventLogCapacity > 0 {
            bookkeeping.log = EventLog(initialState: start, capacity: options.eventLogCapacity)
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
        return currentState
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

    /// Whether `currentNumber` is the number of `currentState` in a table machine's rows (always `true` for other
    /// machines); read between sends, by tests.
    var tableNumberIsInStep: Bool {
        form != .numbered || definition.machine.numberState?(currentState) == currentNumber
    }

    /// Runs the initial state's entry effect (its state function), once. Observers registered before this call
    /// see every transition it causes.
    func start() {
        guard work.contains(.unstarted) else { return }
        work.remove(.unstarted)
        if let restoration = existingBookkeeping?.restoration {
            existingBookkeeping?.restoration = nil
            work.insert(.processing)
            resume(restoration)
            drainPending()
            work.remove(.processing)
            settled()
            return
        }
        guard definition.machine.hasStartWork else { return }
        work.insert(.processing)
        machine.begin(by: self)
        drainPending()
        work.remove(.processing)
        settled()
    }

    /// Sends an event: processed now, or queued behind the event being processed when sent re-entrantly.
    /// - Complexity: O(1) plus the machine's decision, observers and effects; no allocation on the plain path.
    @inlinable
    func send(_ event: Event) {
        let flags = work
        if !flags.isDisjoint(with: [.processing, .unstarted, .shutDown]) {
            sendSlowly(event, flags: flags)
            return
        }
        work = flags.union(.processing)
        if flags.contains(.middleware) {
            dispatch(event)
        } else {
            apply(event)
        }
        if !pending.isEmpty { drainPending() }
        work.remove(.processing)
        if flags.contains(.settledObserver) { settledObserver?() }
    }

    /// Tells the settled observer, unless an event is being processed (it is told when that one is done).
    func settled() {
        if work.contains(.settledObserver), !work.contains(.processing) { settledObserver?() }
    }

    /// A send that queues (re-entrant), starts the store first, or is dropped because the store is gone.
    @usableFromInline
    func sendSlowly(_ event: Event, flags: StoreWork) {
        if flags.contains(.shutDown) {
            report(.droppedEvent, "event \(event) was sent after its store was released; it was dropped")
        } else if flags.contains(.processing) {
            pending.append(event)
        } else {
            start()
            send(event)
        }
    }

    /// Processes queued events in FIFO order until none are left. Iterative, so depth never grows the stack.
    @inlinable
    func drainPending() {
        var position = 0
        while position < pending.count {
            let event = pending[position]
            position += 1
            drainPosition = position
            dispatch(event)
            if position > 1_024 && position * 2 > pending.count {
                // Drop the processed prefix now and then so a long chain does not keep every event alive.
                pending.removeFirst(position)
                position = 0
                drainPosition = 0
            }
        }
        pending.removeAll(keepingCapacity: true)
        drainPosition = 0
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
    /// external step, then the transition from `old` — or, when `old` is `nil` because only observers of commits
    /// are registered, the commit alone; then the selections whose parts `changes` reports are evaluated.
    /// - Parameters:
    ///   - old: The state the step left, or `nil` when no observer needs it.
    ///   - event: The event that caused the step.
    ///   - kind: Whether the step exited and entered states.
    ///   - changes: The parts the step reports it changed; `nil` for a step that does not say (every selection is
    ///     evaluated).
    /// - Complexity: One call per observer and one evaluation per selection of the parts reported.
    @inlinable
    func announce(from old: State?, event: Event, kind: Step<State, Event>.Kind, changes: ChangeSet?) {
        // The flags, not the properties they summarize: reading `work` makes no run-time exclusivity check.
        let flags = work
        if flags.contains(.log) { existingBookkeeping?.log?.record(event, accepted: true, state: currentState) }
        if flags.contains(.observers) {
            if let old {
                if kind == .external { notify(.didEnter(currentState)) }
                notify(.transition(StateTransition(from: old, event: event, to: currentState)))
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
        if flags.contains(.log) { existingBookkeeping?.log?.record(event, accepted: false, state: currentState) }
        if flags.contains(.observers) { notify(.ignored(state: currentState, event: event)) }
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
    var isShutDown: Bool { work.contains(.shutDown) }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    /// Stops everything the store started: cancels every effect and finishes every async sequence. Later sends,
    /// from anything that outlived the store, are dropped with a diagnostic.
    func shutDown() {
        guard !isShutDown else { return }
        work.insert(.shutDown)
        let books = existingBookkeeping
        books?.onShutDown?(currentState)
        books?.onShutDown = nil
        cancelAllEffects()
        observers.removeAll()
        previousStateObserverCount = 0
        selections.removeAll()
        unpartedSelections.removeAll()
        partSelections.removeAll()
        work.remove(.selections)
        middlewareChain = nil
        guard let books else { return }
        books.effectObservers.removeAll()
        books.observersByID.removeAll()
        books.liveSelectionCount = 0
        books.liveUnpartedCount = 0
        books.sharedSelections.removeAll()
        books.soleSelections.removeAll()
        let finishers = books.streamFinishers
        books.streamFinishers.removeAll()
        for finish in finishers.values { finish() }
    }
}

/// The registrar of every store core whose face is not `Observable` (see `StoreCore.registrar`).
private let sharedUnobservedRegistrar = ObservationRegistrar()
