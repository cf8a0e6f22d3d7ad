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

    @usableFromInline var currentState: State
    @usableFromInline let registrar = ObservationRegistrar()
    @usableFromInline var pending: [Event] = []
    @usableFromInline var isProcessing = false
    @usableFromInline var observers: [ObserverBox<State, Event>] = []
    @usableFromInline var selections: [SelectionGroup<State>] = []
    var selectionsByKeyPath: [AnyKeyPath: SelectionGroup<State>] = [:]
    @usableFromInline var middlewareChain: ((Event) -> Void)?
    @usableFromInline var log: EventLog<State, Event>?
    var nextID = 0

    // Effects (see Store+Effects.swift).
    var running: [Int: RunningEffect] = [:]
    var scopedToCurrentState: [Int] = []

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
        if options.eventLogCapacity > 0 {
            log = EventLog(initialState: start, capacity: options.eventLogCapacity)
        }
        if !middleware.isEmpty {
            middlewareChain = Middleware.chain(middleware, store: self)
        }
        if machine.enter != nil {
            isProcessing = true
            perform(machine.entryEffect(for: start), scopedToState: true)
            drainPending()
            isProcessing = false
        }
    }

    /// The current state. Reading it inside an Observation tracking scope (a SwiftUI `body`) registers a dependency.
    public var state: State {
        registrar.access(self, keyPath: \.state)
        return currentState
    }

    /// Sends an event. It is processed now, or queued behind the event being processed when sent re-entrantly.
    /// - Parameter event: The event.
    /// - Complexity: O(1) plus the machine's decision, observers and effects; no allocation on the plain path.
    @inlinable
    public func send(_ event: Event) {
        if isProcessing {
            pending.append(event)
            return
        }
        isProcessing = true
        dispatch(event)
        if !pending.isEmpty { drainPending() }
        isProcessing = false
    }

    /// Processes queued events in FIFO order until none are left. Iterative, so depth never grows the stack.
    @usableFromInline
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
        if let reduce = machine.reduce {
            applyInPlace(event, reduce)
            return
        }
        guard let step = machine.decide(currentState, event) else {
            reject(event)
            return
        }
        let old = currentState
        let isExternal = step.kind == .external
        if isExternal { exit(old) }
        registrar.withMutation(of: self, keyPath: \.state) {
            currentState = step.state
        }
        if log != nil { log!.record(event, accepted: true, state: step.state) }
        if !observers.isEmpty || !selections.isEmpty {
            announce(from: old, event: event, step: step)
        }
        if !step.effect.isNone { perform(step.effect, scopedToState: false) }
        if isExternal, machine.enter != nil {
            perform(machine.entryEffect(for: step.state), scopedToState: true)
        }
    }

    /// A reducer step, run on the stored state in place: when nobody needs the old value, a large state (arrays,
    /// dictionaries) is mutated without being copied.
    @inlinable
    func applyInPlace(_ event: Event, _ reduce: (inout State, Event) -> Effect<Event>) {
        let needsOld = !observers.isEmpty
        let old: State? = needsOld ? currentState : nil
        var effect = Effect<Event>.none
        registrar.withMutation(of: self, keyPath: \.state) {
            effect = reduce(&currentState, event)
        }
        if log != nil { log!.record(event, accepted: true, state: currentState) }
        if let old {
            notify(.transition(Transition(from: old, event: event, to: currentState)))
        }
        if !selections.isEmpty { updateSelections() }
        if !effect.isNone { perform(effect, scopedToState: false) }
    }

    @usableFromInline
    func updateSelections() {
        let snapshot = selections
        for group in snapshot { group.update(currentState) }
    }

    /// Leaving a state: tell observers, run its exit action, cancel the effects tied to it.
    @usableFromInline
    func exit(_ old: State) {
        if !observers.isEmpty { notify(.willExit(old)) }
        if machine.exit != nil { perform(machine.exitEffect(for: old), scopedToState: false) }
        if !scopedToCurrentState.isEmpty { cancelEffectsOfCurrentState() }
    }

    @usableFromInline
    func announce(from old: State, event: Event, step: Step<State, Event>) {
        if !observers.isEmpty {
            if step.kind == .external { notify(.didEnter(step.state)) }
            notify(.transition(Transition(from: old, event: event, to: step.state)))
        }
        if !selections.isEmpty { updateSelections() }
    }

    @usableFromInline
    func reject(_ event: Event) {
        if log != nil { log!.record(event, accepted: false, state: currentState) }
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

    @usableFromInline
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
