import Switchyard
import Testing

/// A selection made for one subscriber (`subscribe(selecting:)`) calls its handler directly and is cancelled by its
/// id through the store, with no closure; a store and its run loop share one copy of the machine and the options.
/// These tests pin what users see of both.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct SoleSelectionTests {
    /// Cancelling stops deliveries at once, and subscribing and cancelling many times leaves only the live one.
    @Test func aSelectionOfItsOwnStopsWhenCancelled() {
        let store = Store(machine: turnstile)
        var seen: [Turnstile] = []
        for _ in 0..<100 {
            let token = store.subscribe(selecting: { $0 }, initial: .changesOnly) { _ in seen.append(.locked) }
            token.cancel()
        }
        #expect(store.distinctSelectionCount == 0)
        let kept = store.subscribe(selecting: { $0 }, initial: .changesOnly) { seen.append($0) }
        #expect(store.distinctSelectionCount == 1)
        store.send(.coin)
        kept.cancel()
        #expect(kept.wasCancelled)
        #expect(store.distinctSelectionCount == 0)
        store.send(.push)
        #expect(seen == [.unlocked])
    }

    /// A handler that cancels another selection's subscription during the same send keeps it from being called.
    @Test func aSelectionCancelledDuringASendIsNotCalled() {
        let store = Store(machine: turnstile)
        var calls: [String] = []
        var later: ObserverToken?
        let first = store.subscribe(selecting: { $0 }, initial: .changesOnly) { _ in
            calls.append("first")
            later?.cancel()
        }
        later = store.subscribe(selecting: { $0 }, initial: .changesOnly) { _ in calls.append("later") }
        store.send(.coin)
        store.send(.push)
        #expect(calls == ["first", "first"])
        first.cancel()
    }

    /// The current value is delivered once at subscription, then changes only.
    @Test func aSelectionOfItsOwnDeliversTheCurrentValueWhenAsked() {
        let store = Store(machine: turnstile)
        var seen: [Turnstile] = []
        let token = store.subscribe(selecting: { $0 }, initial: .currentValue) { seen.append($0) }
        store.send(.push)
        store.send(.coin)
        #expect(seen == [.locked, .unlocked])
        token.cancel()
    }

    /// A selection's token kept after its store is gone cancels without effect.
    @Test func aSelectionTokenThatOutlivesItsStoreCancelsQuietly() {
        var store: Store<Turnstile, TurnstileEvent>? = Store(machine: turnstile)
        var seen = 0
        let token = store?.subscribe(selecting: { $0 }, initial: .changesOnly) { _ in seen += 1 }
        store?.send(.coin)
        store = nil
        token?.cancel()
        #expect(seen == 1)
        #expect(token?.wasCancelled == true)
    }

    /// Subscribers of one key path share a selection; cancelling one keeps the others.
    @Test func sharedSelectionsStillCancelOneSubscriberAtATime() {
        let store = Store(machine: turnstile)
        var calls: [String] = []
        let first = store.subscribe(to: \.self, initial: .changesOnly) { _ in calls.append("first") }
        let second = store.subscribe(to: \.self, initial: .changesOnly) { _ in calls.append("second") }
        #expect(store.distinctSelectionCount == 1)
        store.send(.coin)
        first.cancel()
        store.send(.push)
        second.cancel()
        #expect(store.distinctSelectionCount == 0)
        #expect(calls == ["first", "second", "second"])
    }

    /// Both faces hand out the machine and options they were made with, from any isolation.
    @Test func bothFacesHandOutTheirMachineAndOptions() async {
        let options = StoreOptions(ignoredEvents: .log, eventLogCapacity: 3, onDiagnostic: { _ in })
        let store = Store(machine: turnstile, options: options)
        let actorStore = ActorStore(machine: turnstile, options: options, runningOn: nil)
        let read: @Sendable () -> [Int] = {
            [store.storeOptions.eventLogCapacity, actorStore.storeOptions.eventLogCapacity]
        }
        #expect(await Task.detached { read() }.value == [3, 3])
        #expect(store.machine.initialState == .locked)
        #expect(actorStore.machine.initialState == .locked)
        #expect(store.storeOptions.ignoredEvents == .log)
        await actorStore.send(.coin)
        #expect(await actorStore.state == .unlocked)
    }
}
