/// What the register screen submits: an email address and a password.
///
/// Its descriptions never show the password, so logging an event that carries credentials does not leak it.
public struct Credentials: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    /// The email address, as typed.
    public var email: String
    /// The password, as typed.
    public var password: String

    /// Creates credentials.
    /// - Parameters:
    ///   - email: The email address.
    ///   - password: The password.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }

    /// `Credentials(email: …, password: <redacted>)`.
    public var description: String { "Credentials(email: \(email), password: <redacted>)" }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// A mirror without the password, for `dump` and test diffs.
    public var customMirror: Mirror {
        Mirror(self, children: ["email": email, "password": "<redacted>"])
    }
}
