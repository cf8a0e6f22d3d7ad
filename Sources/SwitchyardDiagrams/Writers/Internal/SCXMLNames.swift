/// XML names for a graph's identifiers and for the elements SCXML needs that a diagram does not name (regions,
/// `[*]` targets, histories), and the encoding of `switchyard:` annotation values. Shared by ``SCXMLWriter`` (which
/// encodes) and the SCXML reader (which decodes), so the two cannot disagree.
struct SCXMLNames {
    /// Every identifier of the graph, so synthetic names never take one.
    private var taken: Set<String> = []
    private var assigned: [String: String] = [:]
    private var synthetic: [String: String] = [:]
    private var counter = 0

    /// The prefix of the names the writer makes up; an identifier starting with it is renamed too.
    static let reservedPrefix = "_sy."

    mutating func declare(_ id: String) {
        taken.insert(id)
    }

    /// `id` itself when it is a plain XML name (and not in the reserved prefix), or a made-up name otherwise (the
    /// element then carries `switchyard:id`).
    mutating func xmlID(_ id: String) -> String {
        if Self.isPlainName(id) && !id.hasPrefix(Self.reservedPrefix) { return id }
        if let name = assigned[id] { return name }
        let name = fresh("s")
        assigned[id] = name
        return name
    }

    mutating func region(_ container: SCXMLDocumentBuilder.Container) -> String {
        named("r|\(container.scope ?? "")|\(container.region)", kind: "r")
    }

    mutating func final(_ container: SCXMLDocumentBuilder.Container) -> String {
        named("f|\(container.scope ?? "")|\(container.region)", kind: "f")
    }

    mutating func history(scope: String, deep: Bool) -> String {
        named("h|\(scope)|\(deep)", kind: deep ? "hd" : "h")
    }

    private mutating func named(_ key: String, kind: String) -> String {
        if let name = synthetic[key] { return name }
        let name = fresh(kind)
        synthetic[key] = name
        return name
    }

    private mutating func fresh(_ kind: String) -> String {
        var name: String
        repeat {
            counter += 1
            name = "\(Self.reservedPrefix)\(kind)\(counter)"
        } while taken.contains(name)
        taken.insert(name)
        return name
    }

    /// Whether `text` is an XML NMTOKEN made of ASCII (letters, digits, `_`, `-`, `.` and `:`), as `<scxml name>`
    /// must be; non-ASCII name characters are left out, since XML editions and validators disagree on them.
    static func isNameToken(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy {
                isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2D || $0 == 0x2E || $0 == 0x3A
            }
    }

    /// An ASCII XML name: a letter or `_`, then letters, digits, `_`, `-` and `.`.
    static func isPlainName(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) || first == 0x5F else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2D || $0 == 0x2E
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// The SCXML event for a label: the label itself when it is one plain name not ending in `.` (which SCXML would
    /// read as a prefix), or the label with every run of other characters turned into `_`.
    static func eventName(_ label: String) -> String {
        if isPlainName(label) && !label.hasSuffix(".") { return label }
        var name = ""
        var gap = false
        for byte in label.utf8 {
            if isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F {
                if gap && !name.isEmpty { name.append("_") }
                name.append(Character(Unicode.Scalar(byte)))
                gap = false
            } else {
                gap = true
            }
        }
        if name.isEmpty { return "event" }
        if let first = name.utf8.first, first >= 0x30 && first <= 0x39 { name = "_" + name }
        return name
    }

    /// `switchyard:NAME="VALUE"`, the value percent-encoded where XML would change or refuse it (control characters,
    /// which XML normalizes or forbids, and `%` itself), then escaped for an attribute.
    static func annotation(_ name: String, _ value: String) -> String {
        var encoded = ""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F, 0x25, 0xFFFE, 0xFFFF:
                for byte in String(scalar).utf8 { encoded += "%" + hex(byte) }
            case 0x26: encoded += "&amp;"
            case 0x3C: encoded += "&lt;"
            case 0x3E: encoded += "&gt;"
            case 0x22: encoded += "&quot;"
            default: encoded.unicodeScalars.append(scalar)
            }
        }
        return "switchyard:\(name)=\"\(encoded)\""
    }

    /// `text` escaped for an attribute value (no control characters expected).
    static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            .replacing("\"", with: "&quot;")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    /// The value of an annotation as written before ``annotation(_:_:)`` encoded it (XML escapes are already undone
    /// by the parser). Malformed `%` sequences are kept as they are.
    static func decode(_ value: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(value.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == 0x25, index + 2 < utf8.count, let high = hexValue(utf8[index + 1]),
                let low = hexValue(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x37
        case 0x61...0x66: byte - 0x57
        default: nil
        }
    }
}
