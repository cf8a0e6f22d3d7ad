/// A 1-based position in a diagram's source text.
///
/// `column` counts Unicode scalars (characters as an editor shows them for most text) from the start of the
/// physical line, so `FILE:LINE:COL` points where an editor expects it.
package struct TextPosition: Sendable, Hashable, Codable, Comparable {
    /// The 1-based physical line.
    package var line: Int
    /// The 1-based column.
    package var column: Int

    /// Creates a location.
    /// - Parameters:
    ///   - line: The 1-based physical line.
    ///   - column: The 1-based column.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders locations by line, then column.
    package static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
