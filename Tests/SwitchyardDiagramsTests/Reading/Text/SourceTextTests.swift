import PropertyBased
import Testing

@testable import SwitchyardDiagrams

/// The text every reader scans (`Reading/Text/SourceText.swift`): validated UTF-8 split into physical lines, with
/// positions as line and column in Unicode scalars.
@Suite(.timeLimit(.minutes(5)))
struct SourceTextTests {
    private func lines(_ text: SourceText) throws -> [String] {
        var found: [String] = []
        try text.forEachLine { line in
            found.append(text.string(line.start, line.end))
            return true
        }
        return found
    }

    @Test func linesEndAtLineFeedsWithOrWithoutACarriageReturn() throws {
        #expect(try lines(SourceText("a\nb\r\nc")) == ["a", "b", "c"])
        #expect(try lines(SourceText("a\n")) == ["a"])
        #expect(try lines(SourceText("")) == [""])
        #expect(try lines(SourceText("\u{FEFF}a")) == ["a"])
    }

    /// `firstIndex(of:from:to:)` reads with `memchr`: it finds a byte at either end of the buffer and reads nothing
    /// for an empty range (a range outside the buffer traps on its precondition instead of reading past the end).
    @Test func firstIndexFindsBytesAtBothEndsOfTheBufferAndNothingInAnEmptyRange() {
        let text = SourceText("\nab\n")
        let count = text.bytes.count
        #expect(text.firstIndex(of: 0x0A, from: 0, to: count) == 0)
        #expect(text.firstIndex(of: 0x0A, from: 1, to: count) == count - 1)
        #expect(text.firstIndex(of: 0x0A, from: 1, to: count - 1) == nil)
        #expect(text.firstIndex(of: 0x0A, from: count, to: count) == nil)
        #expect(text.firstIndex(of: 0x62, from: 0, to: count) == 2)
    }

    @Test func columnsCountScalarsNotBytes() {
        let text = SourceText("é → x")
        let offset = Array("é → ".utf8).count
        #expect(text.column(of: offset, lineStart: 0) == 5)
    }

    @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() {
        #expect(throws: DiagramParseError(message: "invalid UTF-8 byte 0xFF", line: 2, column: 3)) {
            try SourceText(validating: Array("a\nbé".utf8) + [0xFF])
        }
    }

    /// Any text splits into the lines a split of its bytes at line feeds gives, each without a trailing carriage
    /// return (a final line feed ends the last line; it does not start an empty one).
    @Test func splitsAsTheStandardLibraryDoes() async {
        let pieces = Gen.element(of: ["a", "é", "\n", "\r\n", " ", "→"]).map { $0 ?? "" }.array(of: 0...40)
        await propertyCheck(count: 200, input: pieces) { pieces in
            let string = pieces.joined()
            var expected = string.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
            }
            if expected.count > 1, expected.last == "" { expected.removeLast() }
            #expect((try? lines(SourceText(string))) == expected)
        }
    }
}
