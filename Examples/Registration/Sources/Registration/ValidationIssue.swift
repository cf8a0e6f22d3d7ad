/// One reason why credentials cannot be submitted, with a message a user can act on.
public enum ValidationIssue: Hashable, Sendable, Codable {
    /// The email field is empty.
    case emailEmpty
    /// The email is not of the form `name@domain.tld`.
    case emailMalformed
    /// The password has fewer than ``CredentialsValidator/minimumPasswordLength`` characters.
    case passwordTooShort(minimum: Int)
    /// The password lacks a letter or a digit.
    case passwordTooSimple

    /// A sentence that says what is wrong and how to fix it.
    public var message: String {
        switch self {
        case .emailEmpty:
            return "Enter an email address."
        case .emailMalformed:
            return "The email address needs a name, an @ and a domain, like name@example.com."
        case .passwordTooShort(let minimum):
            return "The password must be at least \(minimum) characters long."
        case .passwordTooSimple:
            return "The password must contain at least one letter and one digit."
        }
    }
}
