/// What a process reacts to.
public enum ProcessEvent: Hashable, Sendable, CustomStringConvertible {
    /// The button was tapped: start the request (only from ``ProcessState/sleeping``).
    case execute
    /// The request finished (sent by the request effect).
    case finish(Result<String, ProcessError>)
    /// The outcome was acknowledged: back to ``ProcessState/sleeping``.
    case reset

    /// `execute`, `finish(success(…))`, `finish(failure(…))` or `reset`.
    public var description: String {
        switch self {
        case .execute: "execute"
        case .finish(let result): "finish(\(Outcome(result)))"
        case .reset: "reset"
        }
    }
}
