import Switchyard

/// Why Swift source could not be generated.
public struct CodeGenerationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A one-line explanation.
    public var message: String
    /// The 1-based line in the diagram of what cannot be generated, when known.
    public var line: Int?
    /// The 1-based column, when known.
    public var column: Int?

    /// Creates an error.
    /// - Parameters:
    ///   - message: A one-line explanation.
    ///   - line: The diagram line, when known.
    ///   - column: The diagram column, when known.
    public init(message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// Creates an error at a diagram position.
    init(_ message: String, at location: TextPosition?) {
        self.init(message: message, line: location?.line, column: location?.column)
    }

    /// `LINE:COL: message`, or the message alone when there is no position.
    public var description: String {
        guard let line else { return message }
        return "\(line):\(column ?? 1): \(message)"
    }
}
