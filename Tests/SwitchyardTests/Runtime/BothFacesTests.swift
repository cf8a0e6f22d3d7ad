import Switchyard
import Testing

/// Which face of the runtime a test drives.
enum Face: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case mainActor = "Store"
    case anyActor = "ActorStore"

    var testDescription: String { rawValue }
}

/// One store of either face, driven through the same calls, so the runtime's rules are checked once for both.
final class FaceDriver<State: Sendable, Event: Sendable>: Sendable {
    let send: @Sendable (Event) async -> Void
    let start: @Sendable () async -> Void
    let state: @Sendable () async -> State
    let notifications: @Sendable () async -> AsyncStream<StoreNotification<State, Event>>
    /// Drops the driver's only reference to the store.
    let release: @Sendable () async -> Void

    init(_ face: Face, machine: Machine<State, Event>, options: StoreOptions = StoreOptions()) async {
        switch face {
        case .mainActor:
            let holder = await MainActor.run { MainHolder(Store(machine: machine, options: options)) }
            send = { event in await MainActor.run { holder.store?.send(event) } }
            start = { await MainActor.run { holder.store?.start() } }
            state = { await MainActor.run { holder.store!.state } }
            notifications = { await MainActor.run { holder.store!.notifications } }
            release = { await MainActor.run { holder.store = nil } }
        case .anyActor:
            let holder = ActorHolder(ActorStore(machine: machine, options: options, runningOn: nil))
            send = { event in await holder.store?.send(event) }
            start = { await holder.store?.start() }
            state = { await holder.store!.state }
            notifications = { await holder.store!.notifications }
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
}

/// The runtime's rules, run against both faces with the same expectations.
@Suite(.timeLimit(.minutes(1)))
struct BothFacesTests {
    @Test(arguments: Face.allCases)
    func reentrantSendsAreQueuedInArrivalOrder(face: Face) async {
        let machine = Machine<Counters, CounterEvent>.reducer(initial: Counters()) { state, event in
            guard case .record(let value) = event else { return .none }
            state.history.append(value)
            return value < 2 ? .merge(.send(.record(value + 1)), .send(.record(value + 100))) : .none
        }
        let store = await FaceDriver(face, machine: machine)
        await store.send(.record(0))
        await store.send(.record(50))
        #expect(await store.state().history == [0, 1, 100, 2, 101, 50])
    }

    @Test(arguments: Face.allCases)
    func notificationsComeInTheDocumentedOrder(face: Face) async {
        let store = await FaceDriver(face, machine: turnstile)
        let notifications = await store.notifications()
        await store.send(.push)
        await store.send(.coin)
        await store.release()
        var seen: [StoreNotification<Turnstile, TurnstileEvent>] = []
        for await notification in notifications { seen.append(notification) }
        #expect(
            seen == [
                .ignored(state: .locked, event: .push),
                .willExit(.locked), .didEnter(.unlocked),
                .transition(StateTransition(from: .locked, event: .coin, to: .unlocked)),
            ])
    }

    @Test(arguments: Face.allCases)
    func theInitialStateFunctionWaitsForStart(face: Face) async {
        let machine = Machine<Gate, GateEvent>.table(
            initial: .checking,
            rules: [.from(.checking, on: .allow, to: .open)],
            onEnter: { state in state == .checking ? .send(.allow) : .none })
        let store = await FaceDriver(face, machine: machine)
        #expect(await store.state() == .checking)
        await store.start()
        #expect(await store.state() == .open)
    }

    @Test(arguments: Face.allCases)
    func exitingAStateCancelsItsEffectsAndReleasingCancelsTheRest(face: Face) async {
        let signals = Signals()
        let machine = Machine<Gate, GateEvent>.table(
            initial: .idle,
            rules: [.from(.idle, on: .wait, to: .waiting), .from(.waiting, on: .leave, to: .idle)],
            onEnter: { state in
                guard state == .waiting else { return .none }
                return .run { context in
                    await signals.signal("waiting")
                    do { try await context.sleep(for: .seconds(3_600)) } catch { await signals.signal("left") }
                }
            })
        let store = await FaceDriver(face, machine: machine)
        await store.send(.wait)
        await signals.wait(for: "waiting")
        await store.send(.leave)
        await signals.wait(for: "left")
        #expect(await store.state() == .idle)
    }
}
