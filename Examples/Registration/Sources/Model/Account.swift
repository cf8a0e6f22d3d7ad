/// A registered user.
public struct Account: Hashable, Sendable, Codable {
    /// The email address the account was registered with.
    public var email: String

    /// Creates an account.
    /// - Parameter email: The email address.
    public init(email: String) {
        self.email = email
    }
}
