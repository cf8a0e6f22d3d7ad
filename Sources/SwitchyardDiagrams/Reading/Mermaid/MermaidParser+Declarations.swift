import Switchyard

/// Mermaid statements that start with a keyword: `state` declarations (with their one-line composites), notes,
/// accessibility text, and the styling and layout keywords a reader skips.
extension MermaidParser {
    mutating func keyword(
        _ word: String, _ scanner: inout LineScanner, start: Int
    ) throws(DiagramParseError) -> Bool {
        switch word {
        case "state":
            scanner.skipSpaces()
            if scanner.isAtEnd { throw scanner.error("expected a state id after 'state'") }
            guard scanner.peek != 0x3A else { return false }
            try stateDeclaration(&scanner, start: start)
            return true
        case "note":
            scanner.skipSpaces()
            guard scanner.peek != 0x3A else { return false }
            if try scanner.readQuoted() != nil {  // note "text" as N1: a floating note on one line
                scanner.skipSpaces()
                if scanner.consumeKeyword("as") {
                    scanner.skipSpaces()
                    _ = scanner.readMermaidIdentifier()
                }
                try expectEnd(&scanner)
                return true
            }
            // `note left of X` / `note right of X`: Mermaid's grammar makes `X` a state statement, so a new `X` is a
            // state.
            let afterNote = scanner.position
            if scanner.consumeKeyword("left") || scanner.consumeKeyword("right") {
                scanner.skipSpaces()
                if scanner.consumeKeyword("of") {
                    scanner.skipSpaces()
                    let location = scanner.location
                    if let id = scanner.readMermaidIdentifier() { builder.touch(id, at: location) }
                }
            }
            scanner.position = afterNote
            var index = scanner.position
            while index < scanner.end {
                if scanner.source.bytes[index] == 0x3A {  // one-line note
                    try Self.checkText(after: index, in: scanner, isNote: true)
                    return true
                }
                index += 1
            }
            block = .note
            blockStart = scanner.location(at: start)
            return true
        case "direction", "classDef", "class", "style", "linkStyle", "click":
            scanner.skipSpaces()
            return !scanner.isAtEnd && scanner.peek != 0x3A
        case "accTitle":
            scanner.skipSpaces()
            return scanner.consume(0x3A)
        case "accDescr":
            scanner.skipSpaces()
            if scanner.consume(0x3A) { return true }
            guard scanner.consume(0x7B) else { return false }
            scanner.skipSpaces()
            if !scanner.isAtEnd && scanner.source.bytes[scanner.end - 1] == 0x7D { return true }
            block = .accessibleDescription
            blockStart = scanner.location(at: start)
            return true
        case "hide", "scale":  // `hide empty description`, `scale 350 width` (Mermaid's grammar has both)
            scanner.skipSpaces()
            return !scanner.isAtEnd && scanner.peek != 0x3A
        default:
            return false
        }
    }

    /// `state X`, `state "Description" as X`, `state X <<choice>>`, `state X {`, `state X : description`.
    /// - Parameter quoted: The description in quotes when it went on over earlier lines (the scanner is after its
    ///   closing quote), with `location`, where its `state` statement starts.
    mutating func stateDeclaration(
        _ scanner: inout LineScanner, start: Int, quoted preread: String? = nil, location: TextPosition? = nil
    ) throws(DiagramParseError) {
        let location = location ?? scanner.location(at: start)
        var id: String
        var displayName: String?
        if preread == nil, scanner.peek == 0x22,
            scanner.find(0x22, from: scanner.position + 1, before: scanner.end) == nil
        {
            // Mermaid's `STATE_STRING` is `[^"]*`: the description goes on over the next lines, up to a quote.
            block = .quotedName
            blockStart = scanner.location
            pendingName = (scanner.source.string(scanner.position + 1, scanner.end), location)
            return
        }
        var quoted = preread
        if quoted == nil { quoted = try scanner.readQuoted() }
        if let quoted {
            id = quoted
            scanner.skipSpaces()
            if scanner.consumeKeyword("as") {
                scanner.skipSpaces()
                guard let alias = scanner.readMermaidIdentifier() else {
                    throw scanner.error("expected an id after 'as'")
                }
                displayName = quoted
                id = alias
            }
        } else if let name = scanner.readMermaidIdentifier() {
            id = name
        } else {
            throw scanner.error("expected a state id after 'state'")
        }
        if scanner.hasPrefix(":::") {
            scanner.position += 3
            _ = scanner.readIdentifier()
        }
        let decorations = scanner.skipDecorations()
        var stereotypes = decorations.filter { $0.hasPrefix("<<") || $0.hasPrefix("[[") }.map {
            String($0.dropFirst(2).dropLast(2)).trimmingSpaces()
        }
        scanner.skipSpaces()
        if scanner.hasPrefix("[["), let close = scanner.find(0x5D, 0x5D, from: scanner.position + 2) {  // [[fork]]
            stereotypes.append(scanner.source.string(scanner.position + 2, close).trimmingSpaces())
            scanner.position = close + 2
        }
        scanner.skipSpaces()
        var description: String?
        var opens = false
        if scanner.consume(0x3A) {
            description = Self.decodingEntities(scanner.rest())
        } else if scanner.consume(0x7B) {
            opens = true
        }
        scanner.skipSpaces()
        if opens, !scanner.isAtEnd, scanner.source.bytes[scanner.end - 1] == 0x7D {
            // `state C { [*] --> x }` on one line: its statements (separated by `;`), then the close.
            builder.declare(id, displayName: displayName, stereotypes: stereotypes, at: location)
            builder.open(id, at: location)
            let lineEnd = scanner.end - 1
            var segmentStart = scanner.position
            while segmentStart < lineEnd {
                let segmentEnd = scanner.source.firstIndex(of: 0x3B, from: segmentStart, to: lineEnd) ?? lineEnd
                var inner = scanner
                inner.position = segmentStart
                inner.end = segmentEnd
                while inner.end > inner.position && LineScanner.isSpace(inner.source.bytes[inner.end - 1]) {
                    inner.end -= 1
                }
                inner.skipSpaces()
                if !inner.isAtEnd { try statement(&inner) }
                segmentStart = segmentEnd + 1
            }
            try builder.close(at: scanner.location(at: lineEnd))
            return
        }
        var wordsAfterName = false
        if !opens, description == nil, displayName == nil, !scanner.isAtEnd,
            scanner.find(0x7B, from: scanner.position, before: scanner.end) == nil,
            scanner.find(0x22, from: scanner.position, before: scanner.end) == nil,
            scanner.find(0x3A, from: scanner.position, before: scanner.end) == nil
        {
            // Mermaid's lexer reads each further word as a state statement of its own, and draws nothing for it.
            builder.warn(
                code: "mermaid-statements",
                message: "Mermaid reads '\(scanner.source.string(scanner.position, scanner.end))' after the state's "
                    + "name as state statements of their own and draws nothing for them",
                at: scanner.location)
            scanner.position = scanner.end
            wordsAfterName = true
        }
        try expectEnd(&scanner)
        builder.declare(id, displayName: displayName, stereotypes: stereotypes, description: description, at: location)
        if opens {
            builder.open(id, at: location)
        } else if description == nil, stereotypes.isEmpty, builder.scope == nil, !wordsAfterName {
            openableState = (id, location)
        }
    }
}
