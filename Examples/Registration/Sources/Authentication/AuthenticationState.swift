public import Switchyard

/// The screens the authentication flow pushes on top of its own "register or log in" screen.
public enum AuthenticationRoute: Hashable, Sendable, Codable {
    /// The email and password form.
    case register
    /// The account was created.
    case registerSuccess(Account)
}

/// The authentication flow's state: its navigation stack, the registration on the register screen, and the result
/// once the user continues into the app.
public struct AuthenticationState: Hashable, Sendable, Codable {
    /// The pushed screens; empty on the "register or log in" screen.
    public var stack: RouteStack<AuthenticationRoute>
    /// The registration, as an enum state machine.
    public var registration: RegistrationStatus
    /// The account the flow finished with; `nil` while it runs.
    public var result: Account?

    /// Creates a state.
    /// - Parameters:
    ///   - stack: The pushed screens.
    ///   - registration: The registration status.
    ///   - result: The finished flow's account.
    public init(
        stack: RouteStack<AuthenticationRoute> = RouteStack(),
        registration: RegistrationStatus = .idle,
        result: Account? = nil
    ) {
        self.stack = stack
        self.registration = registration
        self.result = result
    }

    /// The screen on top.
    public var screen: AppScreen {
        switch stack.routes.last {
        case nil: return .authentication
        case .register: return .register
        case .registerSuccess(let account): return .registerSuccess(account)
        }
    }
}

/// What happens in the authentication flow.
public enum AuthenticationEvent: Hashable, Sendable, Codable {
    /// "Register" on the authentication screen.
    case chooseRegister
    /// An event of the registration machine on the register screen; `cancel` also closes the screen.
    case registration(RegistrationEvent)
    /// Start on the register-success screen: the flow finishes with the new account.
    case continueToApp
}
