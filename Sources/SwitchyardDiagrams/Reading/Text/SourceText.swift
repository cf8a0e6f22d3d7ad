import Switchyard

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// Diagram text as validated UTF-8 bytes, split into physical lines without copying.
///
/// Readers work on bytes so that a 50 MB file or a 1 MB line is processed in linear time.
struct SourceText {
    /// One physical line: `start..<end` in ``bytes``, without its `\n` or `\r\n`.
    struct Line {
        var number: Int
        var start: Int
        var end: Int
    }

    let bytes: [UInt8]
    /// Offset of the first byte after a leading byte order mark.
    let contentStart: Int
    /// The physical line each line of ``bytes`` came from (a preprocessed or extracted text reports the lines of the
    /// file it was made from); `nil` when line *n* of ``bytes`` is line *n*.
    private(set) var lineNumbers: [Int]?
    /// Added to a line's position when there is no ``lineNumbers`` (a slice starting at a later line).
    private(set) var lineOffset = 0

    /// Validates `bytes` as UTF-8 and skips a leading byte order mark.
    /// - Throws: ``DiagramParseError`` at the line and column of the first invalid byte.
    init(validating bytes: [UInt8]) throws(DiagramParseError) {
        self.bytes = bytes
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        contentStart = bytes.count >= 3 && Array(bytes[0..<3]) == bom ? 3 : 0
        if let offset = Self.firstInvalidUTF8(bytes, from: contentStart) {
            let location = Self.location(of: offset, in: bytes, from: contentStart)
            throw DiagramParseError(
                message: "invalid UTF-8 byte 0x\(String(bytes[offset], radix: 16, uppercase: true))",
                line: location.line, column: location.column)
        }
    }

    /// Text known to be valid UTF-8.
    init(_ text: String) {
        var text = text
        bytes = text.withUTF8 { Array($0) }
        contentStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Text made of lines taken from elsewhere: `lines` joined with `\n`, line *i* reported as `lineNumbers[i]`.
    init(lines: [[UInt8]], lineNumbers: [Int]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        for (index, line) in lines.enumerated() {
            if index > 0 { bytes.append(0x0A) }
            bytes.append(contentsOf: line)
        }
        self.bytes = bytes
        contentStart = 0
        self.lineNumbers = lineNumbers.isEmpty ? [1] : lineNumbers
    }

    /// Physical lines `first...` of another text, copied: `bytes[start..<end]`, its first line reported as `first`.
    init(slice source: SourceText, start: Int, end: Int, firstLine: Int) {
        bytes = Array(source.bytes[start..<end])
        contentStart = 0
        lineOffset = firstLine - 1
    }

    /// The physical line number reported for the `index`-th (0-based) line of ``bytes``.
    func reportedLine(_ index: Int) -> Int {
        guard let lineNumbers, !lineNumbers.isEmpty else { return lineOffset + index + 1 }
        return lineNumbers[min(index, lineNumbers.count - 1)]
    }

    /// Calls `body` for each physical line, in order; stops early when `body` returns `false`.
    func forEachLine(_ body: (Line) throws(DiagramParseError) -> Bool) throws(DiagramParseError) {
        var number = 1
        var start = contentStart
        let count = bytes.count
        while start <= count {
            let end = firstIndex(of: 0x0A, from: start, to: count) ?? count
            let next = end + 1
            var trimmedEnd = end
            if trimmedEnd > start && bytes[trimmedEnd - 1] == 0x0D { trimmedEnd -= 1 }
            if end == count && start == count && number > 1 { break }
            if try !body(Line(number: reportedLine(number - 1), start: start, end: trimmedEnd)) { return }
            number += 1
            start = next
        }
    }

    /// The offset of the first `byte` in `start..<end`, found with `memchr` (fast even in debug builds).
    ///
    /// Memory safety: `memchr` reads exactly `end - start` bytes from `base + start`; the precondition (checked in
    /// every build) keeps that range inside the buffer, so a wrong range traps instead of reading past it.
    /// `SourceTextTests` covers both ends of the buffer and an empty range.
    func firstIndex(of byte: UInt8, from start: Int, to end: Int) -> Int? {
        precondition(start >= 0 && end <= bytes.count, "range outside the source text")
        guard start < end else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(byte), end - start) else {
                return nil
            }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
    }

    /// The text of `start..<end`.
    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The 1-based column of byte `offset` on a line starting at `lineStart`, counted in Unicode scalars.
    func column(of offset: Int, lineStart: Int) -> Int {
        var column = 1
        var index = lineStart
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    private static func location(of offset: Int, in bytes: [UInt8], from start: Int) -> TextPosition {
        var line = 1
        var lineStart = start
        for index in start..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 { column += 1 }
        return TextPosition(line: line, column: column)
    }

    /// The offset of the first byte that is not part of a well-formed UTF-8 sequence, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var lower: UInt8 = 0x80
            var upper: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0:
                length = 3
                lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED:
                length = 3
                upper = 0x9F
            case 0xF0:
                length = 4
                lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4:
                length = 4
                upper = 0x8F
            default: return index
            }
            if index + length > count { return index }
            let second = bytes[index + 1]
            if second < lower || second > upper { return index }
            var position = index + 2
            while position < index + length {
                if bytes[position] & 0xC0 != 0x80 { return index }
                position += 1
            }
            index += length
        }
        return nil
    }
}
