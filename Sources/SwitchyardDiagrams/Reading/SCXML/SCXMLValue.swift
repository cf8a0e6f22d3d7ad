/// A value of the minimal SCXML data model: an integer, a boolean, or undefined (a `<data>` without `expr`).
public enum SCXMLValue: Sendable, Hashable, CustomStringConvertible {
    /// An integer.
    case integer(Int)
    /// `true` or `false`.
    case boolean(Bool)
    /// No value yet.
    case undefined

    /// The value as ECMAScript would print it.
    public var description: String {
        switch self {
        case .integer(let value): String(value)
        case .boolean(let value): String(value)
        case .undefined: "undefined"
        }
    }
}
