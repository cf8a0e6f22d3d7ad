import Switchyard

/// Why a graph could not be rendered.
public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A one-line explanation, naming what to install when a program is missing; the position is in ``line`` and
    /// ``column``, not in the message.
    public var message: String
    /// The 1-based line of what the notation cannot say (an arrow, a state, an SCXML element), when the graph knows
    /// where it was written; `nil` for Graphviz's errors and what has no place in the source.
    public var line: Int?
    /// The 1-based column on ``line``; `nil` when only the line is known, or no position.
    public var column: Int?
    /// Whether Graphviz was stopped because it ran past its time limit (another layout engine may be faster).
    public var isTimeout: Bool

    /// Creates an error.
    /// - Parameters:
    ///   - message: A one-line explanation.
    ///   - line: The 1-based line it is about, if known.
    ///   - column: The 1-based column, if known.
    ///   - isTimeout: Whether Graphviz ran past its time limit.
    public init(message: String, line: Int? = nil, column: Int? = nil, isTimeout: Bool = false) {
        self.message = message
        self.line = line
        self.column = column
        self.isTimeout = isTimeout
    }

    /// Creates an error at a position of the graph's source, if it has one.
    init(message: String, at position: TextPosition?) {
        self.init(message: message, line: position?.line, column: position?.column)
    }

    /// The message, after its position when it has one (`line 3, column 5: …`).
    public var description: String {
        guard let line else { return message }
        return "line \(line)" + (column.map { ", column \($0)" } ?? "") + ": " + message
    }
}
