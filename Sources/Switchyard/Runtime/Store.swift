public import Observation

/// Runs a ``Machine`` on the main actor: holds the current state, processes events one at a time, performs effects
/// and tells observers. Its ``state`` is tracked by Observation, so SwiftUI views that read it update by themselves.
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
/// **Starting.** The initial state's entry effect (its state function) runs when the store starts: at ``start()``
/// or at the first ``send(_:)``, whichever comes first — so observers registered after `init` see every transition
/// it causes.
///
/// **Lifetime.** Releasing the store cancels every effect it started and finishes its ``notifications``,
/// ``transitions`` and ``commits`` sequences. Anything that outlives it (a kept ``MiddlewareContext``, a late
/// callback in an effect) may still send; the event is dropped and reported as a
/// ``StoreDiagnostic/Kind/droppedEvent`` diagnostic.
///
/// **Isolation.** `Store` is the main-actor face of the runtime, for UI. ``ActorStore`` runs the same machines with
/// the same semantics on an actor of your choosing, for servers, pipelines and tools.
@MainActor
public final class Store<State: Sendable, Event: Sendable> {
    /// The machine this store runs.
    public nonisolated var machine: Machine<State, Event> { link.definition.machine }
    /// The options the store was created with.
    package nonisolated var storeOptions: StoreOptions { link.definition.options }

    /// The run loop, which is also where Observation tracks ``state``: a registrar under a key path shared by every
    /// store (see `StateObservation` for why not `\Store.state`).
    @usableFromInline let core: StoreCore<State, Event>
    /// Where Observation tracks ``state``: the core.
    var observation: StoreCore<State, Event> { core }
    /// What the store's effects hold to reach the core; it also holds the machine and options, which the core
    /// shares.
    let link: StoreLink<State, Event>

    /// Creates a store that runs `machine`, starting in its initial state (or `state`). The state's entry effect
    /// runs when the store starts (``start()`` or the first ``send(_:)``).
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
        let definition = StoreDefinition(machine: machine, options: options)
        let core = StoreCore(definition: definition, state: state, observed: true)
        self.core = core
        if !middleware.isEmpty { core.middlewareChain = Middleware.chain(middleware, core: core) }
        // The closure captures only the link (no allocation of its own) and no `weak` reference (see StoreLink).
        let link = StoreLink(core)
        self.link = link
        core.launch = { key, run, options in
            let onDiagnostic = options.onDiagnostic
            let context = EffectContext<Event>(clock: options.clock) { event in
                await link.deliver(event, fromEffect: key, onDiagnostic: onDiagnostic)
            }
            return Task(priority: run.priority) { @MainActor in
                await run.execute(context: context, onDiagnostic: onDiagnostic)
                link.effectFinished(key)
            }
        }
        core.wake = { delay, generation, options in
            Task { @MainActor in
                var delay = delay
                while true {
                    do { try await options.clock.sleep(for: delay) } catch { return }
                    guard let next = link.deliverDueSends(wokenAs: generation) else { return }
                    delay = next
                }
            }
        }
    }

    isolated deinit {
        link.core = nil
        core.shutDown()
    }

    /// The current state. Reading it inside an Observation tracking scope (a SwiftUI `body`) registers a dependency.
    /// - Complexity: O(1): a copy of the state and one call to Observation's registrar.
    @inlinable
    public var state: State {
        core.work.insert(.tracked)
        core.access()
        return core.readState()
    }

    /// Whether a table machine's store holds its state's own number in the table (always `true` for other machines):
    /// the invariant the run loop's unchecked `current.number` relies on, for tests that send re-entrantly.
    package var tableNumberIsInStep: Bool { core.tableNumberIsInStep }

    /// Starts the store: runs the initial state's entry effect (its state function), once. Sending the first event
    /// starts the store too; call this when the initial state's entry effect should run before any event.
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

    /// Waits until every running effect has finished, including effects started meanwhile.
    ///
    /// Useful in tests and command-line programs. An effect that never ends makes this wait until the waiting task
    /// is cancelled (a test's time limit, for example), which ends the wait without touching the effects.
    public func waitForEffects() async {
        guard !core.running.isEmpty else { return }
        let id = core.makeID()
        await withTaskCancellationHandler {
            await core.waitUntilIdle(id: id, isolation: MainActor.shared)
        } onCancel: {
            Task { @MainActor [link] in link.core?.cancelWait(id) }
        }
    }

    /// Cancels every running effect, for example when the screen that owns the store goes away.
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

    /// Whether the store has made its bookkeeping of subscriptions, waits and streams (see `StoreBookkeeping`): a
    /// store that is only sent events and read never does, for tests of its size.
    package var carriesBookkeeping: Bool { core.existingBookkeeping != nil }

    /// The recent events and states, when ``StoreOptions/eventLogCapacity`` is above zero; `nil` otherwise.
    public var eventLog: EventLog<State, Event>? { core.existingBookkeeping?.log }

    /// Calls `handler` each time one of the store's effects finishes, so test tools can wait without polling.
    /// - Parameter handler: Called on the main actor after the effect is forgotten.
    package func onEffectFinished(_ handler: @escaping @MainActor () -> Void) {
        core.bookkeeping.effectWatchers.onEffectFinished = { handler() }
    }

    #if DEBUG
    /// Makes an overlapping access to the run loop's state, which a debug build must stop with a trap: for the test
    /// that the exclusivity checks guarding `UncheckedRunState`'s proof are armed in debug builds.
    package func overlapAccessesForTesting() {
        core.overlapAccessesForTesting()
    }
    #endif

    /// Whether the store is processing an event right now (so a send would be queued).
    package var isProcessing: Bool { core.work.contains(.processing) }

    nonisolated static func droppedAfterRelease(_ event: Event) -> StoreDiagnostic {
        StoreDiagnostic(
            kind: .droppedEvent, message: "event \(event) was sent after its store was released; it was dropped")
    }
}

extension Store: Observable {}
