/// Everything that can happen in the app: screen buttons, the welcome timer, the registration's events and alerts.
public enum AppEvent: Hashable, Sendable {
    /// Start on the welcome screen.
    case start
    /// The welcome screen's delay elapsed.
    case welcomeTimedOut
    /// "Register" on the authentication screen.
    case chooseRegister
    /// An event of the registration machine, while the register screen is shown. `cancel` also closes the screen.
    case registration(RegistrationEvent)
    /// Start on the register-success screen: go to the main screen signed in.
    case startMain
    /// Show a global alert (sent by the error-handling middleware).
    case showAlert(GlobalAlert)
    /// The user dismissed the global alert.
    case dismissAlert
}
