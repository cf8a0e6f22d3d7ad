/// An alert shown above whatever screen is on top, set by the error-handling middleware. One at a time.
public enum GlobalAlert: Hashable, Sendable, Codable {
    /// The server answered with an error status.
    case serverError(status: Int)
    /// The server could not be reached.
    case offline(String)

    /// The alert's title.
    public var title: String {
        switch self {
        case .serverError: return "Server error"
        case .offline: return "No connection"
        }
    }

    /// The alert's message.
    public var message: String {
        switch self {
        case .serverError(let status): return "The server answered HTTP \(status). Please try again later."
        case .offline(let reason): return "The server could not be reached (\(reason))."
        }
    }
}
