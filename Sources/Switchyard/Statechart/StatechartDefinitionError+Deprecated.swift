// 0.6's initializers of the engine's errors and the kind of a definition mistake, no longer public in 0.7: the
// engine throws them, and their message or description says what is wrong. Goes in 0.8.

extension StatechartDefinitionError {
    /// The kinds of mistake a definition can make.
    @available(*, deprecated, message: "read message, which names the state at fault")
    public enum Problem: Sendable, Hashable {
        /// A history state's default entry leads back to itself.
        case historyLoop
        /// Any other mistake.
        case invalidStructure

        init(_ kind: ProblemKind) {
            switch kind {
            case .historyLoop: self = .historyLoop
            case .invalidStructure: self = .invalidStructure
            }
        }

        var kind: ProblemKind {
            switch self {
            case .historyLoop: .historyLoop
            case .invalidStructure: .invalidStructure
            }
        }
    }

    /// What kind of mistake it is.
    @available(*, deprecated, message: "read message, which names the state at fault")
    public var problem: Problem {
        get { Problem(problemKind) }
        set { problemKind = newValue.kind }
    }

    /// Creates an error.
    /// - Parameters:
    ///   - message: A one-line explanation.
    ///   - state: The state at fault, described.
    ///   - problem: What kind of mistake it is.
    @available(
        *, deprecated, message: "the engine throws definition errors; catch them from Statechart(initial:elements:)"
    )
    @_disfavoredOverload
    public init(message: String, state: String? = nil, problem: Problem = .invalidStructure) {
        self.init(message: message, state: state, problem: problem.kind)
    }
}

extension StatechartConfigurationError {
    /// Creates an error.
    /// - Parameter description: What is wrong.
    @available(*, deprecated, message: "setConfiguration(_:) throws configuration errors; catch them")
    public init(_ description: String) {
        self.init(message: description)
    }
}
