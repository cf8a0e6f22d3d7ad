/// What happens to a registration: the user submits or cancels, the request succeeds or fails.
public enum RegistrationEvent: Hashable, Sendable, Codable {
    /// The user pressed Register.
    case submit(Credentials)
    /// The user cancelled: a request in flight is abandoned.
    case cancel
    /// The request created the account.
    case succeeded(Account)
    /// The request failed.
    case failed(RegistrationFailure)
}
