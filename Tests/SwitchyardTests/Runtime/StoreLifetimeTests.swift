import Switchyard
import Testing

/// A ticker whose `start` runs a repeating timer on the store's clock, so a test can watch it stop.
enum Ticker: Hashable, Sendable { case idle, ticking }
enum TickerEvent: Hashable, Sendable { case start, tick, report }

func tickerMachine(signals: Signals) -> Machine<Ticker, TickerEvent> {
    Machine.stepping(
        initial: .idle,
        { state, event in
            switch (state, event) {
            case (.idle, .start):
                Step(
                    .ticking,
                    effect: .run { context in
                        do {
                            while true {
                                await context.send(.tick)
                                await signals.signal("ticked")
                                try await context.sleep(for: .seconds(3_600))
                            }
                        } catch {
                            await signals.signal("cancelled")
                        }
                    })
            case (.ticking, .tick), (.ticking, .report), (.idle, .report): Step(state, kind: .internal)
            default: nil
            }
        })
}

/// Keeps a middleware's context beyond the store, as a middleware that reports an error later would.
@MainActor
final class ContextKeeper<State: Sendable, Event: Sendable> {
    var kept: MiddlewareContext<State, Event>?

    var middleware: Middleware<State, Event> {
        Middleware { [weak self] context, event, next in
            self?.kept = context
            next(event)
        }
    }
}

/// Keeps an effect's context beyond its operation, as a framework keeps a completion handler.
actor EffectContextKeeper<Event: Sendable> {
    var kept: EffectContext<Event>?
    func keep(_ context: EffectContext<Event>) { kept = context }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StoreLifetimeTests {
    @Test func releasingTheStoreCancelsItsEffects() async {
        let signals = Signals()
        var store: Store<Ticker, TickerEvent>? = Store(machine: tickerMachine(signals: signals))
        store?.send(.start)
        await signals.wait(for: "ticked")
        store = nil
        // Without cancellation on release the timer would sleep for an hour and this wait would hit the time limit.
        await signals.wait(for: "cancelled")
    }

    @Test func releasingTheStoreFinishesItsSequences() async {
        var store: Store<Turnstile, TurnstileEvent>? = Store(machine: turnstile)
        let transitions = store?.transitions
        let notifications = store?.notifications
        store?.send(.coin)
        store = nil
        var seen: [StateTransition<Turnstile, TurnstileEvent>] = []
        if let transitions { for await transition in transitions { seen.append(transition) } }
        #expect(seen == [StateTransition(from: .locked, event: .coin, to: .unlocked)])
        var count = 0
        if let notifications { for await _ in notifications { count += 1 } }
        #expect(count == 3)
    }

    @Test func aKeptMiddlewareContextOutlivesTheStoreWithoutCrashing() {
        let sink = DiagnosticSink()
        let keeper = ContextKeeper<Turnstile, TurnstileEvent>()
        var store: Store<Turnstile, TurnstileEvent>? = Store(
            machine: turnstile, options: StoreOptions(onDiagnostic: sink.handler), middleware: [keeper.middleware])
        store?.send(.coin)
        store = nil
        let context = keeper.kept
        #expect(context?.state == .unlocked)
        context?.send(.push)
        #expect(sink.all.map(\.kind) == [.droppedEvent])
        #expect(sink.all.first?.message.contains("push") == true)
    }

    @Test func anEffectsLateCallbackIsDroppedWithADiagnostic() async {
        let sink = DiagnosticSink()
        let keeper = EffectContextKeeper<TurnstileEvent>()
        let machine = Machine<Turnstile, TurnstileEvent>.stepping(
            initial: .locked,
            { state, event in
                switch (state, event) {
                case (.locked, .coin): Step(.unlocked, effect: .run { context in await keeper.keep(context) })
                case (.unlocked, .push): Step(.locked)
                default: nil
                }
            })
        let store = Store(machine: machine, options: StoreOptions(onDiagnostic: sink.handler))
        store.send(.coin)
        await store.waitForEffects()
        // The operation returned; a callback fires afterwards, from another task.
        await keeper.kept?.send(.push)
        #expect(store.state == .unlocked)
        #expect(sink.all.map(\.kind) == [.droppedEvent])
    }

    @Test func anEffectsSendAfterTheStoreIsReleasedIsReported() async {
        let sink = DiagnosticSink()
        let keeper = EffectContextKeeper<TurnstileEvent>()
        var store: Store<Turnstile, TurnstileEvent>? = Store(
            machine: Machine.stepping(
                initial: .locked,
                { state, event in
                    state == .locked && event == .coin
                        ? Step(.unlocked, effect: .run { context in await keeper.keep(context) }) : nil
                }),
            options: StoreOptions(onDiagnostic: sink.handler))
        store?.send(.coin)
        await store?.waitForEffects()
        store = nil
        await keeper.kept?.send(.push)
        #expect(sink.all.map(\.kind) == [.droppedEvent])
    }

    @Test func cancelByIDForgetsTheEffectAtOnce() async {
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
        let store = Store(machine: machine)
        store.send(.wait)
        #expect(store.stateScopedEffectCount == 1)
        store.send(.leave)
        #expect(store.stateScopedEffectCount == 0)
        #expect(store.runningEffectCount == 0)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct WaitForEffectsTests {
    @Test func cancellingTheWaiterEndsTheWaitAndLeavesTheEffectRunning() async {
        let signals = Signals()
        let store = Store(machine: tickerMachine(signals: signals))
        store.send(.start)
        await signals.wait(for: "ticked")
        let waiter = Task { await store.waitForEffects() }
        waiter.cancel()
        await waiter.value
        #expect(store.runningEffectCount == 1)
        store.cancelAllEffects()
        await signals.wait(for: "cancelled")
    }

    @Test func theWaitEndsWhenTheLastEffectIsCancelled() async {
        let signals = Signals()
        let store = Store(machine: tickerMachine(signals: signals))
        store.send(.start)
        await signals.wait(for: "ticked")
        let waiter = Task { await store.waitForEffects() }
        await Task.yield()
        store.cancelAllEffects()
        await waiter.value
        #expect(store.runningEffectCount == 0)
    }
}
