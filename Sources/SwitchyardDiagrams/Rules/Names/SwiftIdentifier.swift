/// Turns diagram names and labels into Swift identifiers.
public enum SwiftIdentifier {
    /// Swift keywords that need backticks as enum case names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "Type", "Protocol", "some", "any",
    ]

    /// A lower-camel-case identifier for `text`: words split at anything that cannot be in an identifier, the
    /// first lowercased (entirely when it is an all-caps word), later ones capitalised (`confirm OK` → `confirmOK`,
    /// `finish save` → `finishSave`, `CLOSED` → `closed`); an all-caps name is read as words (`SYN_SENT` →
    /// `synSent`). Letters of any script are kept (`編集中`). A leading
    /// digit gets a `_` prefix; text without letters or digits becomes `unnamed`.
    /// - Parameter text: A state name or event label.
    /// - Returns: A valid identifier, not escaped (see ``escaped(_:)``).
    public static func lowerCamelCase(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.isXIDContinue && scalar != "_" {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard !words.isEmpty else { return "unnamed" }
        // An all-caps name (`SYN_SENT`, `CLOSED`) is read as words, not acronyms: `synSent`, `closed`.
        if text == text.uppercased(), text != text.lowercased() { words = words.map { $0.lowercased() } }
        let first = words[0]
        var result: String
        if first.count > 1, first == first.uppercased(), first != first.lowercased() {
            result = first.lowercased()
        } else {
            result = first.prefix(1).lowercased() + first.dropFirst()
        }
        for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
        if let head = result.unicodeScalars.first, !head.properties.isXIDStart { result = "_" + result }
        return result
    }

    /// An upper-camel-case type name for `text` (`edit.puml` base `edit` → `Edit`, `tcp states` → `TcpStates`).
    /// - Parameter text: A name.
    /// - Returns: A valid type identifier.
    public static func upperCamelCase(_ text: String) -> String {
        let lower = lowerCamelCase(text)
        if lower.hasPrefix("_") || lower == "unnamed" { return "Diagram" + lower.drop { $0 == "_" } }
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    /// `name` in backticks when it is a keyword.
    /// - Parameter name: An identifier.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A Swift string literal for `text`.
    /// - Parameter text: Any text.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
