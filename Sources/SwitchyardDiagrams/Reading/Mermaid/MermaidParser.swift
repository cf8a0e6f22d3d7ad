import Switchyard

/// The line-by-line state of a Mermaid read.
struct MermaidParser {
    private enum Phase {
        case start
        case frontMatter
        case body
    }

    enum Block {
        case none
        case note
        case accessibleDescription
        /// A `%%{ … }%%` directive that goes on over later lines.
        case directive
        /// A `state "…` description whose closing quote is on a later line (``pendingName``).
        case quotedName
    }

    let source: SourceText
    var builder: GraphBuilder = {
        var builder = GraphBuilder()
        builder.conventions.referencesMoveNodes = true
        return builder
    }()
    private var phase = Phase.start
    var block = Block.none
    var blockStart = TextPosition(line: 1, column: 1)
    /// The text so far of a `state "…` description that goes on over later lines, and where its statement starts.
    var pendingName = (text: "", location: TextPosition(line: 1, column: 1))
    private var frontMatterTitle: String?
    /// The marks our writer leaves in comments for the next arrow (Mermaid has no history and no `<<start>>` or
    /// `<<end>>` stereotypes).
    private struct WriterMarks {
        /// Our writer's history mark for the current line's arrow: a trailing `%% history [H]` before any label,
        /// or a `%% history [H]` line just before it.
        var lineComment: String?
        /// A `%% history …` line, waiting for the arrow on the next line.
        var pendingMarker: String?
        /// `%% switchyard-pseudo-source NAME` / `-target NAME` lines: the next arrow's `[*]` on that side is our
        /// writer's drawing of the `<<start>>` or `<<end>>` node `NAME`.
        var pendingPseudoEnds: [(isSource: Bool, name: String)] = []
        /// The pseudo ends for the current line's arrow.
        var linePseudoEnds: [(isSource: Bool, name: String)] = []

        /// A statement line begins: the marks waiting for it become the line's.
        mutating func beginLine() {
            lineComment = pendingMarker
            pendingMarker = nil
            linePseudoEnds = pendingPseudoEnds
            pendingPseudoEnds = []
        }
    }
    private var marks = WriterMarks()
    /// A top-level `state X` line just read, which the next line may open as a composite with a lone `{`
    /// (Mermaid's lexer leaves the state at the line's end and reads `{` at the top level as the struct start).
    var openableState: (id: String, location: TextPosition)?
    /// ``openableState`` as the previous line left it, for this line only (a blank or comment line in between
    /// ends the chance, as Mermaid's lexer returns a newline token for it).
    private var lineOpenable: (id: String, location: TextPosition)?
    /// The marks our writer puts on arrows to or from a history (Mermaid has none).
    private static let historyMarkers: Set<String> = [
        "history [H]", "history [H*]", "history-source [H]", "history-source [H*]",
    ]

    init(source: SourceText) {
        self.source = source
    }

    mutating func run() throws(DiagramParseError) {
        try source.forEachLine { (line) throws(DiagramParseError) -> Bool in
            var scanner = LineScanner(source: source, line: line)
            scanner.skipSpaces()
            try handle(&scanner)
            return true
        }
    }

    func finish() throws(DiagramParseError) -> (
        graph: StateGraph, resolution: GraphBuilder.Resolution?, warnings: [Diagnostic]
    ) {
        switch block {
        case .none: break
        case .note:
            throw DiagramParseError(
                message: "note is never closed with 'end note'", line: blockStart.line, column: blockStart.column)
        case .accessibleDescription:
            throw DiagramParseError(
                message: "accDescr block is never closed with '}'", line: blockStart.line, column: blockStart.column)
        case .directive:
            throw DiagramParseError(
                message: "directive is never closed with '}%%'", line: blockStart.line, column: blockStart.column)
        case .quotedName:
            throw DiagramParseError(message: "missing closing quote", line: blockStart.line, column: blockStart.column)
        }
        if phase != .body {
            let message =
                phase == .frontMatter
                ? "front matter is never closed with '---'" : "the diagram has no states or transitions"
            throw DiagramParseError(message: message, line: 1, column: 1)
        }
        var result = try builder.finishWithWarnings()
        if result.graph.title == nil { result.graph.title = frontMatterTitle }
        return result
    }

