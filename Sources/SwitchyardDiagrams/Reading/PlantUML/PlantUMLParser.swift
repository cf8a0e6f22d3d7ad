import Switchyard

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
    var blockStart = TextPosition(line: 1, column: 1)
    var noteAliases: Set<String> = []
    /// Whether a line only a state diagram has was read (`[*]`, `state`, a history, a region separator, a bar):
    /// without one, plantuml draws the arrows as a sequence or class diagram, not a state diagram.
    var sawStateConstruct = false
    /// Whether a line made plantuml's class diagram take the text (`A -down-> B`, `A : text`) when no state
    /// construct is there.
    var looksLikeClass = false
    /// The first statement's position, where a diagram that is not a state diagram is reported.
    var firstStatement: TextPosition?

    init(source: SourceText) {
        self.source = source
        // PlantUML closes an unclosed `{` at `@enduml` and ignores a stray `}`; we accept both and warn.
        builder.conventions.isLenient = true
        builder.conventions.separator = "."
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
        if !sawStateConstruct, let first = firstStatement, !builder.isEmpty {
            let kind = looksLikeClass ? "class" : "sequence"
            throw DiagramParseError(
                message: "not a state diagram: plantuml reads these lines as a \(kind) diagram (a state diagram has "
                    + "'[*]', a 'state' declaration, a history or a region separator)",
                line: first.line, column: first.column)
        }
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
            if scanner.isEndMarker("note") { block = .none }
            return
        case .legend:
            if scanner.isEndMarker("legend") { block = .none }
            return
        case .title:
            // A block's lines are the title, joined with spaces (a graph's title is one line).
            if scanner.isEndMarker("title") {
                block = .none
            } else {
                let line = scanner.rest()
                if !line.isEmpty { builder.title = builder.title.map { $0 + " " + line } ?? line }
            }
            return
        case .header:
            if scanner.isEndMarker("header") { block = .none }
            return
        case .footer:
            if scanner.isEndMarker("footer") { block = .none }
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
        if firstStatement == nil { firstStatement = scanner.location }
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
        // A comment closing the line, `… /' note '/`, is cut from its last `/'`. Elsewhere in a line `/'` is text, as
        // plantuml reads it: `A --> B : E/'x` is labelled `E/'x`, and `x /' a '/ b` keeps its middle (only a `/'` at
        // the start of a line opens a comment that may go on over later lines).
        let bytes = scanner.source.bytes
        var end = scanner.end
        while end > scanner.position && LineScanner.isSpace(bytes[end - 1]) { end -= 1 }
        guard end - scanner.position >= 4, bytes[end - 2] == 0x27, bytes[end - 1] == 0x2F else { return }
        var open = end - 4
        while open >= scanner.position, !(bytes[open] == 0x2F && bytes[open + 1] == 0x27) { open -= 1 }
        guard open >= scanner.position else { return }
        scanner.end = open
        while scanner.end > scanner.position && LineScanner.isSpace(bytes[scanner.end - 1]) { scanner.end -= 1 }
    }

    /// `' switchyard-id ALIAS "ID"`: our writer had to use `ALIAS` for an identifier PlantUML cannot spell.
    private mutating func readIdentifierComment(_ scanner: inout LineScanner) {
        scanner.position += 16
        scanner.skipSpaces()
        guard let alias = scanner.readIdentifier(), let id = scanner.readIdentifierCommentTarget() else { return }
        builder.alias(alias, standsFor: id)
    }
}
