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

/// Lifetime rules specific to the main-actor face; the rules both faces share are in BothFacesLifetimeTests.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreLifetimeTests {
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
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
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
