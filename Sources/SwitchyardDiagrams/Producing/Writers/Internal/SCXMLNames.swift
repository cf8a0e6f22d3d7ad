/// XML names for a graph's identifiers and for the elements SCXML needs that a diagram does not name (regions,
/// `[*]` targets, histories), for ``SCXMLWriter``; the encoding of `switchyard:` annotation values, which the SCXML
/// reader decodes, is ``SCXMLAnnotation``'s.
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
}
