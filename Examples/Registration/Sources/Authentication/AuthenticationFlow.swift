public import Switchyard

/// The authentication coordinator as a flow: authentication → register → register success, a navigation stack
/// that finishes with the registered ``Account``. Its parent (``AppFlow``) receives that account as the event
/// `.authentication(.finished(account))` — the original's completion closures, as one typed, testable transition.
///
/// ```plantuml
/// [*] --> authentication
/// authentication --> register : chooseRegister
/// register --> authentication : registration(cancel)
/// register --> registerSuccess : registration(succeeded)
/// registerSuccess --> [*] : continueToApp / finished(account)
/// ```
public enum AuthenticationFlow {
    /// The flow.
    /// - Parameter service: Where registrations are sent.
    /// - Returns: The flow, whose graph lists its screens.
    public static func flow(service: any RegistrationService) -> Flow<AuthenticationState, AuthenticationEvent, Account>
    {
        let sample = Account(email: "user@example.com")
        return Flow(
            name: "authentication",
            machine: Machine.stepping(initial: AuthenticationState()) { state, event in
                transition(from: state, on: event, service: service)
            },
            events: [
                .chooseRegister,
                .registration(.submit(Credentials(email: sample.email, password: "password1"))),
                .registration(.succeeded(sample)),
                .registration(.failed(.server(status: 500))),
                .registration(.cancel),
                .continueToApp,
            ],
            node: { state in .screen(state.result == nil ? state.screen.name : "finished") },
            result: { state in state.result },
            label: label(for:))
    }

    /// The decision for one event, without running anything.
    /// - Parameters:
    ///   - state: The flow's state.
    ///   - event: The event.
    ///   - service: Where registrations are sent.
    /// - Returns: The step, or `nil` when the event is ignored.
    public static func transition(
        from state: AuthenticationState,
        on event: AuthenticationEvent,
        service: any RegistrationService
    ) -> Step<AuthenticationState, AuthenticationEvent>? {
        guard state.result == nil else { return nil }
        var next = state
        switch (state.stack.routes.last, event) {
        case (nil, .chooseRegister):
            next.stack.push(.register)
            next.registration = .idle
            return Step(next)
        case (.register?, .registration(.cancel)):
            // Closing the screen abandons a request in flight; its late answer can no longer arrive.
            let child = RegistrationMachine.transition(from: state.registration, on: .cancel, service: service)
            next.stack.popToRoot()
            next.registration = .idle
            return Step(next, effect: child?.effect.map(AuthenticationEvent.registration) ?? .none)
        case (.register?, .registration(let registrationEvent)):
            guard
                let child = RegistrationMachine.transition(
                    from: state.registration, on: registrationEvent, service: service)
            else { return nil }
            next.registration = child.state
            let effect = child.effect.map(AuthenticationEvent.registration).cancellingOnExit()
            if case .registered(let account) = child.state {
                next.stack.push(.registerSuccess(account))
                return Step(next, effect: effect)
            }
            return Step(next, effect: effect, kind: .internal)
        case (.registerSuccess(let account)?, .continueToApp):
            next.result = account
            return Step(next)
        case (nil, _), (.register?, _), (.registerSuccess?, _):
            return nil
        }
    }

    static func label(for event: AuthenticationEvent) -> String {
        switch event {
        case .chooseRegister: return "chooseRegister"
        case .continueToApp: return "continueToApp"
        case .registration(.submit): return "submit"
        case .registration(.cancel): return "cancel"
        case .registration(.succeeded): return "succeeded"
        case .registration(.failed): return "failed"
        }
    }
}
