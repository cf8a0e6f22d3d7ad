/// Why the ``Mediator`` refused to start a process.
public enum StartRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// Another process is running and blocks this one (B while A is `doing`).
    case blocked(by: ProcessName)
    /// The process itself is not asleep: it is already running, or its outcome has not been reset.
    case notSleeping(ProcessState)

    /// A readable reason.
    public var description: String {
        switch self {
        case .blocked(let other): "blocked by \(other)"
        case .notSleeping(let state): "not sleeping but \(state)"
        }
    }
}