    private mutating func handle(_ scanner: inout LineScanner) throws(DiagramParseError) {
        lineOpenable = openableState
        openableState = nil
        switch block {
        case .none: break
        case .note:
            if scanner.consumePrefix("end note") || scanner.consumePrefix("endnote") || Self.endsWithEndNote(scanner) {
                block = .none  // `end note`, also after the note's last text on the same line
            }
            return
        case .accessibleDescription:
            if scanner.find(0x7D, 0x7D) != nil || scanner.peek == 0x7D || scanner.isOnly(0x7D, minimum: 1) {
                block = .none
            } else if scanner.end > scanner.position && scanner.source.bytes[scanner.end - 1] == 0x7D {
                block = .none
            }
            return
        case .directive:
            if Self.directiveEnd(in: scanner, from: scanner.position) != nil { block = .none }
            return
        case .quotedName:
            let lineStart = scanner.line.start
            guard let close = scanner.find(0x22, from: lineStart, before: scanner.end) else {
                pendingName.text += "\n" + scanner.source.string(lineStart, scanner.end)
                return
            }
            block = .none
            let name = pendingName.text + "\n" + scanner.source.string(lineStart, close)
            scanner.position = close + 1
            try stateDeclaration(&scanner, start: close, quoted: name, location: pendingName.location)
            return
        }
        guard !scanner.isAtEnd else { return }
        // Mermaid removes `%%{ … }%%` directives before it parses, including those that go on over several lines.
        if scanner.hasPrefix("%%{"), Self.directiveEnd(in: scanner, from: scanner.position + 3) == nil {
            block = .directive
            blockStart = scanner.location
            return
        }
        if scanner.hasPrefix("%% switchyard-pseudo") {
            readPseudoComment(&scanner)
            return
        }
        marks.beginLine()
        if scanner.hasPrefix("%% switchyard-id ") {
            readIdentifierComment(&scanner)
            return
        }
        if scanner.hasPrefix("%%") {
            let text = scanner.source.string(scanner.position + 2, scanner.end).trimmingSpaces()
            if Self.historyMarkers.contains(text) { marks.pendingMarker = text }
            return
        }
        if scanner.peek == 0x23 { return }  // %% and # comments (Mermaid's lexer skips both)
        // A trailing `%% comment`, unless it is in a description or a quoted name: Mermaid reads `":"[^:\n;]+` as
        // one token, so `A --> B : again %% note` has the label `again %% note`, and a string as another.
        if let comment = Self.trailingComment(scanner) {
            marks.lineComment = scanner.source.string(comment + 2, scanner.end).trimmingSpaces()
            scanner.end = comment
            while scanner.end > scanner.position && LineScanner.isSpace(scanner.source.bytes[scanner.end - 1]) {
                scanner.end -= 1
            }
        }
        switch phase {
        case .start:
            if scanner.isOnly(0x2D, minimum: 3) {
                phase = .frontMatter
                return
            }
            guard scanner.consumeKeyword("stateDiagram-v2") || scanner.consumeKeyword("stateDiagram") else {
                throw scanner.error("expected 'stateDiagram' or 'stateDiagram-v2'")
            }
            phase = .body
            // Mermaid draws a bare `stateDiagram`: an empty graph, with a warning at the header.
            builder.conventions.allowsEmpty = true
            builder.conventions.emptyDiagramLine = scanner.line.number
            scanner.skipSpaces()
            if !scanner.isAtEnd { try statement(&scanner) }
        case .frontMatter:
            if scanner.isOnly(0x2D, minimum: 3) {
                phase = .start
            } else if scanner.consumeKeyword("title") {
                scanner.skipSpaces()
                if scanner.consume(0x3A) {
                    var title = scanner.rest()
                    if title.count >= 2, let first = title.first, first == "\"" || first == "'", title.last == first {
                        title = Self.yamlUnquoted(title.dropFirst().dropLast(), doubleQuoted: first == "\"")
                    }
                    frontMatterTitle = title
                }
            }
        case .body:
            try statement(&scanner)
        }
    }

