import Switchyard

/// A cursor over one preprocessor line (bytes that may have been joined from several physical lines).
struct PreprocessorCursor {
    let bytes: [UInt8]
    let line: Int
    var position = 0
    var end: Int

    init(bytes: [UInt8], line: Int) {
        self.bytes = bytes
        self.line = line
        var end = bytes.count
        while end > 0 && LineScanner.isSpace(bytes[end - 1]) { end -= 1 }
        self.end = end
    }

    var peek: UInt8? { position < end ? bytes[position] : nil }

    var isAtEnd: Bool { position >= end }

    mutating func skipSpaces() {
        while position < end && LineScanner.isSpace(bytes[position]) { position += 1 }
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Whether the rest starts with `text` (ASCII, case-insensitive).
    func hasPrefix(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard position + utf8.count <= end else { return false }
        for (offset, byte) in utf8.enumerated() where (bytes[position + offset] | 0x20) != (byte | 0x20) {
            return false
        }
        return true
    }

    /// Letters only (a directive's name).
    mutating func readWord() -> String {
        let start = position
        while position < end && (LineScanner.isLetter(bytes[position]) || bytes[position] == 0x5F) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`.
    mutating func readIdentifier() -> String? {
        guard let first = peek, Self.isWordStart(first) else { return nil }
        let start = position
        while position < end && Self.isWordByte(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    static func isWordStart(_ byte: UInt8) -> Bool { LineScanner.isLetter(byte) || byte == 0x5F }

    static func isWordByte(_ byte: UInt8) -> Bool { isWordStart(byte) || (0x30...0x39).contains(byte) }

    func location(at offset: Int) -> TextPosition {
        var column = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return TextPosition(line: line, column: column)
    }

    func error(_ message: String, at offset: Int? = nil) -> DiagramParseError {
        let location = location(at: offset ?? position)
        return DiagramParseError(message: message, line: location.line, column: location.column)
    }
}
