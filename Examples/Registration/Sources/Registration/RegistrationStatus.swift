/// Where a registration is: the enum that replaces the `isLoading` / `isRegistered` / `error` flag soup.
///
/// Every case is a legal situation and no other combination can be written: a request in flight never carries an
/// error, a failure never carries an account.
public enum RegistrationStatus: Hashable, Sendable, Codable {
    /// Nothing submitted yet.
    case idle
    /// A request for this email is in flight.
    case submitting(email: String)
    /// The last attempt failed; the user may edit and submit again.
    case failed(RegistrationFailure)
    /// The account exists.
    case registered(Account)

    /// Whether a request is in flight.
    public var isSubmitting: Bool {
        if case .submitting = self { return true }
        return false
    }
}
