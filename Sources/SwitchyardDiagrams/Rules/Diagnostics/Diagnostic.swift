/// A finding about a diagram: what, how serious, and where.
public struct Diagnostic: Sendable, Hashable, Codable {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// The diagram is wrong (`check` exits with status 1).
        case error
        /// The diagram is probably wrong (`check --strict` exits with status 1).
        case warning
        /// A hint worth a look.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// A stable identifier such as `"dead-end"` or `"unreachable"`.
    public var code: String
    /// A one-line explanation naming the states and events involved.
    public var message: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - severity: How serious it is.
    ///   - code: A stable identifier.
    ///   - message: A one-line explanation.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column.
    public init(severity: Severity, code: String, message: String, line: Int, column: Int) {
        self.severity = severity
        self.code = code
        self.message = message
        self.line = line
        self.column = column
    }
}