    /// Where the `}%%` that closes a directive is on the scanner's line, from `start`; `nil` when it is not there.
    private static func directiveEnd(in scanner: LineScanner, from start: Int) -> Int? {
        var index = start
        while let close = scanner.find(0x7D, 0x25, from: index) {
            if close + 2 < scanner.end, scanner.source.bytes[close + 2] == 0x25 { return close }
            index = close + 1
        }
        return nil
    }

    private static func endsWithEndNote(_ scanner: LineScanner) -> Bool {
        let text = scanner.source.string(scanner.position, scanner.end)
        return text.hasSuffix(" end note") || text.hasSuffix("\tend note")
    }

    mutating func statement(_ scanner: inout LineScanner) throws(DiagramParseError) {
        let start = scanner.position
        let openable = lineOpenable
        lineOpenable = nil
        if let openable, scanner.peek == 0x7B {  // `{` on the line after `state X`
            scanner.position += 1
            builder.open(openable.id, at: openable.location)
            scanner.skipSpaces()
            if !scanner.isAtEnd { try statement(&scanner) }
            return
        }
        if scanner.peek == 0x7D {  // }
            let location = scanner.location
            scanner.position += 1
            // Mermaid's lexer reads a `}` outside any composite as a state id; a stray brace, said as such.
            try builder.close(
                at: location, strayMessage: "'}' closes no composite state; ignored (Mermaid draws it as a state '}')")
            try expectEnd(&scanner)
            return
        }
        if scanner.isOnly(0x2D, minimum: 2) {
            builder.startRegion()
            return
        }
        if let source = try readEndpoint(&scanner) {
            let afterName = scanner.position
            scanner.skipSpaces()
            if scanner.consumePrefix("-->") {
                try transition(from: source, &scanner, start: start)
                return
            }
            scanner.position = afterName
            if case .name(let name) = source {
                if scanner.source.bytes[start] != 0x22, try keyword(name, &scanner, start: start) { return }
                scanner.skipSpaces()
                if scanner.consume(0x3A) {
                    try Self.checkText(after: scanner.position - 1, in: scanner, isNote: false)
                    let following = Self.cutAtSemicolon(&scanner)
                    let description = Self.decodingEntities(scanner.rest())
                    builder.describe(name, description, at: scanner.location(at: start))
                    try statements(following, of: scanner, semicolonEnding: "description '\(description)'")
                    return
                }
                if scanner.isAtEnd || (scanner.peek == 0x3B && scanner.position + 1 == scanner.end) {
                    builder.touch(name, at: scanner.location(at: start))  // a bare state id
                    return
                }
            }
        }
        scanner.position = start
        let text = scanner.rest()
        throw scanner.error(
            "unknown statement '\(text.count > 40 ? String(text.prefix(40)) + "…" : text)'", at: start)
    }

    /// An endpoint with an optional `:::class` suffix.
    private func readEndpoint(_ scanner: inout LineScanner) throws(DiagramParseError) -> GraphBuilder.EndpointToken? {
        let token: GraphBuilder.EndpointToken
        if scanner.peek == 0x5B || scanner.peek == 0x22 {  // [*] or "quoted"
            guard let special = try scanner.readEndpoint() else { return nil }
            token = special
        } else {
            guard let id = scanner.readMermaidIdentifier() else { return nil }
            token = .name(id)
        }
        if scanner.hasPrefix(":::") {
            scanner.position += 3
            _ = scanner.readIdentifier()
        }
        return token
    }

