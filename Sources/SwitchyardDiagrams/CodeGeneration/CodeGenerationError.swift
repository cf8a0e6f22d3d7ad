/// Why Swift source could not be generated.
public struct CodeGenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A one-line explanation.
    public var message: String

    /// Creates an error.
    /// - Parameter message: A one-line explanation.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
