public import Switchyard

/// The app coordinator as a flow: welcome → authentication (a child flow) → main.
///
/// The authentication flow runs inside ``AppStage/authentication(_:)``; its events are forwarded with
/// ``Flow/step(from:on:state:event:)``, and when it finishes the app receives `.authentication(.finished(account))`
/// and shows the main screen — completion bubbling up as an ordinary transition. The authentication flow is a
/// compound state of the app: its screen changes never leave the app's `authentication` stage, and cancel only
/// the work tied to the child's screen they leave (a register request); the app's own screen changes are external
/// steps, so the welcome timer (an entry effect) is cancelled when the welcome screen is left.
///
/// ```plantuml
/// [*] --> main : [signed in]
/// [*] --> welcome : [signed out]
/// welcome --> authentication : start / welcomeTimedOut
/// authentication --> main : finished(account)
/// ```
public enum AppFlow {
    /// The identifier of the welcome screen's timer.
    public static let welcomeTimerID: EffectID = "welcome-timer"

    /// The app machine.
    /// - Parameters:
    ///   - environment: The registration service and the welcome delay.
    ///   - session: The account remembered from an earlier run; the flow then starts on the main screen.
    /// - Returns: The machine.
    public static func machine(environment: AppEnvironment, session: Account? = nil) -> Machine<AppState, AppEvent> {
        let authentication = AuthenticationFlow.flow(service: environment.registrationService)
        let delay = environment.welcomeDelay
        return Machine.stepping(
            initial: AppState.launch(session: session),
            onEnter: { state in entryEffect(for: state, welcomeDelay: delay) }
        ) { state, event in
            transition(from: state, on: event, authentication: authentication)
        }
        // The authentication stage is a compound state whose active child is the flow's state.
        .hosting(
            authentication, in: { state in if case .authentication(let child) = state.stage { child } else { nil } },
            event: AppEvent.authentication)
    }

    /// The app as a flow, with the authentication flow nested: its ``Flow/graph()`` lists every screen.
    /// - Parameter environment: The registration service and the welcome delay.
    /// - Returns: The flow; it never finishes.
    public static func flow(environment: AppEnvironment) -> Flow<AppState, AppEvent, Never> {
        let authentication = AuthenticationFlow.flow(service: environment.registrationService)
        return Flow(
            name: "app",
            machine: machine(environment: environment),
            events: [.start, .welcomeTimedOut, .authentication(.finished(Account(email: "user@example.com")))],
            node: { state in
                switch state.stage {
                case .welcome: return .screen("welcome")
                case .authentication: return .flow(authentication.graph())
                case .main: return .screen("main")
                }
            },
            label: { event in
                switch event {
                case .start: return "start"
                case .welcomeTimedOut: return "welcomeTimedOut"
                case .authentication(.finished): return "finished(account)"
                case .authentication(.event(let inner)): return AuthenticationFlow.label(for: inner)
                case .showAlert: return "showAlert"
                case .dismissAlert: return "dismissAlert"
                }
            })
    }

    /// The nodes of ``flow(environment:)``'s graph that a state shows: the screen, qualified by its flow
    /// (`authentication.register`), and the flow itself — what an inspector lights.
    /// - Parameter state: A state of the app.
    /// - Returns: Node identifiers, outermost first.
    public static func screenNodes(for state: AppState) -> [String] {
        switch state.stage {
        case .welcome: ["welcome"]
        case .authentication(let child):
            ["authentication", "authentication." + (child.result == nil ? child.screen.name : "finished")]
        case .main: ["main"]
        }
    }

    /// The decision for one event, without running anything.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    ///   - authentication: The authentication flow.
    /// - Returns: The step, or `nil` when `event` is ignored in `state`.
    public static func transition(
        from state: AppState,
        on event: AppEvent,
        authentication: Flow<AuthenticationState, AuthenticationEvent, Account>
    ) -> Step<AppState, AppEvent>? {
        var next = state
        switch (state.stage, event) {
        case (.welcome, .start), (.welcome, .welcomeTimedOut):
            next.stage = .authentication(authentication.initialState)
            return Step(next)
        case (.authentication(let child), .authentication(.event(let childEvent))):
            return authentication.step(
                from: child, on: childEvent,
                state: { childState in
                    var wrapped = state
                    wrapped.stage = .authentication(childState)
                    return wrapped
                },
                event: AppEvent.authentication)
        case (.authentication, .authentication(.finished(let account))):
            next.stage = .main(account)
            next.session = account
            return Step(next)
        case (_, .showAlert(let alert)):
            next.alert = alert
            return Step(next, kind: .internal)
        case (_, .dismissAlert):
            guard state.alert != nil else { return nil }
            next.alert = nil
            return Step(next, kind: .internal)
        case (.welcome, _), (.authentication, _), (.main, _):
            return nil
        }
    }

    /// The state function of each stage: the welcome screen's timer; nothing for the others.
    /// - Parameters:
    ///   - state: The state entered.
    ///   - welcomeDelay: The welcome delay, or `nil` for none.
    /// - Returns: The entry effect, cancelled by the store when the screen is left.
    public static func entryEffect(for state: AppState, welcomeDelay: Duration?) -> Effect<AppEvent> {
        switch state.stage {
        case .welcome:
            guard let welcomeDelay else { return .none }
            // A timer the store keeps as data: a snapshot saves it with the time it has left.
            return .send(.welcomeTimedOut, after: welcomeDelay, id: welcomeTimerID)
        case .authentication, .main:
            return .none
        }
    }
}
