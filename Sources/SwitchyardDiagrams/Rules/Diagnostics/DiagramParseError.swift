/// Why a diagram could not be read, and where: the 1-based line and column of the first error.
public struct DiagramParseError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// A one-line explanation.
    public var message: String
    /// The 1-based physical line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates an error.
    /// - Parameters:
    ///   - message: A one-line explanation.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `LINE:COL: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
