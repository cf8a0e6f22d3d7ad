/// Why a statechart definition cannot be compiled.
public struct StatechartDefinitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A one-line explanation naming the state at fault.
    public var message: String

    /// Creates an error.
    /// - Parameter message: A one-line explanation.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