    private mutating func transition(
        from source: GraphBuilder.EndpointToken, _ scanner: inout LineScanner, start: Int
    ) throws(DiagramParseError) {
        scanner.skipSpaces()
        let targetStart = scanner.position
        guard let target = try readEndpoint(&scanner) else {
            throw scanner.error(
                scanner.isAtEnd || scanner.peek == 0x3A ? "arrow has no target" : "arrow target expected",
                at: targetStart)
        }
        scanner.skipSpaces()
        var label: String?
        var following: Range<Int>?
        var warning: (message: String, at: TextPosition)?
        if scanner.consume(0x3A) {
            try Self.checkText(after: scanner.position - 1, in: scanner, isNote: false)
            following = Self.cutAtSemicolon(&scanner)
            label = scanner.rest()
        } else if !(scanner.isAtEnd || scanner.peek == 0x23
            || (scanner.peek == 0x3B && scanner.position + 1 == scanner.end))
        {
            // Mermaid's grammar needs no separator between statements: `A --> B C` is an arrow and a state C, and
            // the flowchart form `A -->|go| B` an arrow to a state named `|go|` and a state B. Read as Mermaid reads
            // it, and said.
            let text = scanner.source.string(scanner.position, scanner.end)
            let message =
                if case .name(let name) = target, name.hasPrefix("|"), name.hasSuffix("|"), name.count > 1 {
                    "'-->|label|' is flowchart syntax: Mermaid's state diagram draws '\(name)' as the arrow's target "
                        + "and '\(text)' as statements of their own; write 'A --> B : label'"
                } else {
                    "Mermaid reads '\(text)' after the arrow's target as statements of their own"
                }
            following = scanner.position..<scanner.end
            warning = (message, scanner.location(at: scanner.position))
            scanner.end = scanner.position
        }
        var (from, to) = (source, target)
        // Our writer draws an arrow to or from a composite's history as an arrow to or from the composite, marked
        // `%% history [H]` / `%% history-source [H*]` (Mermaid has no history).
        if let marker = marks.lineComment, Self.historyMarkers.contains(marker) {
            let deep = marker.hasSuffix("[H*]")
            if marker.hasPrefix("history-source "), case .name(let owner) = from {
                from = .history(owner: owner, deep: deep)
            } else if marker.hasPrefix("history "), case .name(let owner) = to {
                to = .history(owner: owner, deep: deep)
            }
        }
        for end in marks.linePseudoEnds {
            if end.isSource, case .star = from { from = .name(end.name) }
            if !end.isSource, case .star = to { to = .name(end.name) }
        }
        builder.addTransition(
            from: from, to: to, label: label.map(Self.decodingEntities), style: nil, at: scanner.location(at: start))
        if let warning {
            builder.warn(code: "mermaid-statements", message: warning.message, at: warning.at)
            try statements(following, of: scanner)
        } else if let following {
            try statements(
                following, of: scanner,
                semicolonEnding: "label '\(label.map(Self.decodingEntities) ?? "")'")
        }
    }

    /// Ends the scanner's text at its first `;` (see ``semicolon(endingTextIn:)``), returning what follows the `;`;
    /// `nil` when there is none.
    private static func cutAtSemicolon(_ scanner: inout LineScanner) -> Range<Int>? {
        guard let semicolon = semicolon(endingTextIn: scanner) else { return nil }
        let following = semicolon + 1..<scanner.end
        scanner.end = semicolon
        // Mermaid trims the text it read (`yytext.trim()`): `A --> B : go ;` is the label `go`.
        while scanner.end > scanner.position && LineScanner.isSpace(scanner.source.bytes[scanner.end - 1]) {
            scanner.end -= 1
        }
        return following
    }

    /// Reads the text after a label, a description or an arrow's target as Mermaid does: statements separated by
    /// `;` or by nothing. Mermaid's lexer makes a `;` a state named `;`, which no one means; we read it as a
    /// separator.
    /// - Parameter what: When the text follows a `;` that ended a label or description, that text: a warning says
    ///   so, unless nothing but spaces follows (`A --> B : go;`, a common way to end a line).
    private mutating func statements(
        _ following: Range<Int>?, of scanner: LineScanner, semicolonEnding what: String? = nil
    ) throws(DiagramParseError) {
        guard let following else { return }
        var rest = scanner
        rest.position = following.lowerBound
        rest.end = following.upperBound
        rest.skipSpaces()
        guard !rest.isAtEnd else { return }
        if let what {
            builder.warn(
                code: "mermaid-semicolon",
                message: "Mermaid ends the \(what) at ';' and reads '\(rest.source.string(rest.position, rest.end))' "
                    + "as statements of their own (it also draws a state named ';'); write '#59;' for "
                    + "a semicolon in it",
                at: scanner.location(at: following.lowerBound - 1))
        }
        while !rest.isAtEnd {
            var statement = rest
            if let next = Self.semicolonOutsideQuotes(in: rest) {
                statement.end = next
                rest.position = next + 1
            } else {
                rest.position = rest.end
            }
            statement.skipSpaces()
            while statement.end > statement.position,
                LineScanner.isSpace(statement.source.bytes[statement.end - 1])
            {
                statement.end -= 1
            }
            if !statement.isAtEnd { try self.statement(&statement) }
            rest.skipSpaces()
        }
    }

