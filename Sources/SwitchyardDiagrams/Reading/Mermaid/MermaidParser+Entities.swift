extension MermaidParser {
    /// `#58;` → `:`: Mermaid's numeric character entities, which writers use for `:`, `;` and `#` in labels.
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("#") else { return text }
        var result = ""
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            let afterHash = rest.index(after: hash)
            let digits = rest[afterHash...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, digits.count <= 7, digits.endIndex < rest.endIndex, rest[digits.endIndex] == ";",
                let value = UInt32(digits), let scalar = Unicode.Scalar(value)
            {
                result.unicodeScalars.append(scalar)
                rest = rest[rest.index(after: digits.endIndex)...]
            } else {
                result += "#"
                rest = rest[afterHash...]
            }
        }
        return result + rest
    }
}
