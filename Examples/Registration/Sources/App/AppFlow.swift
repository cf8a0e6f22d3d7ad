public import Switchyard

/// The app flow: welcome → authentication → register → register success → main, as one machine.
///
/// Screen changes are external steps, so the welcome timer (an entry effect) and a register request (scoped to the
/// register screen) are cancelled when their screen is left. Changes inside a screen — the registration status, the
/// alert — are internal steps.
///
/// ```plantuml
/// [*] --> main : [signed in]
/// [*] --> welcome : [signed out]
/// welcome --> authentication : start / welcomeTimedOut
/// authentication --> register : chooseRegister
/// register --> authentication : registration(cancel)
/// register --> registerSuccess : registration(succeeded)
/// registerSuccess --> main : startMain
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
        let service = environment.registrationService
        let delay = environment.welcomeDelay
        return Machine(
            initial: AppState.launch(session: session),
            transition: { state, event in transition(from: state, on: event, service: service) },
            onEnter: { state in entryEffect(for: state, welcomeDelay: delay) })
    }

    /// The decision for one event, without running anything.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    ///   - service: Where registrations are sent.
    /// - Returns: The step, or `nil` when `event` is ignored in `state`.
    public static func transition(
        from state: AppState,
        on event: AppEvent,
        service: any RegistrationService
    ) -> Step<AppState, AppEvent>? {
        var next = state
        switch (state.screen, event) {
        case (.welcome, .start), (.welcome, .welcomeTimedOut):
            next.screen = .authentication
            return Step(next)
        case (.authentication, .chooseRegister):
            next.screen = .register
            next.registration = .idle
            return Step(next)
        case (.register, .registration(.cancel)):
            // Closing the screen abandons a request in flight; its late answer can no longer arrive.
            let child = RegistrationMachine.transition(from: state.registration, on: .cancel, service: service)
            next.screen = .authentication
            next.registration = .idle
            return Step(next, effect: child?.effect.map(AppEvent.registration) ?? .none)
        case (.register, .registration(let registrationEvent)):
            guard
                let child = RegistrationMachine.transition(
                    from: state.registration, on: registrationEvent, service: service)
            else { return nil }
            next.registration = child.state
            let effect = child.effect.map(AppEvent.registration).cancellingOnExit()
            if case .registered(let account) = child.state {
                next.screen = .registerSuccess(account)
                return Step(next, effect: effect)
            }
            return Step(next, effect: effect, kind: .internal)
        case (.registerSuccess(let account), .startMain):
            next.screen = .main(account)
            next.session = account
            return Step(next)
        case (_, .showAlert(let alert)):
            next.alert = alert
            return Step(next, kind: .internal)
        case (_, .dismissAlert):
            guard state.alert != nil else { return nil }
            next.alert = nil
            return Step(next, kind: .internal)
        case (.welcome, _), (.authentication, _), (.register, _), (.registerSuccess, _), (.main, _):
            return nil
        }
    }

    /// The state function of each screen: the welcome screen's timer; nothing for the others.
    /// - Parameters:
    ///   - state: The state entered.
    ///   - welcomeDelay: The welcome delay, or `nil` for none.
    /// - Returns: The entry effect, cancelled by the store when the screen is left.
    public static func entryEffect(for state: AppState, welcomeDelay: Duration?) -> Effect<AppEvent> {
        switch state.screen {
        case .welcome:
            guard let welcomeDelay else { return .none }
            return .run(id: welcomeTimerID) { context in
                try await context.sleep(for: welcomeDelay)
                await context.send(.welcomeTimedOut)
            }
        case .authentication, .register, .registerSuccess, .main:
            return .none
        }
    }
}