    /// The first `;` outside double quotes in the scanner's text.
    private static func semicolonOutsideQuotes(in scanner: LineScanner) -> Int? {
        var quoted = false
        for index in scanner.position..<scanner.end {
            switch scanner.source.bytes[index] {
            case 0x22: quoted.toggle()
            case 0x3B where !quoted: return index
            default: break
            }
        }
        return nil
    }

    /// Our writer's marks for `<<start>>` and `<<end>>` nodes, which Mermaid draws as `[*]`:
    /// Where a trailing `%%` comment starts on the scanner's line: outside double quotes and before any `:` that
    /// starts a description; `nil` when there is none.
    static func trailingComment(_ scanner: LineScanner) -> Int? {
        var quoted = false
        var index = scanner.position
        while index < scanner.end {
            let byte = scanner.source.bytes[index]
            if byte == 0x22 {
                quoted.toggle()
            } else if !quoted {
                if byte == 0x3A { return nil }
                if byte == 0x25, index + 1 < scanner.end, scanner.source.bytes[index + 1] == 0x25 { return index }
            }
            index += 1
        }
        return nil
    }

    /// `%% switchyard-pseudo NAME start` declares one, `%% switchyard-pseudo-source NAME` (or `-target`) says the
    /// next arrow's `[*]` on that side is it.
    private mutating func readPseudoComment(_ scanner: inout LineScanner) {
        let location = scanner.location
        scanner.position += 20  // %% switchyard-pseudo
        var side: Bool?
        if scanner.consumePrefix("-source") {
            side = true
        } else if scanner.consumePrefix("-target") {
            side = false
        }
        scanner.skipSpaces()
        guard let name = scanner.readMermaidIdentifier() else { return }
        if let side {
            marks.pendingPseudoEnds.append((side, name))
            return
        }
        scanner.skipSpaces()
        let kind = scanner.readWord()
        guard kind == "start" || kind == "end" else { return }
        builder.declare(name, stereotypes: [kind], at: location)
    }

    /// `%% switchyard-id ALIAS "ID"`: our writer had to use `ALIAS` for an identifier Mermaid cannot spell.
    private mutating func readIdentifierComment(_ scanner: inout LineScanner) {
        scanner.position += 17
        scanner.skipSpaces()
        guard let alias = scanner.readMermaidIdentifier(), let id = scanner.readIdentifierCommentTarget() else {
            return
        }
        builder.alias(alias, standsFor: id)
    }

    func expectEnd(_ scanner: inout LineScanner) throws(DiagramParseError) {
        scanner.skipSpaces()
        if !scanner.isAtEnd { throw scanner.error("unexpected text") }
    }

    /// The text of a YAML quoted scalar (its quotes removed): in double quotes `\"` and `\\` stand for `"` and `\`
    /// (the escapes the Mermaid writer uses; others are kept as written), in single quotes `''` stands for `'`.
    static func yamlUnquoted(_ body: Substring, doubleQuoted: Bool) -> String {
        guard doubleQuoted else {
            var result = ""
            var previousWasQuote = false
            for character in body {
                if character == "'" && previousWasQuote {
                    previousWasQuote = false
                    continue
                }
                previousWasQuote = character == "'"
                result.append(character)
            }
            return result
        }
        var result = ""
        var escaped = false
        for character in body {
            if escaped {
                if character != "\"" && character != "\\" { result.append("\\") }
                result.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }
}
