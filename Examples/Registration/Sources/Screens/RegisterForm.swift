public import Switchyard

/// The register screen's form as state: what is typed and which field has the keyboard. The form trims spaces
/// from the email as it is typed, so a view's field shows what the state holds, not what was typed.
public struct RegisterForm: Hashable, Sendable {
    /// The email field.
    public var email = ""
    /// The password field.
    public var password = ""
    /// The field with the keyboard, if any.
    public var focus: RegisterField?

    /// An empty form.
    public init() {}

    /// The credentials the Register button submits.
    public var credentials: Credentials { Credentials(email: email, password: password) }
}

/// The register form's fields, for focus.
public enum RegisterField: Hashable, Sendable {
    /// The email field.
    case email
    /// The password field.
    case password
}

/// What a view writes into the register form.
public enum RegisterFormEvent: Hashable, Sendable {
    /// The email field changed.
    case emailChanged(String)
    /// The password field changed.
    case passwordChanged(String)
    /// The keyboard moved to another field, or went away.
    case focusChanged(RegisterField?)
}

/// The register form's machine: every edit is accepted; emails lose their spaces.
public enum RegisterFormMachine {
    /// The machine, starting empty.
    public static let machine = Machine<RegisterForm, RegisterFormEvent>.stepping(initial: RegisterForm()) {
        form, event in
        var next = form
        switch event {
        case .emailChanged(let email): next.email = email.filter { $0 != " " }
        case .passwordChanged(let password): next.password = password
        case .focusChanged(let field): next.focus = field
        }
        return next == form ? nil : Step(next, kind: .internal)
    }
}
