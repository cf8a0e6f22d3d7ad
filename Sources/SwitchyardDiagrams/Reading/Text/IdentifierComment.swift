/// The text of an identifier in a `switchyard-id ALIAS "ID"` comment, which our writers emit where a notation cannot
/// spell an identifier and our readers take back: `\` and control characters are escaped (`\\`, `\u{1F}`) so any
/// identifier fits on one line.
enum IdentifierComment {
    /// `id` escaped for the comment.
    static func escaped(_ id: String) -> String {
        var result = ""
        for scalar in id.unicodeScalars {
            if scalar == "\\" {
                result += "\\\\"
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}"
                || scalar == "\u{2029}"
            {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The identifier written as `text` by ``escaped(_:)``; an escape it does not know is kept as written.
    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\", let next = scalars.first else {
                result.append(scalar)
                continue
            }
            if next == "\\" {
                scalars.removeFirst()
                result.append("\\")
            } else if next == "u", scalars.dropFirst().first == "{", let close = scalars.firstIndex(of: "}"),
                let value = UInt32(
                    String(String.UnicodeScalarView(scalars[(scalars.startIndex + 2)..<close])), radix: 16),
                let decoded = Unicode.Scalar(value)
            {
                result.append(decoded)
                scalars = scalars[(close + 1)...]
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}

extension LineScanner {
    /// The rest of a `switchyard-id ALIAS "ID"` comment after its alias: the quoted identifier to the end of the
    /// line, unescaped; `nil` when the rest is not one quoted string. Shared by the PlantUML and Mermaid readers.
    mutating func readIdentifierCommentTarget() -> String? {
        skipSpaces()
        guard peek == 0x22, source.bytes[end - 1] == 0x22, end - position >= 2 else { return nil }
        return IdentifierComment.unescaped(source.string(position + 1, end - 1))
    }
}
