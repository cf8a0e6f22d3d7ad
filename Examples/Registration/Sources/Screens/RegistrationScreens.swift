public import Switchyard

/// Everything the registration app's screens bind to, made from the app store and the register form's store: a
/// SwiftUI view (or any other front end) forwards these binding models and buttons, and tests drive them on Linux.
///
/// The authentication flow's stack is the `NavigationStack`'s path: swiping back from the register screen is the
/// flow's `cancel` (which abandons a request in flight); swiping back from the success screen is refused, because
/// the account exists, and the view is put back on the success screen.
@MainActor
public final class RegistrationScreens {
    /// The app store.
    public let store: Store<AppState, AppEvent>
    /// The register form's store.
    public let form: Store<RegisterForm, RegisterFormEvent>

    /// Creates the screens' bindings over an app store, with an empty form.
    /// - Parameter store: The app store.
    public init(store: Store<AppState, AppEvent>) {
        self.store = store
        self.form = Store(machine: RegisterFormMachine.machine)
    }

    /// The authentication flow's pushed screens, for `NavigationStack(path:)`.
    public var path: PathBinding<AuthenticationRoute> {
        store.pathBinding(\.authenticationRoutes) { step in
            switch step {
            case .pop(count: 1, newTop: nil): .registration(.cancel)
            case .push(.register): .chooseRegister
            case .pop, .push, .replace: nil
            }
        }
    }

    /// The email field.
    public var email: FieldBinding<String> { form.binding(\.email, send: RegisterFormEvent.emailChanged) }

    /// The password field.
    public var password: FieldBinding<String> { form.binding(\.password, send: RegisterFormEvent.passwordChanged) }

    /// The field with the keyboard.
    public var focus: FieldBinding<RegisterField?> { form.binding(\.focus, send: RegisterFormEvent.focusChanged) }

    /// The global alert; the system's dismissal sends `dismissAlert`.
    public var alert: AlertBinding<AppEvent> { store.alertBinding(\.alertContent, dismiss: .dismissAlert) }

    /// The Start button on the welcome screen.
    public func start() { store.send(.start) }

    /// The Register button on the authentication screen.
    public func chooseRegister() { store.send(.chooseRegister) }

    /// The Register button on the register form: submits what the form holds.
    public func submit() { store.send(.registration(.submit(form.state.credentials))) }

    /// The Start button on the success screen.
    public func continueToApp() { store.send(.startMain) }

    /// Opens a deep link's path (`/register`, `/authentication`) by sending the events a user would: each screen
    /// is reached through the flow, so a link can never show a screen the flow does not allow.
    /// - Parameter components: The link's path components, e.g. `["register"]`.
    /// - Returns: Whether the screen the link names is on top.
    @discardableResult
    public func open(_ components: [String]) -> Bool {
        guard let target = components.last(where: { $0 != "/" }) else { return false }
        if store.state.screen == .welcome, target == "authentication" || target == "register" { start() }
        if target == "register", store.state.screen == .authentication { chooseRegister() }
        return store.state.screen.name == target
    }
}

extension AppState {
    /// The authentication flow's pushed screens; empty outside that stage.
    public var authenticationRoutes: [AuthenticationRoute] {
        if case .authentication(let authentication) = stage { return authentication.stack.routes }
        return []
    }

    /// The global alert's content, with its single OK button.
    public var alertContent: AlertState<AppEvent>? {
        alert.map { AlertState(title: $0.title, message: $0.message, buttons: [.cancel("OK")]) }
    }
}
