/// The text after a `:` (a label, a description, a one-line note), as Mermaid's lexer reads it.
extension MermaidParser {
    /// Refuses what Mermaid's lexer cannot read after the `:` at byte `colon`: a label or description is
    /// `":"(?:[^:\n;]|":"[^:\n;])+`, so it has at least one character and no `::` and does not end with `:`; a
    /// one-line note's text is `":"[^:\n;]+`, with no second `:`. The text up to a `;` is checked (`#name;` is an
    /// entity, which Mermaid encodes before lexing), as Mermaid reads the rest of the line as more statements.
    /// - Parameters:
    ///   - colon: The offset of the `:` that starts the text.
    ///   - scanner: The line.
    ///   - isNote: Whether the text is a one-line note's.
    /// - Throws: ``DiagramParseError`` at the `:` Mermaid cannot read.
    static func checkText(after colon: Int, in scanner: LineScanner, isNote: Bool) throws(DiagramParseError) {
        let bytes = scanner.source.bytes
        let end = scanner.end
        var index = colon + 1
        var count = 0
        while index < end, bytes[index] != 0x3B {
            if bytes[index] == 0x23, let entityEnd = entityEnd(from: index, in: scanner) {
                index = entityEnd
            } else if bytes[index] == 0x3A {
                if isNote {
                    throw scanner.error(
                        "Mermaid cannot read a second ':' in a one-line note; write it as a note block ending with "
                            + "'end note'", at: index)
                }
                guard index + 1 < end, bytes[index + 1] != 0x3A, bytes[index + 1] != 0x3B else {
                    throw scanner.error(
                        "Mermaid cannot read '::' or a ':' that ends a label or description", at: index)
                }
                index += 2
            } else {
                index += 1
            }
            count += 1
        }
        // Mermaid reads `A --> B : ` (a space after the colon) as a blank label; `A --> B :` has no text at all.
        let blank = colon + 1 < scanner.line.end && LineScanner.isSpace(bytes[colon + 1])
        if count == 0 && (index < end || !blank) {
            throw scanner.error("':' must be followed by text", at: colon)
        }
    }

    /// The offset after an entity `#name;` or `#123;` at `start`, or `nil` when there is none.
    /// Where the text of a label or description that starts at the scanner's position ends at a `;`: Mermaid's
    /// lexer reads that text as `":"[^:\n;]+`, so a `;` (one that does not close an entity such as `#59;`) ends it
    /// and what follows is read as statements of its own. `nil` when the text has no such `;`.
    static func semicolon(endingTextIn scanner: LineScanner) -> Int? {
        let bytes = scanner.source.bytes
        var index = scanner.position
        while index < scanner.end {
            if bytes[index] == 0x3B { return index }
            if bytes[index] == 0x23, let entityEnd = entityEnd(from: index, in: scanner) {
                index = entityEnd
            } else {
                index += 1
            }
        }
        return nil
    }

    private static func entityEnd(from start: Int, in scanner: LineScanner) -> Int? {
        var index = start + 1
        while index < scanner.end, LineScanner.isWordByte(scanner.source.bytes[index]) { index += 1 }
        guard index > start + 1, index < scanner.end, scanner.source.bytes[index] == 0x3B else { return nil }
        return index + 1
    }
}
