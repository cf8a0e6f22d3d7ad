import SwitchyardTesting
import Testing

@MainActor
final class WakeLog {
    var entries: [String] = []
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TestClockTests {
    @Test func sleepersWakeInDeadlineOrderWhenTimeIsAdvanced() async {
        let clock = TestClock()
        let log = WakeLog()
        let late = Task { @MainActor in
            try await clock.sleep(for: .seconds(5))
            log.entries.append("late")
        }
        let early = Task { @MainActor in
            try await clock.sleep(for: .seconds(2))
            log.entries.append("early")
        }
        #expect(await clock.waitForSleepers(atLeast: 2))
        await clock.advance(by: .seconds(1))
        #expect(log.entries.isEmpty)
        #expect(clock.sleeperCount == 2)
        await clock.advance(by: .seconds(4))
        _ = try? await (late.value, early.value)
        #expect(log.entries == ["early", "late"])
        #expect(clock.now.offset == .seconds(5))
        #expect(clock.sleeperCount == 0)
    }

    @Test func runPassesEveryDeadlineAndCancellationWakesASleeper() async throws {
        let clock = TestClock()
        let first = Task { try await clock.sleep(for: .milliseconds(500)) }
        let second = Task { try await clock.sleep(for: .milliseconds(1_500)) }
        #expect(await clock.waitForSleepers(atLeast: 2))
        await clock.run()
        try await first.value
        try await second.value
        #expect(clock.now.offset == .milliseconds(1_500))
        #expect(!(await clock.waitForSleepers(atLeast: 1, timeout: .milliseconds(10))))

        let cancelled = Task { try await clock.sleep(for: .seconds(10)) }
        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(clock.sleeperCount == 0)
        let instant = TestClock.Instant(offset: .seconds(1))
        #expect(instant.advanced(by: .seconds(1)).duration(to: instant) == .seconds(-1))
        #expect(clock.minimumResolution == .zero)
    }

    /// A failing wait gives up after its timeout (by default a second, as a `TestStore`'s does), not before. How
    /// much later it returns depends on how busy the machine is (45 s was seen with the whole suite and two busy
    /// loops on two cores), so no upper bound is asserted in wall time; `waitForSleepers(atLeast:timeout:)` shows
    /// the default in its signature.
    @Test func aFailingWaitForSleepersGivesUpAfterItsTimeout() async {
        let clock = TestClock()
        var started = ContinuousClock.now
        #expect(!(await clock.waitForSleepers(atLeast: 1)))
        #expect(ContinuousClock.now - started >= .milliseconds(990))
        started = ContinuousClock.now
        #expect(!(await clock.waitForSleepers(atLeast: 1, timeout: .milliseconds(300))))
        #expect(ContinuousClock.now - started >= .milliseconds(290))
    }
}
