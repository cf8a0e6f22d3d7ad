/// Why a graph could not be rendered.
public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A one-line explanation, naming what to install when a program is missing.
    public var message: String
    /// Whether Graphviz was stopped because it ran past its time limit (another layout engine may be faster).
    public var isTimeout: Bool

    /// Creates an error.
    /// - Parameters:
    ///   - message: A one-line explanation.
    ///   - isTimeout: Whether Graphviz ran past its time limit.
    public init(message: String, isTimeout: Bool = false) {
        self.message = message
        self.isTimeout = isTimeout
    }

    /// The message.
    public var description: String { message }
}
