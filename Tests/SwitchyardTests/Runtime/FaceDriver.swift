import Switchyard
import Synchronization
import Testing

/// Which face of the runtime a test drives.
enum Face: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case mainActor = "Store"
    case anyActor = "ActorStore"

    var testDescription: String { rawValue }
}

/// One store of either face, driven through the same calls, so the runtime's rules are checked once for both.
/// Test support only: the suites that drive it (`BothFacesTests`, `BothFacesLifetimeTests`) carry `.timeLimit`.
final class FaceDriver<State: Sendable, Event: Sendable>: Sendable {
    let send: @Sendable (Event) async -> Void
    let start: @Sendable () async -> Void
    let state: @Sendable () async -> State
    let notifications: @Sendable () async -> AsyncStream<StoreNotification<State, Event>>
    let transitions: @Sendable () async -> AsyncStream<StateTransition<State, Event>>
    let waitForEffects: @Sendable () async -> Void
    /// The running effects, and those among them tied to the current state.
    let effectCounts: @Sendable () async -> (running: Int, scoped: Int)
    /// Sends through the last middleware context the store handed out, kept beyond the event it was made for (needs
    /// `keepingMiddlewareContext`); returns what the context says the state is.
    let sendThroughKeptContext: @Sendable (Event) async -> State?
    /// Drops the driver's only reference to the store.
    let release: @Sendable () async -> Void

    init(
        _ face: Face, machine: Machine<State, Event>, options: StoreOptions = StoreOptions(),
        keepingMiddlewareContext: Bool = false
    ) async {
        switch face {
        case .mainActor:
            let keeper = ContextKeeper<State, Event>()
            let holder = await MainActor.run {
                MainHolder(
                    Store(
                        machine: machine, options: options,
                        middleware: keepingMiddlewareContext ? [keeper.middleware] : []))
            }
            send = { event in await MainActor.run { holder.store?.send(event) } }
            start = { await MainActor.run { holder.store?.start() } }
            state = { await MainActor.run { holder.store!.state } }
            notifications = { await MainActor.run { holder.store!.notifications } }
            transitions = { await MainActor.run { holder.store!.transitions } }
            waitForEffects = { await holder.store?.waitForEffects() }
            effectCounts = {
                await MainActor.run { (holder.store!.runningEffectCount, holder.store!.stateScopedEffectCount) }
            }
            sendThroughKeptContext = { event in
                await MainActor.run {
                    keeper.kept?.send(event)
                    return keeper.kept?.state
                }
            }
            release = { await MainActor.run { holder.store = nil } }
        case .anyActor:
            let keeper = ActorContextKeeper<State, Event>()
            let holder = ActorHolder(
                ActorStore(
                    machine: machine, options: options, runningOn: keepingMiddlewareContext ? keeper : nil,
                    middleware: keepingMiddlewareContext ? [keeper.middleware] : []))
            send = { event in await holder.store?.send(event) }
            start = { await holder.store?.start() }
            state = { await holder.store!.state }
            notifications = { await holder.store!.notifications }
            transitions = { await holder.store!.transitions }
            waitForEffects = { await holder.store?.waitForEffects() }
            effectCounts = { await holder.effectCounts() }
            sendThroughKeptContext = { event in await keeper.sendThroughKept(event) }
            release = { await holder.release() }
        }
    }
}

@MainActor
final class MainHolder<State: Sendable, Event: Sendable>: Sendable {
    var store: Store<State, Event>?
    init(_ store: Store<State, Event>) { self.store = store }
}

actor ActorHolder<State: Sendable, Event: Sendable> {
    var store: ActorStore<State, Event>?
    init(_ store: ActorStore<State, Event>) { self.store = store }
    func release() { store = nil }

    func effectCounts() async -> (running: Int, scoped: Int) {
        guard let store else { return (0, 0) }
        return (await store.runningEffectCount, await store.stateScopedEffectCount)
    }
}

/// Keeps an ``ActorStore`` middleware's context beyond the event it was made for, as a middleware that reports an
/// error later would. The store runs on this actor's executor, so the context is only ever used there.
actor ActorContextKeeper<State: Sendable, Event: Sendable> {
    private var kept: ActorStoreMiddlewareContext<State, Event>?

    nonisolated var middleware: ActorStoreMiddleware<State, Event> {
        ActorStoreMiddleware { [self] context, event, next in
            // The middleware runs on this actor's executor (the store's), so handing the context to the actor's
            // state does not leave that executor; the region checker cannot see that the two share it.
            nonisolated(unsafe) let context = context
            assumeIsolated { $0.kept = context }
            next(event)
        }
    }

    /// Sends through the kept context, on the store's executor, and returns the state the context reports.
    func sendThroughKept(_ event: Event) -> State? {
        kept?.send(event)
        return kept?.state
    }
}

/// Collects diagnostics from any thread: an `ActorStore` reports on its own executor, an effect's late send on the
/// effect's task.
final class SendableDiagnosticSink: Sendable {
    private let storage = Mutex<[StoreDiagnostic]>([])

    var handler: @Sendable (StoreDiagnostic) -> Void {
        { [self] diagnostic in storage.withLock { $0.append(diagnostic) } }
    }

    var all: [StoreDiagnostic] { storage.withLock { $0 } }
}
