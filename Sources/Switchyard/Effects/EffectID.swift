/// A name for a running effect, used to cancel it or to replace it.
///
/// ```swift
/// .run(id: "save") { context in … }
/// .cancel(id: "save")
/// ```
public struct EffectID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public var rawValue: String

    /// Creates an identifier from text.
    /// - Parameter rawValue: The identifier's text.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates an identifier from a string literal.
    /// - Parameter value: The identifier's text.
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The identifier's text.
    public var description: String { rawValue }
}
