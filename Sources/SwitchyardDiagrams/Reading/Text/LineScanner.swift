import Switchyard

/// A cursor over one physical line of a ``SourceText``, used by both readers.
struct LineScanner {
    let source: SourceText
    let line: SourceText.Line
    var position: Int
    var end: Int

    init(source: SourceText, line: SourceText.Line) {
        self.source = source
        self.line = line
        position = line.start
        end = line.end
        while end > position && Self.isSpace(source.bytes[end - 1]) { end -= 1 }
    }

    var isAtEnd: Bool { position >= end }

    var peek: UInt8? { position < end ? source.bytes[position] : nil }

    func peek(_ offset: Int) -> UInt8? {
        position + offset < end ? source.bytes[position + offset] : nil
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E: true  // 0-9 A-Z a-z _ .
        case 0x80...0xFF: true
        default: false
        }
    }

    /// A byte of `\w` as JavaScript's and Java's regular expressions read it: an ASCII letter, digit or `_`.
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: true
        default: false
        }
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    mutating func skipSpaces() {
        while position < end && Self.isSpace(source.bytes[position]) { position += 1 }
    }

    /// The rest of the line with surrounding spaces removed; moves to the end.
    mutating func rest() -> String {
        skipSpaces()
        let text = source.string(position, end)
        position = end
        return text
    }

    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Whether the rest of the line starts with `text` (ASCII, case-insensitive).
    func hasPrefix(_ text: StaticString, at offset: Int = 0) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + offset + count <= end else { return false }
        let pointer = text.utf8Start
        for index in 0..<count where Self.lower(source.bytes[position + offset + index]) != Self.lower(pointer[index]) {
            return false
        }
        return true
    }

    /// Consumes `word` (ASCII, case-insensitive) when it is followed by a non-identifier byte or the end.
    mutating func consumeKeyword(_ word: StaticString) -> Bool {
        guard hasPrefix(word) else { return false }
        let after = position + word.utf8CodeUnitCount
        if after < end && Self.isIdentifierByte(source.bytes[after]) { return false }
        position = after
        return true
    }

    /// The position of the first `byte` in `start..<limit`, if any.
    func find(_ byte: UInt8, from start: Int, before limit: Int) -> Int? {
        var index = start
        while index < min(limit, end) {
            if source.bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// Whether the rest of the line is exactly `end` + at most one space or tab + `word` (ASCII, case-insensitive),
    /// then only spaces: `end note`, `endnote`, as plantuml's `^end[%s]?note$` (not `end notes: …`, a note's text).
    func isEndMarker(_ word: StaticString) -> Bool {
        var copy = self
        guard copy.consumePrefix("end") else { return false }
        if let byte = copy.peek, byte == 0x20 || byte == 0x09 { copy.position += 1 }
        guard copy.consumePrefix(word) else { return false }
        copy.skipSpaces()
        return copy.isAtEnd
    }

    /// Consumes `text` (ASCII, case-insensitive) wherever it ends.
    mutating func consumePrefix(_ text: StaticString) -> Bool {
        guard hasPrefix(text) else { return false }
        position += text.utf8CodeUnitCount
        return true
    }

    mutating func readIdentifier() -> String? {
        let start = position
        while position < end && Self.isIdentifierByte(source.bytes[position]) { position += 1 }
        return position > start ? source.string(start, position) : nil
    }

    /// Reads `"…"`; returns `nil` when not at a quote.
    /// - Throws: when the closing quote is missing.
    mutating func readQuoted() throws(DiagramParseError) -> String? {
        guard peek == 0x22 else { return nil }
        let open = position
        position += 1
        let start = position
        while position < end && source.bytes[position] != 0x22 { position += 1 }
        guard position < end else { throw error("missing closing quote", at: open) }
        let text = source.string(start, position)
        position += 1
        return text
    }

    /// Reads bytes up to the next space (or the end).
    mutating func readWord() -> String {
        let start = position
        while position < end && !Self.isSpace(source.bytes[position]) { position += 1 }
        return source.string(start, position)
    }

    /// Whether the rest of the line consists only of `byte`, at least `minimum` times.
    func isOnly(_ byte: UInt8, minimum: Int) -> Bool {
        guard end - position >= minimum else { return false }
        for index in position..<end where source.bytes[index] != byte { return false }
        return true
    }

    /// Finds `a` followed by `b` from the current position; returns the offset of `a`.
    func find(_ first: UInt8, _ second: UInt8, from start: Int? = nil) -> Int? {
        var index = start ?? position
        while let found = source.firstIndex(of: first, from: index, to: end - 1) {
            if source.bytes[found + 1] == second { return found }
            index = found + 1
        }
        return nil
    }

    func location(at offset: Int) -> TextPosition {
        TextPosition(line: line.number, column: source.column(of: offset, lineStart: line.start))
    }

    var location: TextPosition { location(at: position) }

    func error(_ message: String, at offset: Int? = nil) -> DiagramParseError {
        let location = location(at: offset ?? position)
        return DiagramParseError(message: message, line: location.line, column: location.column)
    }

    private static func lower(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
}
