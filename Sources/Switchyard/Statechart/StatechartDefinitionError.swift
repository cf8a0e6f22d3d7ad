/// Why a statechart definition cannot be compiled.
public struct StatechartDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kinds of mistake a definition can make.
    package enum ProblemKind: Sendable, Hashable {
        /// A history state's default entry leads back to itself (`initial="h"`, or sibling histories naming each
        /// other), so entering it would never end.
        case historyLoop
        /// Any other mistake: a duplicate or unknown id, a misplaced element, an initial state outside its parent.
        case invalidStructure
    }

    /// A one-line explanation naming the state at fault.
    public var message: String
    /// The state at fault, as `String(describing:)` of its id, when the mistake belongs to one; readers of a
    /// notation use it to point at the element that declared the state.
    public var state: String?
    /// What kind of mistake it is.
    package var problemKind: ProblemKind

    /// Creates an error.
    /// - Parameters:
    ///   - message: A one-line explanation.
    ///   - state: The state at fault, described.
    ///   - problem: What kind of mistake it is.
    package init(message: String, state: String? = nil, problem: ProblemKind = .invalidStructure) {
        self.message = message
        self.state = state
        self.problemKind = problem
    }

    /// The message.
    public var description: String { message }
}
