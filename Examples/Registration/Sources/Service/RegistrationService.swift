/// Creates accounts: the boundary the register request crosses.
///
/// The app depends on this protocol only; ``URLSessionRegistrationService`` talks to an HTTP endpoint and
/// ``InMemoryRegistrationService`` keeps accounts in memory for tests.
public protocol RegistrationService: Sendable {
    /// Creates an account.
    /// - Parameter credentials: The email and password.
    /// - Returns: The new account.
    /// - Throws: ``RegistrationServiceError`` when the server refuses, or `CancellationError` when cancelled.
    func register(_ credentials: Credentials) async throws -> Account
}

/// Why a ``RegistrationService`` could not create an account.
public enum RegistrationServiceError: Error, Hashable, Sendable, Codable {
    /// An account with this email exists (HTTP 409).
    case duplicateEmail
    /// The server answered with another error status (4xx or 5xx).
    case server(status: Int)
    /// The server could not be reached or answered something unreadable.
    case unreachable(String)
}
