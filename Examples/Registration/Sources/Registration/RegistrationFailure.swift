/// Why a registration attempt failed. Each case has a message for the register screen.
public enum RegistrationFailure: Hashable, Sendable, Codable {
    /// The credentials did not pass validation; nothing was sent.
    case invalid([ValidationIssue])
    /// The server already has an account with this email (HTTP 409).
    case duplicateEmail
    /// The server answered with an error status.
    case server(status: Int)
    /// The server could not be reached or its answer could not be read.
    case unreachable(String)

    /// Creates the failure that a service error stands for; errors of other types count as ``unreachable(_:)``.
    /// - Parameter error: The error thrown by a ``RegistrationService``.
    public init(_ error: any Error) {
        switch error as? RegistrationServiceError {
        case .duplicateEmail: self = .duplicateEmail
        case .server(let status): self = .server(status: status)
        case .unreachable(let reason): self = .unreachable(reason)
        case nil: self = .unreachable(String(describing: error))
        }
    }

    /// Whether the failure is the server's or the network's rather than the user's: these go to the global alert.
    public var isServerSide: Bool {
        switch self {
        case .invalid, .duplicateEmail: return false
        case .server, .unreachable: return true
        }
    }

    /// The lines to show on the register screen.
    public var messages: [String] {
        switch self {
        case .invalid(let issues): return issues.map(\.message)
        case .duplicateEmail: return ["An account with this email already exists. Use another email."]
        case .server(let status): return ["The server failed (HTTP \(status)). Try again."]
        case .unreachable(let reason): return ["The server could not be reached (\(reason)). Try again."]
        }
    }
}
