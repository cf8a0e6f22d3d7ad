import RegistrationExample
import Switchyard
import SwitchyardTesting
import Testing

/// The claims of the DocC article *Composing flows* about internal steps: an event that only changes data on the
/// current screen (the global alert) must not exit and re-enter the screen, or it would cancel the screen's
/// state-scoped effects.
@MainActor
@Suite("Internal steps: an alert does not cancel the screen's effects", .timeLimit(.minutes(5)))
struct InternalStepTests {
    @Test("an alert on the welcome screen neither cancels nor restarts the welcome timer")
    func alertKeepsTheWelcomeTimer() async throws {
        let clock = TestClock()
        let store = Fixture.store(clock: clock, welcomeDelay: .seconds(3))
        var exitsAndEntries: [StoreNotification<AppState, AppEvent>] = []
        let token = store.observe { notification in
            switch notification {
            case .willExit, .didEnter: exitsAndEntries.append(notification)
            case .transition, .ignored: break
            }
        }
        await clock.waitForSleepers(atLeast: 1)
        await clock.advance(by: .seconds(2))
        store.send(.showAlert(.offline("no network")))
        store.send(.dismissAlert)
        // Stop here if the alert left and re-entered the screen: the wait below would then be for a restarted timer.
        try #require(exitsAndEntries.isEmpty)
        #expect(store.state.screen == .welcome)
        #expect(store.runningEffectCount == 1)
        // An external step would have restarted the 3-second timer at 2 s; the original one fires at 3 s.
        await clock.advance(by: .seconds(1))
        await store.waitForEffects()
        #expect(store.state.screen == .authentication)
        token.cancel()
    }

    @Test("an alert while a registration request is in flight leaves the request running to its answer")
    func alertKeepsTheRequestInFlight() async {
        let service = GatedRegistrationService()
        let store = Fixture.store(service: service, screen: .register)
        store.send(.registration(.submit(Fixture.valid)))
        await service.waitForRequests(1)
        store.send(.showAlert(.serverError(status: 503)))
        #expect(store.runningEffectCount == 1)
        service.release()
        await service.waitForAnswers(1)
        await store.waitForEffects()
        #expect(service.cancelledWhenAnswering == [false])
        #expect(store.state.screen == .registerSuccess(Fixture.account))
    }
}
