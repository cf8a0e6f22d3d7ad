/// Answers whether the user is logged in; the dependency of the `checkingLogin` state function.
///
/// Inject a real session in an app and ``InMemorySession`` in tests and demos.
public protocol SessionChecking: Sendable {
    /// Whether a user is logged in. May suspend (reading a keychain, asking a server).
    /// - Returns: `true` when logged in.
    func isLoggedIn() async -> Bool
}
