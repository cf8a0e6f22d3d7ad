import RegistrationExample
import Switchyard
import Testing

/// The code of the DocC article *Composing flows* (`Sources/Switchyard/Documentation.docc/ComposingFlows.md`), run
/// as written, so the article cannot drift from the API. The snippets copied from the example's sources are checked
/// there (`DocumentationSnippetTests`); the article's shortened type declarations are in ``ComposingFlowsArticle``.
@MainActor
@Suite("The Composing flows article's walk-through", .timeLimit(.minutes(5)))
struct ComposingFlowsArticleTests {
    // swift-format-ignore
    @Test("one store runs the parent and the child; the child's result reaches the parent")
    func runningItInTheAppStore() async {
        // The article's "Running it in the app store", as printed there (its comments aligned).
        let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)
        let credentials = Credentials(email: "ada@example.com", password: "lovelace1815")
        let store = Store(machine: AppFlow.machine(environment: environment))
        store.send(.start)                                                       // welcome → authentication
        store.send(.authentication(.event(.chooseRegister)))                     // the child pushes register
        store.send(.authentication(.event(.registration(.submit(credentials)))))  // the child's request runs …
        await store.waitForEffects()                                             // … and register success is pushed
        store.send(.authentication(.event(.continueToApp)))                      // the child finishes …
        let stage = store.state.stage                                            // … and the parent shows .main(account)
        #expect(stage == .main(Account(email: "ada@example.com")))
        #expect(store.state.session == Account(email: "ada@example.com"))
    }

    @Test("the article's types have the example's cases and stored properties")
    func theArticlesTypesAreTheExamples() {
        typealias Article = ComposingFlowsArticle
        let account = Account(email: "ada@example.com")
        let child = Article.AuthenticationState(
            stack: RouteStack([.register, .registerSuccess(account)]), registration: .registered(account),
            result: account)
        let app = Article.AppState(stage: .authentication(child), session: nil, alert: .serverError(status: 500))
        let exampleChild = AuthenticationState(
            stack: RouteStack([.register, .registerSuccess(account)]), registration: .registered(account),
            result: account)
        #expect(Article.example(child) == exampleChild)
        #expect(
            Article.example(app) == AppState(stage: .authentication(exampleChild), alert: .serverError(status: 500)))
        #expect(Article.article(Article.example(app).stage) == app.stage)
        #expect(
            Self.storedProperties(of: app) == Self.storedProperties(of: AppState(stage: .welcome))
                && Self.storedProperties(of: child) == Self.storedProperties(of: AuthenticationState()))
        let events: [AppEvent] = [
            .start, .welcomeTimedOut, .chooseRegister, .registration(.cancel), .startMain,
            .authentication(.finished(account)), .showAlert(.offline("no route")), .dismissAlert,
        ]
        #expect(events.map { Article.example(Article.article($0)) } == events)
    }

    static func storedProperties(of value: Any) -> [String] {
        Mirror(reflecting: value).children.compactMap(\.label)
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

/// The article's declarations of the child's and the parent's state and events, as printed there (without the
/// example's doc comments and initializers), in a namespace of their own. The conversions to and from the
/// example's types switch over every case, so a case the article and the example do not share does not compile.
// swift-format-ignore: AllPublicDeclarationsHaveDocumentation
enum ComposingFlowsArticle {
    public struct AuthenticationState: Hashable, Sendable, Codable {
        public var stack: RouteStack<AuthenticationRoute>
        public var registration: RegistrationStatus
        public var result: Account?
    }

    public enum AuthenticationEvent: Hashable, Sendable, Codable {
        case chooseRegister
        case registration(RegistrationEvent)
        case continueToApp
    }

    public enum AppStage: Hashable, Sendable, Codable {
        case welcome
        case authentication(AuthenticationState)
        case main(Account)
    }

    public struct AppState: Hashable, Sendable, Codable {
        public var stage: AppStage
        public var session: Account?
        public var alert: GlobalAlert?
    }

    public enum AppEvent: Hashable, Sendable, Codable {
        case start
        case welcomeTimedOut
        case authentication(FlowEvent<AuthenticationEvent, Account>)
        case showAlert(GlobalAlert)
        case dismissAlert
    }

    static func example(_ state: AuthenticationState) -> RegistrationExample.AuthenticationState {
        RegistrationExample.AuthenticationState(
            stack: state.stack, registration: state.registration, result: state.result)
    }

    static func example(_ state: AppState) -> RegistrationExample.AppState {
        let stage: RegistrationExample.AppStage
        switch state.stage {
        case .welcome: stage = .welcome
        case .authentication(let child): stage = .authentication(example(child))
        case .main(let account): stage = .main(account)
        }
        return RegistrationExample.AppState(stage: stage, session: state.session, alert: state.alert)
    }

    static func example(_ event: AuthenticationEvent) -> RegistrationExample.AuthenticationEvent {
        switch event {
        case .chooseRegister: .chooseRegister
        case .registration(let event): .registration(event)
        case .continueToApp: .continueToApp
        }
    }

    static func article(_ event: RegistrationExample.AuthenticationEvent) -> AuthenticationEvent {
        switch event {
        case .chooseRegister: .chooseRegister
        case .registration(let event): .registration(event)
        case .continueToApp: .continueToApp
        }
    }

    static func example(_ event: AppEvent) -> RegistrationExample.AppEvent {
        switch event {
        case .start: .start
        case .welcomeTimedOut: .welcomeTimedOut
        case .authentication(.event(let event)): .authentication(.event(example(event)))
        case .authentication(.finished(let account)): .authentication(.finished(account))
        case .showAlert(let alert): .showAlert(alert)
        case .dismissAlert: .dismissAlert
        }
    }

    static func article(_ event: RegistrationExample.AppEvent) -> AppEvent {
        switch event {
        case .start: .start
        case .welcomeTimedOut: .welcomeTimedOut
        case .authentication(.event(let event)): .authentication(.event(article(event)))
        case .authentication(.finished(let account)): .authentication(.finished(account))
        case .showAlert(let alert): .showAlert(alert)
        case .dismissAlert: .dismissAlert
        }
    }

    static func article(_ stage: RegistrationExample.AppStage) -> AppStage {
        switch stage {
        case .welcome: .welcome
        case .authentication(let child):
            .authentication(
                AuthenticationState(stack: child.stack, registration: child.registration, result: child.result))
        case .main(let account): .main(account)
        }
    }
}
