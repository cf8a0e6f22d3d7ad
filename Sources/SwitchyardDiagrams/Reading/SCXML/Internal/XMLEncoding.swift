/// The encodings of an XML document other than UTF-8 that the SCXML reader reads, turned into UTF-8 before parsing:
/// UTF-16, which every XML processor must read (detected by its byte order mark or its first `<?`), and the
/// single-byte encodings ISO-8859-1 and windows-1252 when the XML declaration names them. Lines and columns are those
/// of the characters, so diagnostics point where the document says. Anything else is read as UTF-8.
enum XMLEncoding {
    /// `bytes` as UTF-8, with an XML declaration's `encoding` now saying so (the parser would otherwise decode the
    /// bytes again as the declaration says).
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if let bigEndian = utf16ByteOrder(bytes) {
            let start = bytes.count >= 2 && (bytes[0] == 0xFF || bytes[0] == 0xFE) ? 2 : 0
            var units: [UInt16] = []
            units.reserveCapacity((bytes.count - start) / 2)
            var index = start
            while index + 1 < bytes.count {
                let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            return declaringUTF8(Array(String(decoding: units, as: UTF16.self).utf8))
        }
        guard let declared = declaredEncoding(bytes)?.lowercased() else { return bytes }
        let singleByte: ((UInt8) -> Unicode.Scalar)?
        switch declared {
        case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1":
            singleByte = { Unicode.Scalar($0) }
        case "windows-1252", "cp1252":
            singleByte = windows1252
        default:
            singleByte = nil
        }
        guard let singleByte else { return bytes }
        var text = String.UnicodeScalarView()
        for byte in bytes { text.append(singleByte(byte)) }
        return declaringUTF8(Array(String(text).utf8))
    }

    /// Whether `bytes` are UTF-16 big-endian (`true`) or little-endian (`false`), by the byte order mark or the
    /// first `<?` (XML's appendix F); `nil` when they are not UTF-16.
    private static func utf16ByteOrder(_ bytes: [UInt8]) -> Bool? {
        guard bytes.count >= 4 else { return nil }
        switch (bytes[0], bytes[1], bytes[2], bytes[3]) {
        case (0xFE, 0xFF, _, _), (0x00, 0x3C, 0x00, 0x3F): return true
        case (0xFF, 0xFE, _, _), (0x3C, 0x00, 0x3F, 0x00): return false
        default: return nil
        }
    }

    /// Where the value of the XML declaration's `encoding` is, if the document starts with one that has it.
    private static func encodingValue(_ bytes: [UInt8]) -> Range<Int>? {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard bytes[start...].starts(with: Array("<?xml".utf8)) else { return nil }
        guard let close = bytes[start...].firstIndex(of: 0x3E) else { return nil }  // >
        let declaration = Array(bytes[start..<close])
        let key = Array("encoding".utf8)
        guard
            var index = (0...max(0, declaration.count - key.count)).first(where: {
                declaration[$0...].starts(with: key)
            })
        else { return nil }
        index += key.count
        while index < declaration.count, [0x20, 0x09, 0x0A, 0x0D, 0x3D].contains(declaration[index]) { index += 1 }
        guard index < declaration.count, declaration[index] == 0x22 || declaration[index] == 0x27 else { return nil }
        let quote = declaration[index]
        guard let end = declaration[(index + 1)...].firstIndex(of: quote) else { return nil }
        return start + index + 1..<start + end
    }

    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        encodingValue(bytes).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    private static func declaringUTF8(_ bytes: [UInt8]) -> [UInt8] {
        guard let value = encodingValue(bytes) else { return bytes }
        var result = bytes
        result.replaceSubrange(value, with: Array("UTF-8".utf8))
        return result
    }

    /// windows-1252: ISO-8859-1 except for the printable characters it puts at 0x80–0x9F.
    private static func windows1252(_ byte: UInt8) -> Unicode.Scalar {
        let high: [UInt32] = [
            0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
            0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
            0x0153, 0x9D, 0x017E, 0x0178,
        ]
        guard (0x80...0x9F).contains(byte), let scalar = Unicode.Scalar(high[Int(byte) - 0x80]) else {
            return Unicode.Scalar(byte)
        }
        return scalar
    }
}
