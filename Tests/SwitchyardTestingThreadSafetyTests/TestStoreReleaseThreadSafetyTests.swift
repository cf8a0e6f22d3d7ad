import Switchyard
import SwitchyardTesting
import Testing

/// A released `TestStore` reads what was left unreceived in its deinit, which runs on whatever thread drops the last
/// reference, while the store it drove may still be delivering effect events on the main actor. That state lives in
/// a lock-protected ledger (`@unchecked Sendable`); this test releases a test store on a background thread while a
/// timer effect keeps sending, so the thread sanitizer run of `.ci/run` sees both sides at once.
@Suite(.timeLimit(.minutes(5)))
@MainActor
struct TestStoreReleaseThreadSafetyTests {
    enum Tick: Hashable, Sendable { case start, tick }

    static let timer = Machine<Int, Tick>.reducer(initial: 0) { count, event in
        switch event {
        case .start:
            return .run { context in
                for _ in 0..<100 {
                    await context.send(.tick)
                    try await context.sleep(for: .milliseconds(1))
                }
            }
        case .tick:
            count += 1
            return .none
        }
    }

    @Test func releasingOnAnotherThreadWhileEffectsSendReportsOnce() async {
        await withKnownIssue {
            let clock = TestClock()
            var store: TestStore<Int, Tick>? = TestStore(machine: Self.timer, options: StoreOptions(clock: clock))
            await store?.send(.start)
            // The first tick is recorded and the timer sleeps.
            #expect(await clock.waitForSleepers(atLeast: 1))
            // Hand the only reference to an actor, which drops it on a pool thread while the clock moves on and the
            // timer keeps sending on the main actor.
            let holder = ReferenceHolder(store)
            store = nil
            async let released: Void = holder.release()
            await clock.advance(by: .milliseconds(5))
            await released
        } matching: { issue in
            "\(issue)".contains("were not received") || "\(issue)".contains("after its store was released")
        }
    }
}

/// Holds the last reference to a test store and drops it on the actor's own (non-main) executor.
actor ReferenceHolder {
    private var store: TestStore<Int, TestStoreReleaseThreadSafetyTests.Tick>?

    init(_ store: TestStore<Int, TestStoreReleaseThreadSafetyTests.Tick>?) { self.store = store }

    func release() { store = nil }
}
