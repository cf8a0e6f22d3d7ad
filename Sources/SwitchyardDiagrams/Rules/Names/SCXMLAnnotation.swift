/// The `switchyard:` annotations ``SCXMLWriter`` adds to keep what SCXML cannot say (labels that are not event
/// names, identifiers that are not XML names): their namespace and the encoding of their values. Shared by the writer
/// (which encodes) and the SCXML reader (which decodes), so the two cannot disagree.
enum SCXMLAnnotation {
    /// The namespace of the annotations (``SCXMLWriter/namespace``).
    static let namespace = "https://github.com/switchyard-swift/switchyard/scxml"

    /// `switchyard:NAME="VALUE"`, the value percent-encoded where XML would change or refuse it (control characters,
    /// which XML normalizes or forbids, and `%` itself), then escaped for an attribute (``XMLText/attribute(_:)``).
    static func annotation(_ name: String, _ value: String) -> String {
        var encoded = ""
        for scalar in value.unicodeScalars {
            switch scalar.value {
            case 0..<0x20, 0x7F, 0x25, 0xFFFE, 0xFFFF:
                for byte in String(scalar).utf8 { encoded += "%" + hex(byte) }
            default: encoded.unicodeScalars.append(scalar)
            }
        }
        return "switchyard:\(name)=\"\(XMLText.attribute(encoded))\""
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
