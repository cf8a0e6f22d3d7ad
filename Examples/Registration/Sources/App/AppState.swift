/// The whole app's state: the screen, the registration machine's status, the session and the global alert.
///
/// Screens subscribe to the part they render (`store.subscribe(to: \.registration, initial: …)`), so the register
/// screen is not called when only the alert changes.
public struct AppState: Hashable, Sendable {
    /// The screen on top.
    public var screen: AppScreen
    /// The registration, as an enum state machine.
    public var registration: RegistrationStatus
    /// The signed-in account, if any.
    public var session: Account?
    /// The global alert, if one is shown.
    public var alert: GlobalAlert?

    /// Creates a state.
    /// - Parameters:
    ///   - screen: The screen on top.
    ///   - registration: The registration status.
    ///   - session: The signed-in account.
    ///   - alert: The global alert.
    public init(
        screen: AppScreen,
        registration: RegistrationStatus = .idle,
        session: Account? = nil,
        alert: GlobalAlert? = nil
    ) {
        self.screen = screen
        self.registration = registration
        self.session = session
        self.alert = alert
    }

    /// Where the app starts: the main screen for a signed-in account, the welcome screen otherwise.
    /// - Parameter session: The account remembered from an earlier run, if any.
    /// - Returns: The launch state.
    public static func launch(session: Account?) -> AppState {
        if let session {
            return AppState(screen: .main(session), session: session)
        }
        return AppState(screen: .welcome)
    }
}
