import Switchyard
import SwitchyardTesting
import Testing

@Suite(.timeLimit(.minutes(5)))
struct WaitTimeoutTests {
    @Test func waitingForSleepersThatNeverComeTimesOut() async {
        let clock = TestClock()
        let arrived = await clock.waitForSleepers(atLeast: 1, timeout: .milliseconds(200))
        #expect(!arrived)
    }

    @MainActor @Test func waitingOnTheMainActorForSleepersThatNeverComeTimesOut() async {
        let clock = TestClock()
        let arrived = await clock.waitForSleepers(atLeast: 1, timeout: .milliseconds(200))
        #expect(!arrived)
    }
}
