import Switchyard

/// Where the app is: the welcome screen, the authentication flow (a child flow with its own state), or the app.
public enum AppStage: Hashable, Sendable, Codable {
    /// The welcome screen.
    case welcome
    /// The authentication flow, with its state.
    case authentication(AuthenticationState)
    /// The main screen, signed in.
    case main(Account)
}

/// The whole app's state: the stage, the session and the global alert.
///
/// Screens subscribe to the part they render (`store.subscribe(to: \.registration, initial: …)`), so the register
/// screen is not called when only the alert changes.
public struct AppState: Hashable, Sendable, Codable {
    /// Where the app is.
    public var stage: AppStage
    /// The signed-in account, if any.
    public var session: Account?
    /// The global alert, if one is shown.
    public var alert: GlobalAlert?

    /// Creates a state.
    /// - Parameters:
    ///   - stage: Where the app is.
    ///   - session: The signed-in account.
    ///   - alert: The global alert.
    public init(stage: AppStage, session: Account? = nil, alert: GlobalAlert? = nil) {
        self.stage = stage
        self.session = session
        self.alert = alert
    }

    /// A state showing `screen`, with the navigation that leads there (previews, tests, state restoration).
    /// - Parameters:
    ///   - screen: The screen on top.
    ///   - registration: The registration status, for the register screen.
    ///   - session: The signed-in account.
    ///   - alert: The global alert.
    public init(
        screen: AppScreen, registration: RegistrationStatus = .idle, session: Account? = nil,
        alert: GlobalAlert? = nil
    ) {
        let stage: AppStage
        switch screen {
        case .welcome:
            stage = .welcome
        case .authentication:
            stage = .authentication(AuthenticationState())
        case .register:
            stage = .authentication(AuthenticationState(stack: RouteStack([.register]), registration: registration))
        case .registerSuccess(let account):
            stage = .authentication(
                AuthenticationState(
                    stack: RouteStack([.register, .registerSuccess(account)]), registration: .registered(account)))
        case .main(let account):
            stage = .main(account)
        }
        self.init(stage: stage, session: session, alert: alert)
    }

    /// The screen on top.
    public var screen: AppScreen {
        switch stage {
        case .welcome: return .welcome
        case .authentication(let authentication): return authentication.screen
        case .main(let account): return .main(account)
        }
    }

    /// The registration on the register screen; ``RegistrationStatus/idle`` outside the authentication flow.
    public var registration: RegistrationStatus {
        if case .authentication(let authentication) = stage { return authentication.registration }
        return .idle
    }

    /// Where the app starts: the main screen for a signed-in account, the welcome screen otherwise.
    /// - Parameter session: The account remembered from an earlier run, if any.
    /// - Returns: The launch state.
    public static func launch(session: Account?) -> AppState {
        if let session {
            return AppState(stage: .main(session), session: session)
        }
        return AppState(stage: .welcome)
    }
}
