import Observation
import Switchyard
import Testing

/// Every store registers its `state` with Observation under one key path shared by all stores, in a registrar of its
/// own; observers and effects reach the store through a link, not a weak reference. These tests pin what users see.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StateObservationTests {
    /// The key path is shared, the registrar is not: a view that read one store is not invalidated by another.
    @Test func aViewOfOneStoreIsNotToldAboutAnother() {
        let first = Store(machine: turnstile)
        let second = Store(machine: turnstile)
        let changes = CallCounter()
        withObservationTracking {
            _ = first.state
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        _ = second.state
        second.send(.coin)
        #expect(changes.count == 0)
        first.send(.coin)
        #expect(changes.count == 1)
    }

    /// A view that reads two stores is told once, by whichever changes first.
    @Test func aViewOfTwoStoresIsToldByEither() {
        let first = Store(machine: turnstile)
        let second = Store(machine: turnstile)
        let changes = CallCounter()
        withObservationTracking {
            _ = first.state
            _ = second.state
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        second.send(.coin)
        first.send(.coin)
        #expect(changes.count == 1)
    }

    /// An ignored event changes nothing, so a view that read the state is not invalidated.
    @Test func anIgnoredEventDoesNotInvalidateAView() {
        let store = Store(machine: turnstile)
        let changes = CallCounter()
        withObservationTracking {
            _ = store.state
        } onChange: {
            MainActor.assumeIsolated { changes.count += 1 }
        }
        store.send(.push)
        #expect(changes.count == 0)
        store.send(.coin)
        #expect(changes.count == 1)
    }

    /// A token kept after its store is gone cancels without effect: the store's link is empty by then.
    @Test func aTokenThatOutlivesItsStoreCancelsQuietly() {
        var store: Store<Turnstile, TurnstileEvent>? = Store(machine: turnstile)
        var seen = 0
        let token = store?.observe { notification in
            if case .transition = notification { seen += 1 }
        }
        let effects = store?.observeEffects { _ in }
        store?.send(.coin)
        #expect(seen == 1)
        store = nil
        token?.cancel()
        effects?.cancel()
        #expect(token?.wasCancelled == true)
        #expect(effects?.wasCancelled == true)
    }

    /// Cancelling an observer and observing again, many times, keeps exactly the live observers.
    @Test func observingAndCancellingRepeatedlyKeepsOnlyTheLiveObserver() {
        let store = Store(machine: turnstile)
        var calls = 0
        for _ in 0..<100 {
            let token = store.observe { _ in calls += 1 }
            token.cancel()
        }
        let kept = store.observe { notification in
            if case .transition = notification { calls += 1 }
        }
        store.send(.coin)
        #expect(calls == 1)
        kept.cancel()
        store.send(.push)
        #expect(calls == 1)
    }
}
