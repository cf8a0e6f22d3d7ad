import Switchyard
import SwitchyardTesting
import Testing

enum Door: Equatable, Sendable { case closed, open }
enum DoorEvent: Equatable, Sendable { case open, close }

let door = Machine<Door, DoorEvent>.table(
    initial: .closed,
    rules: [.from(.closed, on: .open, to: .open), .from(.open, on: .close, to: .closed)])

/// This target depends on `SwitchyardTesting` alone, as a user's test target does. Each test makes a `TestStore`
/// expectation fail on purpose inside `withKnownIssue`, which itself fails when no issue is recorded — so if a
/// failure were only printed (as it was on Linux without an extra product), these tests would fail.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FailuresReachTheTestTests {
    @Test func aWrongStateExpectationFailsTheTest() async {
        let store = TestStore(machine: door)
        await withKnownIssue {
            await store.send(.open) { $0 = .closed }
        }
        await store.finish()
    }

    @Test func anAcceptedEventExpectedToBeIgnoredFailsTheTest() async {
        let store = TestStore(machine: door)
        await withKnownIssue {
            await store.sendIgnored(.open)
        }
        await store.finish()
    }

    @Test func anIgnoredEventPassesSendIgnored() async {
        let store = TestStore(machine: door)
        await store.sendIgnored(.close)
        await store.finish()
    }

    @Test func aReceiveWithNothingRunningFailsAtOnce() async {
        let store = TestStore(machine: door)
        let clock = ContinuousClock()
        let started = clock.now
        await withKnownIssue {
            await store.receive(.close)
        }
        // Event-driven: no effect is running, so there is nothing to wait for.
        #expect(clock.now - started < .seconds(1))
        await store.finish()
    }
}

/// A plain `Store` (not a `TestStore`) with the failing policy, in a test: the failure is recorded in the test
/// instead of stopping the whole test process with an assertion.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PlainStoreFailuresTests {
    @Test func theFailPolicyFailsTheRunningTestWithoutStoppingTheProcess() {
        let store = Store(machine: door, options: StoreOptions(ignoredEvents: .fail))
        withKnownIssue {
            store.send(.close)
        }
        #expect(store.state == .closed)
    }
}
