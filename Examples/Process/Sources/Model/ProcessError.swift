/// Why a request failed; what the alert shows.
public struct ProcessError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A message for the alert.
    public var message: String

    /// Creates an error.
    /// - Parameter message: A message for the alert.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
