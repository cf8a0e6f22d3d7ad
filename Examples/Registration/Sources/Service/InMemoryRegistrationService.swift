/// A ``RegistrationService`` that keeps accounts in memory: for tests and previews.
///
/// Duplicate emails are refused like the real server does (compared case-insensitively). Failures can be scripted
/// with ``failNextRequests(with:)``.
public actor InMemoryRegistrationService: RegistrationService {
    /// The registered accounts, oldest first.
    public private(set) var accounts: [Account]
    /// How many requests were received, including refused ones.
    public private(set) var requestCount = 0
    private var scriptedFailures: [RegistrationServiceError] = []

    /// Creates a service.
    /// - Parameter accounts: Accounts that already exist.
    public init(accounts: [Account] = []) {
        self.accounts = accounts
    }

    /// Makes the next requests fail with `errors`, one per request, before normal behaviour resumes.
    /// - Parameter errors: The errors to throw, in order.
    public func failNextRequests(with errors: [RegistrationServiceError]) {
        scriptedFailures.append(contentsOf: errors)
    }

    /// Registers `credentials.email` unless a failure is scripted or the email is taken.
    /// - Parameter credentials: The email and password.
    /// - Returns: The new account.
    /// - Throws: A scripted error, or ``RegistrationServiceError/duplicateEmail``.
    public func register(_ credentials: Credentials) async throws -> Account {
        requestCount += 1
        if !scriptedFailures.isEmpty {
            throw scriptedFailures.removeFirst()
        }
        let email = credentials.email.trimmingSpaces()
        if accounts.contains(where: { $0.email.lowercased() == email.lowercased() }) {
            throw RegistrationServiceError.duplicateEmail
        }
        let account = Account(email: email)
        accounts.append(account)
        return account
    }
}
