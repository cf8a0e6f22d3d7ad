/// Where a process is: asleep, running its request, or done with an outcome.
///
/// The write-up's flag version — `isDoing: Bool`, `result: String?`, `error: Error?` — has 8 combinations, and
/// half of them mean nothing: doing *and* failed, a result *and* an error, done with neither. Here those cannot be
/// written down: a result or an error exists only inside ``done(_:)``, and ``Outcome`` holds exactly one of them.
/// The flags a view needs (``isSpinnerShown``, ``result``, ``error``) are derived, so they can never disagree.
public enum ProcessState: Hashable, Sendable, CustomStringConvertible {
    /// Idle; `execute` starts the request.
    case sleeping
    /// The request runs; the spinner is shown and further `execute` taps are ignored.
    case doing
    /// The request finished with this outcome; `reset` returns to ``sleeping``.
    case done(Outcome)

    /// Whether the view shows a spinner: only while the request runs.
    public var isSpinnerShown: Bool { self == .doing }

    /// The result to show, present only after a success.
    public var result: String? {
        if case .done(.success(let value)) = self { return value }
        return nil
    }

    /// The error to alert about, present only after a failure.
    public var error: ProcessError? {
        if case .done(.failure(let error)) = self { return error }
        return nil
    }

    /// `sleeping`, `doing`, `done(success(…))` or `done(failure(…))`.
    public var description: String {
        switch self {
        case .sleeping: "sleeping"
        case .doing: "doing"
        case .done(let outcome): "done(\(outcome))"
        }
    }
}
