import RegistrationExample
import Switchyard
import Testing

@MainActor
@Suite("App flow: welcome → authentication → register → success → main", .timeLimit(.minutes(5)))
struct AppFlowTests {
    @Test("happy path: every screen in order, the account signed in at the end")
    func happyPath() async {
        let service = InMemoryRegistrationService()
        let store = Fixture.store(service: service)
        #expect(store.state.screen == .welcome)
        store.send(.start)
        #expect(store.state.screen == .authentication)
        store.send(.chooseRegister)
        #expect(store.state.screen == .register)
        store.send(.registration(.submit(Fixture.valid)))
        #expect(store.state.registration == .submitting(email: "ada@example.com"))
        await store.waitForEffects()
        #expect(store.state.screen == .registerSuccess(Fixture.account))
        #expect(store.state.registration == .registered(Fixture.account))
        #expect(store.state.session == nil)
        store.send(.startMain)
        // The authentication flow finished with the account; its state (and the registration) is gone.
        #expect(store.state == AppState(stage: .main(Fixture.account), session: Fixture.account))
        #expect(store.state.registration == .idle)
        #expect(await service.accounts == [Fixture.account])
    }

    @Test("validation errors stay on the form and send no request")
    func validationErrors() async {
        let service = InMemoryRegistrationService()
        let store = Fixture.store(service: service, screen: .register)
        store.send(.registration(.submit(Credentials(email: "", password: "abc"))))
        #expect(
            store.state.registration
                == .failed(.invalid([.emailEmpty, .passwordTooShort(minimum: 8), .passwordTooSimple])))
        #expect(store.state.screen == .register)
        #expect(store.runningEffectCount == 0)
        #expect(await service.requestCount == 0)
        #expect(
            RegisterScreenContent(store.state.registration).errors == [
                "Enter an email address.",
                "The password must be at least 8 characters long.",
                "The password must contain at least one letter and one digit.",
            ])
    }

    @Test("a server error fails the registration, raises the global alert, and a retry succeeds")
    func serverErrorThenRetry() async {
        let service = InMemoryRegistrationService()
        await service.failNextRequests(with: [.server(status: 503)])
        let store = Fixture.store(service: service, middleware: [AppMiddleware.errorHandling()], screen: .register)
        store.send(.registration(.submit(Fixture.valid)))
        await store.waitForEffects()
        #expect(store.state.registration == .failed(.server(status: 503)))
        #expect(store.state.alert == .serverError(status: 503))
        #expect(store.state.screen == .register)
        store.send(.dismissAlert)
        #expect(store.state.alert == nil)
        store.send(.registration(.submit(Fixture.valid)))
        await store.waitForEffects()
        #expect(store.state.screen == .registerSuccess(Fixture.account))
        #expect(await service.requestCount == 2)
    }

    @Test("an unreachable server raises the offline alert")
    func unreachable() async {
        let service = InMemoryRegistrationService()
        await service.failNextRequests(with: [.unreachable("connection refused")])
        let store = Fixture.store(service: service, middleware: [AppMiddleware.errorHandling()], screen: .register)
        store.send(.registration(.submit(Fixture.valid)))
        await store.waitForEffects()
        #expect(store.state.registration == .failed(.unreachable("connection refused")))
        #expect(store.state.alert == .offline("connection refused"))
    }

    @Test("a duplicate email is the user's problem: shown on the form, no global alert")
    func duplicateEmail() async {
        let service = InMemoryRegistrationService(accounts: [Account(email: "ADA@example.com")])
        let store = Fixture.store(service: service, middleware: [AppMiddleware.errorHandling()], screen: .register)
        store.send(.registration(.submit(Fixture.valid)))
        await store.waitForEffects()
        #expect(store.state.registration == .failed(.duplicateEmail))
        #expect(store.state.alert == nil)
    }

    @Test("a second submit while the request runs is ignored: one request, one answer")
    func doubleSubmitIgnored() async {
        let service = GatedRegistrationService()
        let store = Fixture.store(service: service, screen: .register)
        let recorder = EventRecorder(store)
        store.send(.registration(.submit(Fixture.valid)))
        store.send(.registration(.submit(Credentials(email: "other@example.com", password: "password123"))))
        #expect(
            recorder.ignored == [
                .registration(.submit(Credentials(email: "other@example.com", password: "password123")))
            ])
        #expect(store.runningEffectCount == 1)
        service.release()
        await store.waitForEffects()
        #expect(service.received == [Fixture.valid])
        #expect(store.state.screen == .registerSuccess(Fixture.account))
    }

    @Test("cancel during submit: the request is cancelled and its late answer never arrives")
    func cancelDuringSubmit() async {
        let service = GatedRegistrationService()
        let store = Fixture.store(service: service, screen: .register)
        let recorder = EventRecorder(store)
        store.send(.registration(.submit(Fixture.valid)))
        await service.waitForRequests(1)
        store.send(.registration(.cancel))
        #expect(store.state.screen == .authentication)
        #expect(store.state.registration == .idle)
        #expect(store.runningEffectCount == 0)
        // The service answers anyway; the task that asked was cancelled, so the answer is dropped.
        service.release()
        await service.waitForAnswers(1)
        #expect(service.cancelledWhenAnswering == [true])
        for _ in 0..<100 { await Task.yield() }
        #expect(store.state == AppState(screen: .authentication))
        #expect(recorder.accepted == [.registration(.submit(Fixture.valid)), .registration(.cancel)])
        #expect(recorder.ignored.isEmpty)
    }

    @Test("cancel when no request runs just closes the register screen")
    func cancelIdle() {
        let store = Fixture.store(screen: .register)
        store.send(.registration(.submit(Credentials(email: "x", password: ""))))
        store.send(.registration(.cancel))
        #expect(store.state == AppState(screen: .authentication))
    }

    @Test("already authenticated: the flow starts on the main screen, with no welcome timer")
    func alreadyAuthenticated() {
        let store = Fixture.store(welcomeDelay: .seconds(3), session: Fixture.account)
        #expect(store.state == AppState(screen: .main(Fixture.account), session: Fixture.account))
        #expect(store.runningEffectCount == 0)
        let recorder = EventRecorder(store)
        store.send(.start)
        store.send(.chooseRegister)
        #expect(store.state.screen == .main(Fixture.account))
        #expect(recorder.ignored == [.start, .chooseRegister])
    }

    @Test("registration events outside the register screen are ignored")
    func registrationOutsideRegister() {
        let store = Fixture.store(screen: .authentication)
        let recorder = EventRecorder(store)
        store.send(.registration(.submit(Fixture.valid)))
        #expect(store.state == AppState(screen: .authentication))
        #expect(store.runningEffectCount == 0)
        #expect(recorder.ignored == [.registration(.submit(Fixture.valid))])
    }
}
