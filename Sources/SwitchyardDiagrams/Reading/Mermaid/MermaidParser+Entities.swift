extension MermaidParser {
    /// `#58;` → `:`, `#colon;` → `:`: Mermaid encodes `#…;` before it parses and the page shows the character, by
    /// number or by its HTML name; writers use them for `:`, `;` and `#` in labels. A name not in ``namedEntities``
    /// is kept as written.
    static func decodingEntities(_ text: String) -> String {
        guard text.contains("#") else { return text }
        var result = ""
        var rest = Substring(text)
        while let hash = rest.firstIndex(of: "#") {
            result += rest[..<hash]
            let afterHash = rest.index(after: hash)
            let word = rest[afterHash...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            if !word.isEmpty, word.endIndex < rest.endIndex, rest[word.endIndex] == ";",
                let decoded = decodedEntity(word)
            {
                result += decoded
                rest = rest[rest.index(after: word.endIndex)...]
            } else {
                result += "#"
                rest = rest[afterHash...]
            }
        }
        return result + rest
    }

    private static func decodedEntity(_ word: Substring) -> String? {
        if word.allSatisfy(\.isNumber) {
            guard word.count <= 7, let value = UInt32(word), let scalar = Unicode.Scalar(value) else { return nil }
            return String(scalar)
        }
        return namedEntities[String(word)]
    }

    /// The HTML character names people write in Mermaid labels: ASCII punctuation and a few common symbols.
    static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "semi": ";", "num": "#",
        "excl": "!", "quest": "?", "commat": "@", "lpar": "(", "rpar": ")", "lsqb": "[", "rsqb": "]", "lbrack": "[",
        "rbrack": "]", "lcub": "{", "rcub": "}", "lbrace": "{", "rbrace": "}", "verbar": "|", "vert": "|",
        "sol": "/", "bsol": "\\", "percnt": "%", "dollar": "$", "plus": "+", "equals": "=", "ast": "*",
        "comma": ",", "period": ".", "lowbar": "_", "grave": "`", "Hat": "^", "nbsp": "\u{A0}", "copy": "©",
        "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–", "laquo": "«", "raquo": "»",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "rArr": "⇒", "lArr": "⇐", "deg": "°",
        "times": "×", "divide": "÷", "le": "≤", "ge": "≥", "ne": "≠",
    ]
}
