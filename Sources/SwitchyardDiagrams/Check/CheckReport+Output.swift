extension CheckReport {
    /// Whether reading failed or a finding is at error level.
    public var hasErrors: Bool { error != nil || diagnostics.contains { $0.severity == .error } }

    /// Whether a finding is at warning level.
    public var hasWarnings: Bool { diagnostics.contains { $0.severity == .warning } }

    /// The `check` exit status for this file: 2 unreadable, 1 errors (or warnings when `strict`), 0 otherwise.
    /// - Parameter strict: Whether warnings fail.
    /// - Returns: 0, 1 or 2.
    public func exitStatus(strict: Bool) -> Int32 {
        if error != nil { return 2 }
        if hasErrors || (strict && hasWarnings) { return 1 }
        return 0
    }

    /// The findings as `FILE:LINE:COL: error|warning: message [code]` lines, the form editors and Xcode pick
    /// up; a read failure is one `error` line with code `syntax` (`FILE: error: message`, without a position, for a
    /// file that could not be read at all).
    public var diagnosticLines: [String] {
        if let error {
            let code = error.line == nil ? nil : "syntax"
            return [
                DiagnosticLine.text(
                    file: file, line: error.line, column: error.column, message: error.message, code: code)
            ]
        }
        return diagnostics.map { diagnostic in
            DiagnosticLine.text(
                file: file, line: diagnostic.line, column: diagnostic.column, severity: diagnostic.severity,
                message: diagnostic.message, code: diagnostic.code)
        }
    }

    /// The JSON array `check --format json` prints: one object per report, written by ``CommandJSON``.
    /// - Parameter reports: The reports, in command-line order.
    /// - Returns: JSON text ending with a newline.
    /// - Complexity: O(size of the output).
    public static func json(_ reports: [CheckReport]) -> String { CommandJSON.text(reports) }

    /// This report as one JSON object, written by ``CommandJSON``, ending with a newline.
    public var json: String { CommandJSON.text(self) }
}
