import RegistrationExample
import Switchyard
import Testing

@MainActor
@Suite("The app's coordinators as flows: a typed result, a listable graph", .timeLimit(.minutes(5)))
struct FlowGraphTests {
    let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: nil)

    @Test("the whole flow tree lists as a graph: app screens, and the authentication flow nested with its screens")
    func graph() {
        let graph = AppFlow.flow(environment: environment).graph()
        #expect(
            graph.states.map(\.id) == [
                "welcome", "authentication", "authentication.authentication", "authentication.register",
                "authentication.registerSuccess", "authentication.finished", "main",
            ])
        #expect(graph.initialStateIDs() == ["welcome"])
        #expect(graph.state(named: "authentication")?.kind == .composite)
        #expect(graph.finalStates == ["authentication.finished"])
        let arrows = graph.transitions.compactMap { arrow -> String? in
            guard let from = arrow.from.stateID, let to = arrow.to.stateID else { return nil }
            return "\(from) -> \(to) : \(arrow.label ?? "")"
        }
        #expect(
            Set(arrows) == [
                "welcome -> authentication : start",
                "welcome -> authentication : welcomeTimedOut",
                "authentication -> main : finished(account)",
                "authentication.authentication -> authentication.register : chooseRegister",
                "authentication.register -> authentication.authentication : cancel",
                "authentication.register -> authentication.registerSuccess : succeeded",
                "authentication.registerSuccess -> authentication.finished : continueToApp",
            ])
    }

    @Test("the authentication flow finishes with the account, and the parent receives it as an event")
    func typedResult() async {
        let store = Fixture.store(screen: .registerSuccess(Fixture.account))
        let recorder = EventRecorder(store)
        store.send(.startMain)
        #expect(recorder.accepted == [.startMain, .authentication(.finished(Fixture.account))])
        #expect(store.state == AppState(stage: .main(Fixture.account), session: Fixture.account))
    }

    @Test("a child step that moves the stack is forwarded with the child's state wrapped in the parent's")
    func forwarding() throws {
        let authentication = AuthenticationFlow.flow(service: InMemoryRegistrationService())
        let step = try #require(
            AppFlow.transition(
                from: AppState(screen: .authentication), on: .chooseRegister, authentication: authentication))
        #expect(step.state == AppState(screen: .register))
        // A move inside the child never leaves the app's authentication stage; the work tied to the child's old
        // screen is cancelled.
        #expect(step.kind == .internal)
        #expect(step.effect.actions == [.cancelStateWork(depth: 1)])
        #expect(
            AppFlow.transition(
                from: AppState(screen: .authentication), on: .authentication(.finished(Fixture.account)),
                authentication: authentication)?.state
                == AppState(stage: .main(Fixture.account), session: Fixture.account))
    }

    @Test("the events that reach the register-success screen are found from the flow itself")
    func eventsToReach() throws {
        let authentication = AuthenticationFlow.flow(service: InMemoryRegistrationService())
        let sample = Account(email: "user@example.com")
        let target = AuthenticationState(
            stack: RouteStack([.register, .registerSuccess(sample)]), registration: .registered(sample))
        let events = try authentication.events(toReach: target)
        #expect(
            events == [
                .chooseRegister,
                .registration(.submit(Credentials(email: sample.email, password: "password1"))),
                .registration(.succeeded(sample)),
            ])
    }
}
