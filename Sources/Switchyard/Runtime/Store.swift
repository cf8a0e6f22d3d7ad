public import Observation

/// Runs a ``Machine``: holds the current state, processes events one at a time, performs effects and tells
/// observers.
///
/// ```swift
/// let store = Store(machine: EditFlow.machine)
/// store.send(.save)
/// store.state   // .confirming
/// ```
///
/// **Order.** Events are processed strictly one at a time, in arrival order. An event sent while another is being
/// processed — from an observer, a middleware, an effect or a state function — is queued behind it; it is never
/// dropped and never re-entered.
///
/// **Notifications.** For an accepted external step: will-exit(old), exit effects, commit, did-enter(new),
/// transition(old, event, new), selective subscriptions, then the step's effect and the new state's entry effect.
/// An ignored event produces ``StoreNotification/ignored(state:event:)`` and follows ``StoreOptions/ignoredEvents``.
///
/// **Isolation.** The store is main-actor isolated because it drives UI; ``state`` is tracked by Observation, so
/// SwiftUI views that read it update by themselves.
@MainActor
public final class Store<State: Sendable, Event: Sendable> {
    /// The machine this store runs.
    public nonisolated let machine: Machine<State, Event>
    /// The options the store was created with.
    public nonisolated let options: StoreOptions

    // The three properties touched on every send opt out of dynamic exclusivity checks, which otherwise cost more
    // than the send itself. Safe because the store is main-actor isolated (no concurrent access) and no access to
    // them overlaps another: the machine's closures are `@Sendable` and cannot reach the store synchronously, and
    // observers, middleware and effects run only after the store's own accesses have ended.
    @exclusivity(unchecked) @usableFromInline var currentState: State
    @usableFromInline let registrar = ObservationRegistrar()
    /// `\Store.state`, made once: a key path into a generic class is instantiated at run time on every use,
    /// which would cost more than the whole send.
    @usableFromInline let stateKeyPath: KeyPath<Store, State>
    /// Which optional work a send has to do, read once per event so the plain path touches few properties.
    @exclusivity(unchecked) @usableFromInline var work: StoreWork = []
    @exclusivity(unchecked) @usableFromInline var pending: [Event] = []
    // The machine's closures, copied out once so a send does not copy the whole machine.
    @usableFromInline let decide: @Sendable (State, Event) -> Step<State, Event>?
    @usableFromInline let reduce: (@Sendable (inout State, Event) -> Effect<Event>)?
    @usableFromInline let hasEntryActions: Bool
    @usableFromInline let hasExitActions: Bool
    @usableFromInline var scopedToCurrentState: [Int] = [] {
        didSet { work.set(.scopedEffects, !scopedToCurrentState.isEmpty) }
    }
    @usableFromInline var observers: [ObserverBox<State, Event>] = [] {
        didSet { work.set(.observers, !observers.isEmpty) }
    }
    @usableFromInline var selections: [SelectionGroup<State>] = [] {
        didSet { work.set(.selections, !selections.isEmpty) }
    }
    var selectionsByKeyPath: [AnyKeyPath: SelectionGroup<State>] = [:]
    @usableFromInline var middlewareChain: ((Event) -> Void)?
    @usableFromInline var log: EventLog<State, Event>?
    var nextID = 0

    // Effects (see Store+Effects.swift).
    var running: [Int: RunningEffect] = [:]

    /// Creates a store that runs `machine`, starting in its initial state (or `state`), and performs the initial
    /// state's entry effect.
    /// - Parameters:
    ///   - machine: The machine to run.
    ///   - state: A state to start in instead of the machine's initial state.
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - middleware: Wrappers of the send path, outermost first.
    public init(
        machine: Machine<State, Event>,
        state: State? = nil,
        options: StoreOptions = StoreOptions(),
        middleware: [Middleware<State, Event>] = []
    ) {
        self.machine = machine
        self.options = options
        let start = state ?? machine.initialState
        self.currentState = start
        self.stateKeyPath = \Store.state
        self.decide = machine.decide
        self.reduce = machine.reduce
        self.hasEntryActions = machine.enter != nil
        self.hasExitActions = machine.exit != nil
        if options.eventLogCapacity > 0 {
            log = EventLog(initialState: start, capacity: options.eventLogCapacity)
            work.insert(.log)
        }
        if !middleware.isEmpty {
            middlewareChain = Middleware.chain(middleware, store: self)
            work.insert(.middleware)
        }
        if machine.enter != nil {
            work.insert(.processing)
            perform(machine.entryEffect(for: start), scopedToState: true)
            drainPending()
            work.remove(.processing)
        }
    }

    /// The current state. Reading it inside an Observation tracking scope (a SwiftUI `body`) registers a dependency.
    public var state: State {
        work.insert(.tracked)
        registrar.access(self, keyPath: stateKeyPath)
        return currentState
    }

