/// How a save ended.
public enum SaveResult: Hashable, Sendable, CustomStringConvertible {
    /// The document was saved.
    case success
    /// The save failed.
    case fail(SaveError)

    /// `success` or `fail(<message>)`.
    public var description: String {
        switch self {
        case .success: "success"
        case .fail(let error): "fail(\(error))"
        }
    }
}

/// Why a save failed.
public struct SaveError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A message for the user.
    public var message: String

    /// Creates an error.
    /// - Parameter message: A message for the user.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
