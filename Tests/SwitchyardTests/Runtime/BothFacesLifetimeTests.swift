import Switchyard
import Testing

/// The lifetime rules (DESIGN.md "Lifetimes"), run against both faces with the same expectations: releasing a
/// store stops what it started, and whatever outlives it may send, but the send is dropped with a diagnostic.
@Suite(.timeLimit(.minutes(5)))
struct BothFacesLifetimeTests {
    @Test(arguments: Face.allCases)
    func releasingTheStoreCancelsItsEffects(face: Face) async {
        let signals = Signals()
        let store = await FaceDriver(face, machine: tickerMachine(signals: signals))
        await store.send(.start)
        await signals.wait(for: "ticked")
        await store.release()
        // Without cancellation on release the timer would sleep for an hour and this wait would hit the time limit.
        await signals.wait(for: "cancelled")
    }

    @Test(arguments: Face.allCases)
    func releasingTheStoreFinishesItsSequences(face: Face) async {
        let store = await FaceDriver(face, machine: turnstile)
        let transitions = await store.transitions()
        let notifications = await store.notifications()
        await store.send(.coin)
        await store.release()
        var seen: [StateTransition<Turnstile, TurnstileEvent>] = []
        for await transition in transitions { seen.append(transition) }
        #expect(seen == [StateTransition(from: .locked, event: .coin, to: .unlocked)])
        var count = 0
        for await _ in notifications { count += 1 }
        #expect(count == 3)
    }

    /// A middleware that keeps its context does not keep the store running: releasing the store still cancels its
    /// effects and finishes its sequences, and a send through the kept context is dropped with a diagnostic.
    @Test(arguments: Face.allCases)
    func aKeptMiddlewareContextOutlivesTheStoreWithoutKeepingItRunning(face: Face) async throws {
        let signals = Signals()
        let sink = SendableDiagnosticSink()
        let store = await FaceDriver(
            face, machine: tickerMachine(signals: signals), options: StoreOptions(onDiagnostic: sink.handler),
            keepingMiddlewareContext: true)
        let transitions = await store.transitions()
        await store.send(.start)
        await signals.wait(for: "ticked")
        await store.release()
        #expect(await store.sendThroughKeptContext(.report) == .ticking)
        #expect(sink.all.first?.message.contains("report") == true)
        // A store kept running by the context would have processed the send without a word; stop here rather than
        // wait for an effect that is never cancelled.
        try #require(sink.all.map(\.kind) == [.droppedEvent])
        await signals.wait(for: "cancelled")
        var count = 0
        for await _ in transitions { count += 1 }
        #expect(count == 2)  // start, and the first tick
    }

    @Test(arguments: Face.allCases)
    func anEffectsLateCallbackIsDroppedWithADiagnostic(face: Face) async {
        let sink = SendableDiagnosticSink()
        let keeper = EffectContextKeeper<TurnstileEvent>()
        let store = await FaceDriver(
            face, machine: turnstileKeepingItsEffectContext(in: keeper),
            options: StoreOptions(onDiagnostic: sink.handler))
        await store.send(.coin)
        await store.waitForEffects()
        // The operation returned; a callback fires afterwards, from another task.
        await keeper.kept?.send(.push)
        #expect(await store.state() == .unlocked)
        #expect(sink.all.map(\.kind) == [.droppedEvent])
    }

    @Test(arguments: Face.allCases)
    func anEffectsSendAfterTheStoreIsReleasedIsDroppedWithADiagnostic(face: Face) async {
        let sink = SendableDiagnosticSink()
        let keeper = EffectContextKeeper<TurnstileEvent>()
        let store = await FaceDriver(
            face, machine: turnstileKeepingItsEffectContext(in: keeper),
            options: StoreOptions(onDiagnostic: sink.handler))
        await store.send(.coin)
        await store.waitForEffects()
        await store.release()
        await keeper.kept?.send(.push)
        #expect(sink.all.map(\.kind) == [.droppedEvent])
        #expect(sink.all.first?.message.contains("released") == true)
    }

    @Test(arguments: Face.allCases)
    func cancelByIDForgetsTheEffectAtOnce(face: Face) async {
        let machine = Machine<Gate, GateEvent>.stepping(
            initial: .idle,
            onEnter: { state in
                state == .waiting
                    ? .run(id: "poll") { context in try await context.sleep(for: .seconds(3_600)) } : .none
            },
            { state, event in
                switch (state, event) {
                case (.idle, .wait): Step(.waiting)
                case (.waiting, .leave): Step(.waiting, effect: .cancel(id: "poll"), kind: .internal)
                default: nil
                }
            })
        let store = await FaceDriver(face, machine: machine)
        await store.send(.wait)
        #expect(await store.effectCounts() == (running: 1, scoped: 1))
        await store.send(.leave)
        #expect(await store.effectCounts() == (running: 0, scoped: 0))
    }
}

/// A turnstile whose `coin` starts an effect that hands its context to `keeper` and returns, as an operation that
/// leaves a completion handler with a framework does.
func turnstileKeepingItsEffectContext(
    in keeper: EffectContextKeeper<TurnstileEvent>
) -> Machine<Turnstile, TurnstileEvent> {
    Machine.stepping(
        initial: .locked,
        { state, event in
            switch (state, event) {
            case (.locked, .coin): Step(.unlocked, effect: .run { context in await keeper.keep(context) })
            case (.unlocked, .push): Step(.locked)
            default: nil
            }
        })
}
