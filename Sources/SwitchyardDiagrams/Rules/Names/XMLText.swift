/// Text written into XML, the one escaping the SCXML writer's attributes and its `switchyard:` annotations share.
enum XMLText {
    /// `text` escaped for a double-quoted attribute value: `&`, `<`, `>` and `"` as entity references, scalar by
    /// scalar, so a combining mark after a `"` (one `Character` with it) cannot hide the quote. Control characters
    /// are the caller's to encode (``SCXMLAnnotation/annotation(_:_:)`` percent-encodes them).
    /// - Parameter text: The value.
    /// - Returns: The value as written between the quotes.
    static func attribute(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
