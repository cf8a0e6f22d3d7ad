import RegistrationExample
import Switchyard
import Testing

/// The code of the DocC article *Composing flows* (`Sources/Switchyard/Documentation.docc/ComposingFlows.md`), run
/// as written, so the article cannot drift from the API.
@MainActor
@Suite("The Composing flows article's walk-through", .timeLimit(.minutes(5)))
struct ComposingFlowsArticleTests {
    @Test("one store runs the parent and the child; the child's result reaches the parent")
    func runningItInTheAppStore() async {
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
        let credentials = Credentials(email: "ada@example.com", password: "lovelace1815")
        let store = Store(machine: AppFlow.machine(environment: environment))
        store.send(.start)
        store.send(.authentication(.event(.chooseRegister)))
        store.send(.authentication(.event(.registration(.submit(credentials)))))
        await store.waitForEffects()
        #expect(store.state.screen == .registerSuccess(Account(email: "ada@example.com")))
        store.send(.authentication(.event(.continueToApp)))
        #expect(store.state.stage == .main(Account(email: "ada@example.com")))
    }

    @Test("a flow without a result infers Never")
    func rootFlowWithoutResult() {
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
        let root = Flow(name: "app", machine: AppFlow.machine(environment: environment), node: { _ in .screen("app") })
        #expect(type(of: root) == Flow<AppState, AppEvent, Never>.self)
    }

    @Test("a move inside the child flow is a transition of the app, never an exit or an entry of its stage")
    func aChildsMoveIsNotAnExitOfTheParent() {
        let store = Fixture.store(screen: .authentication)
        var crossings: [StoreNotification<AppState, AppEvent>] = []
        var transitions = 0
        let token = store.observe { notification in
            switch notification {
            case .willExit, .didEnter: crossings.append(notification)
            case .transition: transitions += 1
            case .ignored: break
            }
        }
        store.send(.chooseRegister)
        store.send(.registration(.cancel))
        #expect(transitions == 2)
        #expect(crossings.isEmpty)
        // The app's own move out of the stage is an exit and an entry.
        store.send(.authentication(.finished(Fixture.account)))
        #expect(
            crossings == [
                .willExit(AppState(screen: .authentication)),
                .didEnter(AppState(stage: .main(Fixture.account), session: Fixture.account)),
            ])
        token.cancel()
    }
}
