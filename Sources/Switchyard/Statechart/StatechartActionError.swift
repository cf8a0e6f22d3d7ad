/// A failure that an action or guard throws to make the engine raise `error.execution` or `error.communication`.
///
/// Any other error thrown by an action or guard is treated as an execution error. As SCXML prescribes, the rest of
/// the failing block is skipped, a failing guard counts as false, and the error event goes on the internal queue.
public struct StatechartActionError: Error, Sendable, Hashable {
    /// Which error event the failure raises.
    public enum Kind: Sendable, Hashable {
        /// `error.execution`.
        case execution
        /// `error.communication`.
        case communication
    }

    /// Which error event the failure raises.
    public var kind: Kind
    /// A one-line explanation.
    public var message: String

    /// Creates a failure.
    /// - Parameters:
    ///   - kind: Which error event to raise.
    ///   - message: A one-line explanation.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
