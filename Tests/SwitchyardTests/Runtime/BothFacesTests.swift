import Switchyard
import Testing

/// The runtime's rules, run against both faces with the same expectations.
@Suite(.timeLimit(.minutes(5)))
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

    @Test(arguments: Face.allCases)
    func ignoredEventsFollowThePolicy(face: Face) async {
        let sink = SendableDiagnosticSink()
        let store = await FaceDriver(
            face, machine: turnstile, options: StoreOptions(ignoredEvents: .log, onDiagnostic: sink.handler))
        let notifications = await store.notifications()
        await store.send(.push)
        await store.release()
        var seen: [StoreNotification<Turnstile, TurnstileEvent>] = []
        for await notification in notifications { seen.append(notification) }
        #expect(seen == [.ignored(state: .locked, event: .push)])
        #expect(sink.all == [StoreDiagnostic(kind: .ignoredEvent, message: "ignored event push in state locked")])
    }

    @Test(arguments: Face.allCases)
    func anEffectsUnhandledErrorIsReported(face: Face) async {
        struct Offline: Error {}
        let sink = SendableDiagnosticSink()
        let machine = Machine<Turnstile, TurnstileEvent>.stepping(
            initial: .locked,
            { state, event in
                state == .locked && event == .coin ? Step(.unlocked, effect: .run { _ in throw Offline() }) : nil
            })
        let store = await FaceDriver(face, machine: machine, options: StoreOptions(onDiagnostic: sink.handler))
        await store.send(.coin)
        await store.waitForEffects()
        #expect(sink.all.map(\.kind) == [.effectError])
        #expect(await store.state() == .unlocked)
    }
}
