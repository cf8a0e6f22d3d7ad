/// The line-by-line state of a Mermaid read.
struct MermaidParser {
    private enum Phase {
        case start
        case frontMatter
        case body
    }

    private enum Block {
        case none
        case note
        case accessibleDescription
    }

    let source: SourceText
    private(set) var builder = GraphBuilder()
    private var phase = Phase.start
    private var block = Block.none
    private var blockStart = SourceLocation(line: 1, column: 1)
    private var frontMatterTitle: String?

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

    func finish() throws(DiagramParseError) -> (graph: StateGraph, resolution: GraphBuilder.Resolution) {
        switch block {
        case .none: break
        case .note:
            throw DiagramParseError(
                message: "note is never closed with 'end note'", line: blockStart.line, column: blockStart.column)
        case .accessibleDescription:
            throw DiagramParseError(
                message: "accDescr block is never closed with '}'", line: blockStart.line, column: blockStart.column)
        }
        if phase != .body {
            let message =
                phase == .frontMatter
                ? "front matter is never closed with '---'" : "the diagram has no states or transitions"
            throw DiagramParseError(message: message, line: 1, column: 1)
        }
        var result = try builder.finishResolved()
        if result.graph.title == nil { result.graph.title = frontMatterTitle }
        return result
    }

    private mutating func handle(_ scanner: inout LineScanner) throws(DiagramParseError) {
        switch block {
        case .none: break
        case .note:
            if scanner.consumePrefix("end note") || scanner.consumePrefix("endnote") { block = .none }
            return
        case .accessibleDescription:
            if scanner.find(0x7D, 0x7D) != nil || scanner.peek == 0x7D || scanner.isOnly(0x7D, minimum: 1) {
                block = .none
            } else if scanner.end > scanner.position && scanner.source.bytes[scanner.end - 1] == 0x7D {
                block = .none
            }
            return
        }
        guard !scanner.isAtEnd else { return }
        if scanner.hasPrefix("%%") { return }
        if let comment = scanner.find(0x25, 0x25) {  // a trailing `%% comment`
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
                        title = String(title.dropFirst().dropLast())
                    }
                    frontMatterTitle = title
                }
            }
        case .body:
            try statement(&scanner)
        }
    }

    private mutating func statement(_ scanner: inout LineScanner) throws(DiagramParseError) {
        let start = scanner.position
        if scanner.peek == 0x7D {  // }
            let location = scanner.location
            scanner.position += 1
            try builder.close(at: location)
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
                    builder.describe(name, scanner.rest(), at: scanner.location(at: start))
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
        if scanner.consume(0x3A) {
            label = scanner.rest()
        } else if !(scanner.isAtEnd || (scanner.peek == 0x3B && scanner.position + 1 == scanner.end)) {
            throw scanner.error("unexpected text after the arrow's target")
        }
        builder.addTransition(from: source, to: target, label: label, style: nil, at: scanner.location(at: start))
    }

    private func expectEnd(_ scanner: inout LineScanner) throws(DiagramParseError) {
        scanner.skipSpaces()
        if !scanner.isAtEnd { throw scanner.error("unexpected text") }
    }

    private mutating func keyword(
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
            var index = scanner.position
            while index < scanner.end {
                if scanner.source.bytes[index] == 0x3A { return true }  // one-line note
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
    private mutating func stateDeclaration(
        _ scanner: inout LineScanner, start: Int
    ) throws(DiagramParseError) {
        let location = scanner.location(at: start)
        var id: String
        var displayName: String?
        if let quoted = try scanner.readQuoted() {
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
        var stereotypes = decorations.filter { $0.hasPrefix("<<") }.map {
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
            description = scanner.rest()
        } else if scanner.consume(0x7B) {
            opens = true
        }
        try expectEnd(&scanner)
        builder.declare(id, displayName: displayName, stereotypes: stereotypes, description: description, at: location)
        if opens { builder.open(id, at: location) }
    }
}
