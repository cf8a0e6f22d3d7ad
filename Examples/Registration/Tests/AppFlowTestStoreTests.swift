import RegistrationExample
import Switchyard
import SwitchyardTesting
import Testing

/// The same flows as `AppFlowTests`, with the exhaustive `TestStore`: every state change, every event an effect
/// produces and every effect still running at the end must be stated, or the test fails.
@MainActor
@Suite("App flow under the exhaustive TestStore and TestClock", .timeLimit(.minutes(5)))
struct AppFlowTestStoreTests {
    static func testStore(
        service: any RegistrationService = InMemoryRegistrationService(),
        clock: TestClock = TestClock(),
        welcomeDelay: Duration? = nil,
        screen: AppScreen? = nil,
        middleware: [Middleware<AppState, AppEvent>] = []
    ) -> TestStore<AppState, AppEvent> {
        TestStore(
            machine: AppFlow.machine(
                environment: AppEnvironment(registrationService: service, welcomeDelay: welcomeDelay)),
            state: screen.map { AppState(screen: $0) },
            options: StoreOptions(ignoredEvents: .ignore, clock: clock),
            middleware: middleware)
    }

    @Test("happy path, every step stated; the authentication flow's result arrives as an event")
    func happyPath() async {
        let store = Self.testStore()
        await store.send(.start) { $0 = AppState(screen: .authentication) }
        await store.send(.chooseRegister) { $0 = AppState(screen: .register) }
        await store.send(.registration(.submit(Fixture.valid))) {
            $0 = AppState(screen: .register, registration: .submitting(email: "ada@example.com"))
        }
        await store.receive(.registration(.succeeded(Fixture.account))) {
            $0 = AppState(screen: .registerSuccess(Fixture.account))
        }
        await store.send(.startMain) {
            $0.stage = .authentication(
                AuthenticationState(
                    stack: RouteStack([.register, .registerSuccess(Fixture.account)]),
                    registration: .registered(Fixture.account), result: Fixture.account))
        }
        await store.receive(.authentication(.finished(Fixture.account))) {
            $0 = AppState(stage: .main(Fixture.account), session: Fixture.account)
        }
        await store.finish()
    }

    @Test("the welcome screen advances after exactly the configured delay on the test clock")
    func welcomeAdvances() async {
        let clock = TestClock()
        let store = Self.testStore(clock: clock, welcomeDelay: .seconds(3))
        await clock.waitForSleepers(atLeast: 1)
        await clock.advance(by: .milliseconds(2_999))
        #expect(store.pendingEvents.isEmpty)
        await clock.advance(by: .milliseconds(1))
        await store.receive(.welcomeTimedOut) { $0 = AppState(screen: .authentication) }
        await store.finish()
    }

    @Test("Start before the delay cancels the timer: nothing left running, nothing arrives later")
    func startCancelsTimer() async {
        let clock = TestClock()
        let store = Self.testStore(clock: clock, welcomeDelay: .seconds(3))
        await store.send(.start) { $0 = AppState(screen: .authentication) }
        await clock.advance(by: .seconds(10))
        await store.finish()
    }

    @Test("cancel during submit: the request is cancelled and no late event arrives (finish is exhaustive)")
    func cancelDuringSubmit() async {
        let service = GatedRegistrationService()
        let store = Self.testStore(service: service, screen: .register)
        await store.send(.registration(.submit(Fixture.valid))) {
            $0 = AppState(screen: .register, registration: .submitting(email: "ada@example.com"))
        }
        await service.waitForRequests(1)
        await store.send(.registration(.cancel)) { $0 = AppState(screen: .authentication) }
        service.release()
        await service.waitForAnswers(1)
        #expect(service.cancelledWhenAnswering == [true])
        await store.finish()
    }

    @Test("double submit: the second is ignored (no state change), one request, one answer")
    func doubleSubmit() async {
        let service = GatedRegistrationService()
        let store = Self.testStore(service: service, screen: .register)
        await store.send(.registration(.submit(Fixture.valid))) {
            $0 = AppState(screen: .register, registration: .submitting(email: "ada@example.com"))
        }
        await store.send(.registration(.submit(Fixture.valid)))
        service.release()
        await store.receive(.registration(.succeeded(Fixture.account))) {
            $0 = AppState(screen: .registerSuccess(Fixture.account))
        }
        await store.finish()
        #expect(service.received == [Fixture.valid])
    }

    @Test("a server error: the failure, then the middleware's global alert, both received")
    func serverError() async {
        let service = InMemoryRegistrationService()
        await service.failNextRequests(with: [.server(status: 500)])
        let store = Self.testStore(service: service, screen: .register, middleware: [AppMiddleware.errorHandling()])
        await store.send(.registration(.submit(Fixture.valid))) {
            $0 = AppState(screen: .register, registration: .submitting(email: "ada@example.com"))
        }
        await store.receive(.registration(.failed(.server(status: 500)))) {
            $0 = AppState(screen: .register, registration: .failed(.server(status: 500)))
        }
        await store.receive(.showAlert(.serverError(status: 500))) { $0.alert = .serverError(status: 500) }
        await store.send(.dismissAlert) { $0.alert = nil }
        await store.finish()
    }

    @Test("validation errors: no effect, nothing to receive")
    func validation() async {
        let store = Self.testStore(screen: .register)
        await store.send(.registration(.submit(Credentials(email: "ada@", password: "longenough")))) {
            $0 = AppState(screen: .register, registration: .failed(.invalid([.emailMalformed, .passwordTooSimple])))
        }
        await store.finish()
    }

    @Test("already authenticated: starts on main, welcome events ignored, no timer")
    func alreadyAuthenticated() async {
        let store = TestStore(
            machine: AppFlow.machine(
                environment: AppEnvironment(registrationService: InMemoryRegistrationService()),
                session: Fixture.account),
            options: StoreOptions(clock: TestClock()))
        #expect(store.state == AppState(stage: .main(Fixture.account), session: Fixture.account))
        await store.send(.start)
        await store.finish()
    }
}
