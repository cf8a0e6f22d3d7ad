/// Why the inspector refused a request's messages; the server answers 400 (or 413) with the description and
/// keeps running.
public struct InspectorInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The HTTP status the server answers with.
    public var status: Int
    /// What was wrong.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - status: The HTTP status.
    ///   - message: What was wrong.
    public init(status: Int = 400, _ message: String) {
        self.status = status
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
