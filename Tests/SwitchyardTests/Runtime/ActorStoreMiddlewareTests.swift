import Switchyard
import Testing

/// Middleware on a store that runs on any actor: the same send-path rules as `Store`'s middleware.
@Suite(.timeLimit(.minutes(5)))
struct ActorStoreMiddlewareTests {
    /// Lines written by middleware; the stores run on this actor's executor, so middleware appends synchronously.
    actor Lines {
        private(set) var all: [String] = []

        nonisolated func append(_ line: String) {
            assumeIsolated { $0.all.append(line) }
        }
    }

    @Test func middlewareWrapsEverySendOutermostFirst() async {
        let lines = Lines()
        let outer = ActorStoreMiddleware<Turnstile, TurnstileEvent> { context, event, next in
            lines.append("outer \(event.rawValue) in \(context.state.rawValue)")
            next(event)
            lines.append("outer done in \(context.state.rawValue)")
        }
        let inner = ActorStoreMiddleware<Turnstile, TurnstileEvent>.observing { event, before, after in
            lines.append("\(before.rawValue) --\(event.rawValue)--> \(after.rawValue)")
        }
        let store = ActorStore(machine: turnstile, runningOn: lines, middleware: [outer, inner])
        await store.send(.coin)
        #expect(
            await lines.all == [
                "outer coin in locked", "locked --coin--> unlocked", "outer done in unlocked",
            ])
    }

    @Test func middlewareCanDropRewriteAndSendEventsWhichAreQueued() async {
        let lines = Lines()
        // Drops `push` while locked; answers `coin` with a `push` sent through the context, which is queued behind
        // `coin` and passes through the middleware again.
        let policy = ActorStoreMiddleware<Turnstile, TurnstileEvent> { context, event, next in
            lines.append("saw \(event.rawValue)")
            if event == .push && context.state == .locked { return }
            next(event)
            if event == .coin { context.send(.push) }
        }
        let store = ActorStore(machine: turnstile, runningOn: lines, middleware: [policy])
        await store.send(.push)
        #expect(await store.state == .locked)
        await store.send(.coin)
        #expect(await store.state == .locked)
        #expect(await lines.all == ["saw push", "saw coin", "saw push"])
    }

    /// The chain holds the store's core weakly: a store with middleware is released like any other.
    @Test func aStoreWithMiddlewareIsReleased() async {
        weak var released: ActorStore<Turnstile, TurnstileEvent>?
        do {
            let store = ActorStore(
                machine: turnstile, runningOn: nil,
                middleware: [.observing { _, _, _ in }])
            await store.send(.coin)
            released = store
        }
        #expect(released == nil)
    }
}
