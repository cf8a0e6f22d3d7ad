/// The line-by-line state of a PlantUML read: which block (comment, note, legend…) is open, and the graph so far.
struct PlantUMLParser {
    /// A multi-line construct whose lines are skipped until its end marker.
    enum Block {
        case none
        case comment
        case note
        case legend
        case title
        case header
        case footer
        case style
        case skinparam(depth: Int)
    }

    let source: SourceText
    var builder = GraphBuilder()
    var block = Block.none
    var blockStart = SourcePosition(line: 1, column: 1)
    var noteAliases: Set<String> = []

    init(source: SourceText) {
        self.source = source
        // PlantUML closes an unclosed `{` at `@enduml` and ignores a stray `}`; we accept both and warn.
        builder.isLenient = true
        builder.separator = "."
    }

    /// Parses every line of ``source`` (one diagram's body, already preprocessed).
    mutating func run() throws(DiagramParseError) {
        try source.forEachLine { (line) throws(DiagramParseError) -> Bool in
            var scanner = LineScanner(source: source, line: line)
            scanner.skipSpaces()
            try handle(&scanner)
            return true
        }
        try checkBlockClosed()
    }

    private func checkBlockClosed() throws(DiagramParseError) {
        let what: String
        switch block {
        case .none, .comment: return
        case .note: what = "note is never closed with 'end note'"
        case .legend: what = "legend is never closed with 'endlegend'"
        case .title: what = "title is never closed with 'end title'"
        case .header: what = "header is never closed with 'endheader'"
        case .footer: what = "footer is never closed with 'endfooter'"
        case .style: what = "<style> is never closed with '</style>'"
        case .skinparam: what = "skinparam block is never closed with '}'"
        }
        throw DiagramParseError(message: what, line: blockStart.line, column: blockStart.column)
    }

    private mutating func handle(_ scanner: inout LineScanner) throws(DiagramParseError) {
        switch block {
        case .none:
            break
        case .comment:
            guard let close = scanner.find(0x27, 0x2F) else { return }  // '/
            scanner.position = close + 2
            block = .none
            scanner.skipSpaces()
        case .note:
            if scanner.consumePrefix("end note") || scanner.consumePrefix("endnote") { block = .none }
            return
        case .legend:
            if scanner.consumePrefix("endlegend") || scanner.consumePrefix("end legend") { block = .none }
            return
        case .title:
            if scanner.consumePrefix("endtitle") || scanner.consumePrefix("end title") { block = .none }
            return
        case .header:
            if scanner.consumePrefix("endheader") || scanner.consumePrefix("end header") { block = .none }
            return
        case .footer:
            if scanner.consumePrefix("endfooter") || scanner.consumePrefix("end footer") { block = .none }
            return
        case .style:
            if scanner.find(0x3C, 0x2F) != nil && scanner.hasPrefix("</style>") { block = .none }
            return
        case .skinparam(let depth):
            var depth = depth
            while let byte = scanner.peek {
                if byte == 0x7B { depth += 1 }
                if byte == 0x7D { depth -= 1 }
                scanner.position += 1
            }
            block = depth <= 0 ? .none : .skinparam(depth: depth)
            return
        }
        try stripComments(&scanner)
        guard !scanner.isAtEnd else { return }
        try statement(&scanner)
    }

    /// Removes `' comment` lines and `/' … '/` block comments (which may continue on later lines).
    private mutating func stripComments(_ scanner: inout LineScanner) throws(DiagramParseError) {
        while scanner.hasPrefix("/'") {
            let open = scanner.location
            if let close = scanner.find(0x27, 0x2F, from: scanner.position + 2) {
                scanner.position = close + 2
                scanner.skipSpaces()
            } else {
                block = .comment
                blockStart = open
                scanner.position = scanner.end
                return
            }
        }
        if scanner.peek == 0x27 {  // '
            if scanner.hasPrefix("' switchyard-id ") { readIdentifierComment(&scanner) }
            scanner.position = scanner.end
            return
        }
        if let open = scanner.find(0x2F, 0x27) {  // a trailing /' …
            if scanner.find(0x27, 0x2F, from: open + 2) == nil {
                block = .comment
                blockStart = scanner.location(at: open)
            }
            scanner.end = open
            while scanner.end > scanner.position && LineScanner.isSpace(scanner.source.bytes[scanner.end - 1]) {
                scanner.end -= 1
            }
        }
    }

    /// `' switchyard-id ALIAS "ID"`: our writer had to use `ALIAS` for an identifier PlantUML cannot spell.
    private mutating func readIdentifierComment(_ scanner: inout LineScanner) {
        scanner.position += 16
        scanner.skipSpaces()
        guard let alias = scanner.readIdentifier(), let id = scanner.readIdentifierCommentTarget() else { return }
        builder.alias(alias, standsFor: id)
    }
}
