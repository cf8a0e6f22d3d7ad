import Switchyard
import SwitchyardTesting
import Testing

/// A store hosts its delayed sends (`Effect.send(_:after:id:)`, every chart timer) as one `DelayedSends` value woken
/// by one clock task: the one due order (due time, then the order they were scheduled in), an earlier send wakes the
/// store on time, and no clock task is left once nothing is pending or the store is gone.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DelayedSendHostTests {
    enum Tick: Hashable, Sendable {
        case schedule(String, seconds: Int)
        case cancel(String)
        case fired(String)
    }

    /// A store whose state lists the sends delivered, in order; `schedule` sends `fired(name)` after a delay, with
    /// the name as its id.
    static func recorder(clock: TestClock) -> Store<[String], Tick> {
        let machine = Machine<[String], Tick>.stepping(initial: []) { fired, event in
            switch event {
            case .schedule(let name, let seconds):
                Step(fired, effect: .send(.fired(name), after: .seconds(seconds), id: EffectID(name)), kind: .internal)
            case .cancel(let name):
                Step(fired, effect: .cancel(id: EffectID(name)), kind: .internal)
            case .fired(let name):
                Step(fired + [name], kind: .internal)
            }
        }
        return Store(machine: machine, options: StoreOptions(clock: clock))
    }

    /// Waits until the store has delivered `count` sends in all.
    static func waitForDeliveries(_ count: Int, in store: Store<[String], Tick>) async {
        guard store.state.count < count else { return }
        for await commit in store.commits where commit.state.count >= count { return }
    }

    @Test func sendsDueAtTheSameInstantArriveInTheOrderTheyWereScheduled() async {
        let clock = TestClock()
        let store = Self.recorder(clock: clock)
        store.send(.schedule("first", seconds: 2))
        store.send(.schedule("second", seconds: 2))
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(1))
        // Scheduled a second later, due at the same instant as the two before it.
        store.send(.schedule("third", seconds: 1))
        store.send(.schedule("early", seconds: 0))
        await Self.waitForDeliveries(1, in: store)
        #expect(store.state == ["early"])
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(1))
        await Self.waitForDeliveries(4, in: store)
        #expect(store.state == ["early", "first", "second", "third"])
        #expect(store.runningEffectCount == 0)
    }

    /// One wake delivers the sends due when the clock task woke; a send those deliveries make for "now" waits for
    /// the next wake (`DelayedSendHost`), so a machine that re-sends itself with no delay cannot hold the main actor:
    /// an event sent meanwhile is processed between two wakes.
    @Test func aSendThatReSendsItselfWithNoDelayLetsAnEventInBetweenWakes() async {
        struct Pinger: Sendable {
            var pings = 0
            var stopped = false
        }
        enum Ping: Sendable { case ping, stop }
        let machine = Machine<Pinger, Ping>.stepping(initial: Pinger()) { pinger, event in
            var next = pinger
            switch event {
            case .ping:
                guard !pinger.stopped else { return nil }
                next.pings += 1
                return Step(next, effect: .send(.ping, after: .zero), kind: .internal)
            case .stop:
                next.stopped = true
                return Step(next, kind: .internal)
            }
        }
        let store = Store(machine: machine, options: StoreOptions(clock: TestClock()))
        store.send(.ping)
        for await commit in store.commits where commit.state.pings >= 3 { break }
        store.send(.stop)
        let pings = store.state.pings
        // The ping made before `stop` is still delivered, and ignored; then nothing is pending.
        await store.waitForEffects()
        #expect(store.state.pings == pings)
        #expect(store.effectTaskCount == 0)
    }

    @Test func aSendDueBeforeThePendingOneWakesTheStoreOnTime() async {
        let clock = TestClock()
        let store = Self.recorder(clock: clock)
        store.send(.schedule("late", seconds: 10))
        #expect(await clock.waitForSleepers(atLeast: 1))
        store.send(.schedule("soon", seconds: 1))
        // One clock task still: the one sleeping until 10 s gave way to one sleeping until 1 s.
        #expect(store.effectTaskCount == 1)
        #expect(await clock.waitForSleepers(atLeast: 1))
        #expect(clock.sleeperCount == 1)
        #expect(clock.nextDeadline == TestClock.Instant(offset: .seconds(1)))
        await clock.advance(by: .seconds(1))
        await Self.waitForDeliveries(1, in: store)
        #expect(store.state == ["soon"])
        #expect(store.runningEffectCount == 1)
        store.cancelAllEffects()
    }

    @Test func cancellingTheOnlySendLeavesNoClockTask() async {
        let clock = TestClock()
        let store = Self.recorder(clock: clock)
        var activity: [EffectActivity] = []
        let token = store.observeEffects { activity.append($0) }
        store.send(.schedule("only", seconds: 5))
        #expect(await clock.waitForSleepers(atLeast: 1))
        store.send(.cancel("only"))
        #expect(store.runningEffectCount == 0)
        #expect(store.effectTaskCount == 0)
        // The clock task's sleep was cancelled (a cancelled sleep leaves the test clock at once).
        #expect(clock.sleeperCount == 0)
        await store.waitForEffects()
        #expect(
            activity == [EffectActivity(change: .started, id: "only"), EffectActivity(change: .cancelled, id: "only")])
        withExtendedLifetime(token) {}
    }

    /// A delayed send is a running effect to observers and waiters: started when scheduled, finished once its event
    /// was processed, and `waitForEffects()` waits for it.
    @Test func effectObserversSeeADelayedSendStartAndFinishAfterItsEvent() async {
        let clock = TestClock()
        let store = Self.recorder(clock: clock)
        var seen: [String] = []
        let token = store.observeEffects { activity in
            seen.append("\(activity.change.rawValue) \(activity.id?.rawValue ?? "-") \(store.state)")
        }
        store.send(.schedule("ping", seconds: 2))
        #expect(store.runningEffectCount == 1)
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(2))
        await store.waitForEffects()
        #expect(seen == ["started ping []", "finished ping [\"ping\"]"])
        withExtendedLifetime(token) {}
    }

    @Test func aReleasedStoresClockTaskEnds() async {
        let clock = TestClock()
        var store: Store<[String], Tick>? = Self.recorder(clock: clock)
        store?.send(.schedule("never", seconds: 3_600))
        #expect(await clock.waitForSleepers(atLeast: 1))
        store = nil
        #expect(clock.sleeperCount == 0)
        await clock.advance(by: .seconds(3_600))
        #expect(clock.sleeperCount == 0)
    }

    @Test func anActorStoresClockTaskEndsWithIt() async {
        let clock = TestClock()
        let machine = Machine<Int, Int>.stepping(initial: 0) { count, event in
            Step(count + event, effect: .send(1, after: .seconds(3_600)), kind: .internal)
        }
        var store: ActorStore<Int, Int>? = ActorStore(
            machine: machine, options: StoreOptions(clock: clock), runningOn: nil)
        await store?.send(1)
        #expect(await clock.waitForSleepers(atLeast: 1))
        #expect(await store?.effectTaskCount == 1)
        store = nil
        #expect(clock.sleeperCount == 0)
    }
}
