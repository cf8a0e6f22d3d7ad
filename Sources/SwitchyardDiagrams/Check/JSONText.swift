/// A small JSON writer that keeps keys in the order written (Foundation's `JSONEncoder` on Linux does not), so
/// `check --format json` prints the contract's key order.
struct JSONText {
    private(set) var text = ""

    /// Appends `value` as a JSON string literal.
    mutating func string(_ value: String) {
        text.append("\"")
        var plainStart = value.utf8.startIndex
        let utf8 = value.utf8
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == 0x22 || byte == 0x5C || byte < 0x20 {
                text.append(contentsOf: value[plainStart..<index])
                switch byte {
                case 0x22: text.append("\\\"")
                case 0x5C: text.append("\\\\")
                case 0x0A: text.append("\\n")
                case 0x0D: text.append("\\r")
                case 0x09: text.append("\\t")
                default:
                    let hex = String(byte, radix: 16)
                    text.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                }
                plainStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        text.append(contentsOf: value[plainStart..<utf8.endIndex])
        text.append("\"")
    }

    mutating func raw(_ value: String) { text.append(value) }

    /// Appends `["a", "b"]` on one line.
    mutating func strings(_ values: [String]) {
        raw("[")
        for (index, value) in values.enumerated() {
            if index > 0 { raw(", ") }
            string(value)
        }
        raw("]")
    }

    /// Appends `"key": ` .
    mutating func key(_ name: String, indent: Int) {
        raw(String(repeating: " ", count: indent))
        string(name)
        raw(": ")
    }

    /// Appends an array of one-line objects, one per line.
    mutating func objects<Element>(
        _ values: [Element], indent: Int, _ body: (inout JSONText, Element) -> Void
    ) {
        guard !values.isEmpty else {
            raw("[]")
            return
        }
        raw("[\n")
        for (index, value) in values.enumerated() {
            raw(String(repeating: " ", count: indent + 2) + "{")
            body(&self, value)
            raw(index == values.count - 1 ? "}\n" : "},\n")
        }
        raw(String(repeating: " ", count: indent) + "]")
    }
}
