import Switchyard
import SwitchyardTesting
import Testing

/// `TestClock` is `@unchecked Sendable` on the claim that all of its state is touched only under its lock. These
/// tests touch it from many threads at once — sleeping, cancelling, reading and advancing together — so the thread
/// sanitizer run of `.ci/run` (which builds this target under `-sanitize=thread`) reports any access that escapes the
/// lock. In the ordinary `swift test` run they check the outcome.
@Suite(.timeLimit(.minutes(5)))
struct TestClockThreadSafetyTests {
    @Test func sleepersOnManyThreadsWakeOrAreCancelledWhileTimeAdvances() async throws {
        let clock = TestClock()
        let count = 64
        let sleepers = (0..<count).map { index in
            Task.detached {
                do {
                    try await clock.sleep(for: .milliseconds(1 + index % 8))
                    return true
                } catch {
                    return false
                }
            }
        }
        #expect(await clock.waitForSleepers(atLeast: count))
        // Readers, cancellations and the advance race with each other.
        let readers = (0..<4).map { _ in
            Task.detached {
                var seen = 0
                for _ in 0..<500 { seen &+= clock.sleeperCount &+ (clock.nextDeadline == nil ? 0 : 1) }
                _ = clock.now
                return seen
            }
        }
        for (index, sleeper) in sleepers.enumerated() where index % 2 == 1 { sleeper.cancel() }
        await clock.advance(by: .milliseconds(8))
        for reader in readers { _ = await reader.value }
        var woken = 0
        for (index, sleeper) in sleepers.enumerated() {
            let didWake = await sleeper.value
            if index % 2 == 0 { #expect(didWake) }
            if didWake { woken += 1 }
        }
        // A cancelled sleeper may have woken first (its deadline passed before the cancellation arrived).
        #expect(woken >= count / 2)
        #expect(clock.sleeperCount == 0)
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(8)))
    }

    @Test func advancingFromSeveralTasksAtOnceKeepsTimeMonotonic() async {
        let clock = TestClock()
        await withTaskGroup(of: Void.self) { group in
            for step in 1...8 {
                group.addTask { await clock.advance(to: TestClock.Instant(offset: .milliseconds(step * 10))) }
            }
        }
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(80)))
    }

    @Test func sleeperObserversAreCalledFromTheSleepingThreads() async throws {
        let clock = TestClock()
        let waiter = Task { await clock.waitForSleepers(atLeast: 16) }
        let sleepers = (0..<16).map { _ in Task.detached { try await clock.sleep(for: .seconds(1)) } }
        #expect(await waiter.value)
        await clock.advance(by: .seconds(1))
        for sleeper in sleepers { try await sleeper.value }
    }
}
