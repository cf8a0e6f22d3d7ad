import RegistrationExample
import Switchyard
import SwitchyardTesting
import Testing

@MainActor
@Suite("Welcome screen: advances by itself after the delay, on the injected clock", .timeLimit(.minutes(5)))
struct WelcomeTimerTests {
    @Test("nothing happens before the delay; the screen advances when it elapses")
    func autoAdvance() async {
        let clock = TestClock()
        let store = Fixture.store(clock: clock, welcomeDelay: .seconds(3))
        let recorder = EventRecorder(store)
        store.start()
        await clock.waitForSleepers(atLeast: 1)
        await clock.advance(by: .milliseconds(2_999))
        #expect(store.state.screen == .welcome)
        #expect(clock.sleeperCount == 1)
        await clock.advance(by: .milliseconds(1))
        await store.waitForEffects()
        #expect(store.state.screen == .authentication)
        #expect(recorder.accepted == [.welcomeTimedOut])
    }

    @Test("pressing Start cancels the timer: leaving the screen ends its state function")
    func startCancelsTimer() async {
        let clock = TestClock()
        let store = Fixture.store(clock: clock, welcomeDelay: .seconds(3))
        store.start()
        await clock.waitForSleepers(atLeast: 1)
        #expect(clock.sleeperCount == 1)
        #expect(store.runningEffectCount == 1)
        store.send(.start)
        #expect(store.runningEffectCount == 0)
        await clock.advance(by: .seconds(10))
        await store.waitForEffects()
        #expect(store.state.screen == .authentication)
        #expect(clock.sleeperCount == 0)
    }

    @Test("no delay configured: the welcome screen waits for Start")
    func noDelay() {
        let store = Fixture.store(welcomeDelay: nil)
        #expect(store.runningEffectCount == 0)
        #expect(AppFlow.entryEffect(for: AppState(screen: .welcome), welcomeDelay: nil).isNone)
        #expect(
            AppFlow.entryEffect(for: AppState(screen: .welcome), welcomeDelay: .seconds(1)).actions
                == [.run(id: AppFlow.welcomeTimerID, cancelsOnExit: false)])
    }
}