    /// Sends an event. It is processed now, or queued behind the event being processed when sent re-entrantly.
    /// - Parameter event: The event.
    /// - Complexity: O(1) plus the machine's decision, observers and effects; no allocation on the plain path.
    @inlinable
    public func send(_ event: Event) {
        let flags = work
        if flags.contains(.processing) {
            pending.append(event)
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
    }

    /// Processes queued events in FIFO order until none are left. Iterative, so depth never grows the stack.
    @inlinable
    func drainPending() {
        var position = 0
        while position < pending.count {
            let event = pending[position]
            position += 1
            dispatch(event)
            if position > 1_024 && position * 2 > pending.count {
                // Drop the processed prefix now and then so a long chain does not keep every event alive.
                pending.removeFirst(position)
                position = 0
            }
        }
        pending.removeAll(keepingCapacity: true)
    }

    @inlinable
    func dispatch(_ event: Event) {
        if let chain = middlewareChain {
            chain(event)
        } else {
            apply(event)
        }
    }

    /// Runs the machine for one event and performs the outcome. Called by `dispatch`, or by the innermost middleware.
    @inlinable
    func apply(_ event: Event) {
        if let reduce {
            applyInPlace(event, reduce)
            return
        }
        guard let step = decide(currentState, event) else {
            reject(event)
            return
        }
        let flags = work
        let isExternal = step.kind == .external
        if flags.isDisjoint(with: .afterCommit), !isExternal || !flags.contains(.scopedEffects) && !hasExitActions {
            // The plain path: nobody to tell, nothing to cancel, nothing to record.
            commit(step.state, tracked: flags.contains(.tracked))
        } else {
            let old = currentState
            if isExternal { exit(old) }
            commit(step.state, tracked: flags.contains(.tracked))
            announce(from: old, event: event, step: step)
        }
        if !step.effect.isNone { perform(step.effect, scopedToState: false) }
        if isExternal, hasEntryActions { enter(step.state) }
    }

    @usableFromInline
    func enter(_ state: State) {
        perform(machine.entryEffect(for: state), scopedToState: true)
    }

    /// Stores the new state, telling Observation when someone may be tracking it.
    @inlinable
    func commit(_ state: State, tracked: Bool) {
        if tracked {
            registrar.willSet(self, keyPath: stateKeyPath)
            currentState = state
            registrar.didSet(self, keyPath: stateKeyPath)
        } else {
            currentState = state
        }
    }

    /// A reducer step, run on the stored state in place: when nobody needs the old value, a large state (arrays,
    /// dictionaries) is mutated without being copied.
    @inlinable
    func applyInPlace(_ event: Event, _ reduce: (inout State, Event) -> Effect<Event>) {
        let flags = work
        let old: State? = flags.contains(.observers) ? currentState : nil
        let tracked = flags.contains(.tracked)
        if tracked { registrar.willSet(self, keyPath: stateKeyPath) }
        let effect = reduce(&currentState, event)
        if tracked { registrar.didSet(self, keyPath: stateKeyPath) }
        if !flags.isDisjoint(with: .afterCommit) { afterReduce(from: old, event: event) }
        if !effect.isNone { perform(effect, scopedToState: false) }
    }

    @usableFromInline
    func afterReduce(from old: State?, event: Event) {
        log?.record(event, accepted: true, state: currentState)
        if let old, !observers.isEmpty {
            notify(.transition(Transition(from: old, event: event, to: currentState)))
        }
        updateSelections()
    }

    @inlinable
    func updateSelections() {
        guard !selections.isEmpty else { return }
        let snapshot = selections
        for group in snapshot { group.update(currentState) }
    }

    /// Leaving a state: tell observers, run its exit action, cancel the effects tied to it.
    @inlinable
    func exit(_ old: State) {
        if !observers.isEmpty { notify(.willExit(old)) }
        if hasExitActions { perform(machine.exitEffect(for: old), scopedToState: false) }
        if !scopedToCurrentState.isEmpty { cancelEffectsOfCurrentState() }
    }

    @inlinable
    func announce(from old: State, event: Event, step: Step<State, Event>) {
        log?.record(event, accepted: true, state: step.state)
        if !observers.isEmpty {
            if step.kind == .external { notify(.didEnter(step.state)) }
            notify(.transition(Transition(from: old, event: event, to: step.state)))
        }
        updateSelections()
    }

    @usableFromInline
    func reject(_ event: Event) {
        log?.record(event, accepted: false, state: currentState)
        if !observers.isEmpty { notify(.ignored(state: currentState, event: event)) }
        switch options.ignoredEvents {
        case .ignore:
            break
        case .log:
            options.onDiagnostic(
                StoreDiagnostic(kind: .ignoredEvent, message: "ignored event \(event) in state \(currentState)"))
        case .fail:
            options.onDiagnostic(
                StoreDiagnostic(kind: .failure, message: "event \(event) is not accepted in state \(currentState)"))
        }
    }

    @inlinable
    func notify(_ notification: StoreNotification<State, Event>) {
        let snapshot = observers
        for observer in snapshot where observer.isActive {
            observer.handler(notification)
        }
    }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }
}

extension Store: Observable {}
