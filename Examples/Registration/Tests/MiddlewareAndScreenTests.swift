import RegistrationExample
import Switchyard
import Testing

@MainActor
@Suite("Middleware and per-screen subscriptions", .timeLimit(.minutes(5)))
struct MiddlewareAndScreenTests {
    @Test("the logging middleware writes one line per event and never the password")
    func logging() async {
        var lines: [String] = []
        let store = Fixture.store(middleware: [AppMiddleware.logging { lines.append($0) }])
        store.send(.start)
        store.send(.chooseRegister)
        store.send(.registration(.submit(Credentials(email: "ada@example.com", password: "hunter2hunter2"))))
        await store.waitForEffects()
        store.send(.start)
        #expect(
            lines == [
                "[log] start: welcome → authentication",
                "[log] chooseRegister: authentication → register",
                "[log] registration.submit(ada@example.com): register → register",
                "[log] registration.succeeded(ada@example.com): register → registerSuccess",
                "[log] start: ignored or unchanged",
            ])
        #expect(!lines.joined().contains("hunter2"))
    }

    @Test("the register screen renders only registration changes, and only while visible")
    func selectiveSubscription() async {
        let service = InMemoryRegistrationService()
        await service.failNextRequests(with: [.server(status: 500)])
        let store = Fixture.store(
            service: service, middleware: [AppMiddleware.errorHandling()], screen: .register)
        let screen = RegisterScreenModel(store: store)
        var rendered: [RegisterScreenContent] = []
        screen.onRender = { rendered.append($0) }
        screen.appear()
        #expect(screen.renderCount == 1)
        screen.submit(email: "ada@example.com", password: "lovelace1815")
        await store.waitForEffects()
        // submitting, failed; the alert raised by the middleware does not re-render the form.
        #expect(store.state.alert == .serverError(status: 500))
        #expect(rendered.map(\.isBusy) == [false, true, false])
        #expect(rendered[1].progress == "Registering ada@example.com…")
        #expect(rendered[2].errors == ["The server failed (HTTP 500). Try again."])
        store.send(.dismissAlert)
        #expect(screen.renderCount == 3)
        screen.disappear()
        screen.submit(email: "ada@example.com", password: "lovelace1815")
        await store.waitForEffects()
        #expect(store.state.screen == .registerSuccess(Fixture.account))
        #expect(screen.renderCount == 3)
        #expect(store.distinctSelectionCount == 0)
    }

    @Test("two screens watching registration share one selection")
    func sharedSelection() {
        let store = Fixture.store(screen: .register)
        let first = RegisterScreenModel(store: store)
        let second = RegisterScreenModel(store: store)
        first.appear()
        second.appear()
        #expect(store.distinctSelectionCount == 1)
        store.send(.registration(.submit(Credentials(email: "", password: ""))))
        #expect(first.content == second.content)
        #expect(first.content.errors.count == 3)
        first.cancel()
        #expect(store.state.screen == .authentication)
    }
}
