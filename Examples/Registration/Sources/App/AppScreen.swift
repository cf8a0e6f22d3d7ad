/// The screen on top, derived from the app's ``AppStage`` and the authentication flow's stack: what a console or a
/// view shows, and what tests compare.
public enum AppScreen: Hashable, Sendable {
    /// A Start button; advances by itself after ``AppEnvironment/welcomeDelay``.
    case welcome
    /// Choose to register or to log in.
    case authentication
    /// The email and password form.
    case register
    /// The account was created; Start goes to the main screen.
    case registerSuccess(Account)
    /// The app itself, for a signed-in account.
    case main(Account)

    /// A short name for transcripts and logs.
    public var name: String {
        switch self {
        case .welcome: return "welcome"
        case .authentication: return "authentication"
        case .register: return "register"
        case .registerSuccess: return "registerSuccess"
        case .main: return "main"
        }
    }
}
