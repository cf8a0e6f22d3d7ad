import Switchyard
import Testing

/// A store keeps what only subscriptions, waits, streams, logs and middleware need in one object made on first use,
/// so a store that is only sent events and read stays small (issue 22: a store ≤ 800 bytes).
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreBookkeepingTests {
    @Test func aStoreThatIsOnlySentEventsAndReadMakesNoBookkeeping() {
        let store = Store(machine: turnstile)
        store.start()
        store.send(.coin)
        #expect(store.state == .unlocked)
        store.send(.push)
        store.send(.push)
        #expect(store.state == .locked)
        #expect(!store.carriesBookkeeping)
    }

    /// Each use that needs the bookkeeping makes it, and then behaves as before: the subscriber is told, the log
    /// records, the middleware sees the event.
    @Test func everyUseThatNeedsItMakesItAndStillWorks() {
        let observed = Store(machine: turnstile)
        var notified = 0
        let token = observed.observe { _ in notified += 1 }
        #expect(observed.carriesBookkeeping)
        observed.send(.coin)
        #expect(notified == 3)
        token.cancel()
        observed.send(.push)
        #expect(notified == 3)

        let selected = Store(machine: turnstile)
        var values: [Turnstile] = []
        let selection = selected.subscribe(selecting: { $0 }, initial: .changesOnly) { values.append($0) }
        #expect(selected.carriesBookkeeping)
        selected.send(.coin)
        #expect(values == [.unlocked])
        selection.cancel()

        let logged = Store(machine: turnstile, options: StoreOptions(eventLogCapacity: 4))
        #expect(logged.carriesBookkeeping)
        logged.send(.coin)
        #expect(logged.eventLog?.loggedEvents == [.coin])

        var seen: [TurnstileEvent] = []
        let wrapped = Store(
            machine: turnstile,
            middleware: [
                Middleware { _, event, next in
                    seen.append(event)
                    next(event)
                }
            ])
        #expect(wrapped.carriesBookkeeping)
        wrapped.send(.coin)
        #expect(seen == [.coin] && wrapped.state == .unlocked)
    }
}
