// 0.6's position type, no longer public in 0.7: nothing public returns one (diagnostics carry their line and
// column). The package's readers use TextPosition; this copy goes in 0.8.

/// A 1-based position in a diagram's source text.
@available(*, deprecated, message: "nothing public returns a position; diagnostics carry their line and column")
public struct SourcePosition: Sendable, Hashable, Codable, Comparable {
    /// The 1-based physical line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - line: The 1-based physical line.
    ///   - column: The 1-based column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

@available(*, deprecated)
extension SourcePosition {
    init(_ position: TextPosition) {
        self.init(line: position.line, column: position.column)
    }
}

@available(*, deprecated)
extension TextPosition {
    init(_ position: SourcePosition) {
        self.init(line: position.line, column: position.column)
    }
}
