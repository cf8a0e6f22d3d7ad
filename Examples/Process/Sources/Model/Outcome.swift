/// How a finished request ended: with a result or with an error, never both and never neither.
public enum Outcome: Hashable, Sendable, CustomStringConvertible {
    /// The request returned this result.
    case success(String)
    /// The request failed.
    case failure(ProcessError)

    /// Creates the outcome of a request's result.
    /// - Parameter result: What the request returned.
    public init(_ result: Result<String, ProcessError>) {
        switch result {
        case .success(let value): self = .success(value)
        case .failure(let error): self = .failure(error)
        }
    }

    /// `success(<result>)` or `failure(<message>)`.
    public var description: String {
        switch self {
        case .success(let value): "success(\(value))"
        case .failure(let error): "failure(\(error))"
        }
    }
}
