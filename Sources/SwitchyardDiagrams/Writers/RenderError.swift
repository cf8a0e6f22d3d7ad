/// Why a graph could not be rendered.
public struct RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A one-line explanation, naming what to install when a program is missing.
    public var message: String

    /// Creates an error.
    /// - Parameter message: A one-line explanation.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
