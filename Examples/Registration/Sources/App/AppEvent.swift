public import Switchyard

/// Everything that can happen in the app: the welcome screen, the authentication flow's events and result, alerts.
public enum AppEvent: Hashable, Sendable, Codable {
    /// Start on the welcome screen.
    case start
    /// The welcome screen's delay elapsed.
    case welcomeTimedOut
    /// An event for the authentication flow, or its result: `.finished(account)` once the user continues.
    case authentication(FlowEvent<AuthenticationEvent, Account>)
    /// Show a global alert (sent by the error-handling middleware).
    case showAlert(GlobalAlert)
    /// The user dismissed the global alert.
    case dismissAlert

    /// "Register" on the authentication screen.
    public static var chooseRegister: AppEvent { .authentication(.event(.chooseRegister)) }

    /// Start on the register-success screen.
    public static var startMain: AppEvent { .authentication(.event(.continueToApp)) }

    /// An event of the registration machine on the register screen.
    /// - Parameter event: The registration event.
    /// - Returns: The app event that carries it.
    public static func registration(_ event: RegistrationEvent) -> AppEvent {
        .authentication(.event(.registration(event)))
    }

    /// The registration event this app event carries, if any.
    public var registrationEvent: RegistrationEvent? {
        if case .authentication(.event(.registration(let event))) = self { return event }
        return nil
    }
}
