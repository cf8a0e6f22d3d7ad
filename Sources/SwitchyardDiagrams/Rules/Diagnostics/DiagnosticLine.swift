/// The one form of a diagnostic line every command prints: `FILE:LINE:COL: SEVERITY: message [code]`, the form
/// editors and Xcode pick up; without a position (a file that could not be read at all) `FILE: SEVERITY: message`,
/// and without a code no `[code]`.
package enum DiagnosticLine {
    /// A diagnostic line.
    /// - Parameters:
    ///   - file: The file, as the user named it.
    ///   - line: The 1-based line, if known.
    ///   - column: The 1-based column; 1 when only the line is known.
    ///   - severity: How serious it is.
    ///   - message: What is wrong.
    ///   - code: A stable identifier such as `syntax` or `dead-end`, if any.
    /// - Returns: The line, without a line break.
    package static func text(
        file: String, line: Int?, column: Int? = nil, severity: Diagnostic.Severity = .error, message: String,
        code: String? = nil
    ) -> String {
        let suffix = code.map { " [\($0)]" } ?? ""
        return "\(line.map { location(file: file, line: $0, column: column ?? 1) } ?? file): \(severity.rawValue): "
            + "\(message)\(suffix)"
    }

    /// A place in a file as every line and message of the package names it: `FILE:LINE:COL`.
    /// - Parameters:
    ///   - file: The file, as the user named it.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column.
    /// - Returns: The location.
    package static func location(file: String, line: Int, column: Int) -> String {
        "\(file):\(line):\(column)"
    }

    /// The line of a parse error at its position.
    /// - Parameters:
    ///   - error: The error.
    ///   - file: The file it is in.
    ///   - code: The code to print, if any (`syntax` for a reader's error).
    /// - Returns: The line, without a line break.
    package static func text(_ error: DiagramParseError, in file: String, code: String? = nil) -> String {
        text(file: file, line: error.line, column: error.column, message: error.message, code: code)
    }
}
