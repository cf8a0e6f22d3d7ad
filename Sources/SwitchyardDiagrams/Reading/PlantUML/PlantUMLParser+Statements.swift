extension PlantUMLParser {
    /// Parses one statement (the line has no comment and is inside no block).
    mutating func statement(_ scanner: inout LineScanner) throws(DiagramParseError) {
        let start = scanner.position
        guard let first = scanner.peek else { return }
        if first == 0x7D {  // }
            let location = scanner.location
            scanner.position += 1
            try builder.close(at: location)
            try expectEnd(&scanner)
            return
        }
        if scanner.isOnly(0x2D, minimum: 2) || scanner.isOnly(0x7C, minimum: 2) {  // -- or ||
            sawStateConstruct = true
            builder.startRegion()
            return
        }
        if first == 0x21 { return }  // !preprocessor, !theme, !include…
        if scanner.hasPrefix("<style>") {
            block = .style
            blockStart = scanner.location
            if scanner.find(0x3C, 0x2F, from: start + 7) != nil { block = .none }
            return
        }
        // An arrow is tried first, so states named like keywords (`show --> hide`) still work.
        if let source = try endpoint(&scanner) {
            let afterName = scanner.position
            scanner.skipSpaces()
            if scanner.peek == 0x23 {  // `A #red --> B`: a colour on the source
                _ = scanner.skipDecorations()
                scanner.skipSpaces()
            }
            // `title o--> X`: PlantUML reads a title here (an `o` tail after a space is no arrow of its), while
            // `title x--> X` is an arrow from a state named `title`.
            if case .name(let name) = source, first != 0x22, scanner.position > afterName,
                scanner.peek == 0x6F || scanner.peek == 0x4F, scanner.peek(1) == 0x2D || scanner.peek(1) == 0x2E,
                Self.textKeywords.contains(name.lowercased())
            {
                scanner.position = afterName
                if try keyword(name, &scanner, start: start) { return }
                scanner.skipSpaces()
            }
            do throws(DiagramParseError) {
                if let arrow = try PlantUMLArrow.read(&scanner) {
                    try transition(from: source, arrow: arrow, &scanner, start: start)
                    return
                }
            } catch {
                // `title ---`, `title -[`: a keyword whose text only looks like an arrow.
                guard case .name(let name) = source, first != 0x22, Self.textKeywords.contains(name.lowercased())
                else { throw error }
                scanner.position = afterName
                if try keyword(name, &scanner, start: start) { return }
                throw error
            }
            scanner.position = afterName
            if case .name(let name) = source {
                if first != 0x22, try keyword(name, &scanner, start: start) { return }
                scanner.skipSpaces()
                if scanner.consume(0x3A) {  // X : description
                    looksLikeClass = true
                    let description = scanner.rest()
                    builder.describe(name, description, at: scanner.location(at: start))
                    return
                }
            }
        }
        if let kind = Self.otherDiagramKind(&scanner, from: start) {
            throw scanner.error(
                "not a state diagram: '\(Self.excerpt(&scanner, from: start))' belongs to a \(kind) diagram", at: start)
        }
        throw scanner.error("unknown statement '\(Self.excerpt(&scanner, from: start))'", at: start)
    }

    /// The kind of diagram a line that no state diagram has belongs to (`participant Bob` → sequence).
    private static func otherDiagramKind(_ scanner: inout LineScanner, from start: Int) -> String? {
        scanner.position = start
        if scanner.peek == 0x3A { return "activity" }  // `:step;`
        let word = scanner.readWord().lowercased()
        let kinds: [String: [String]] = [
            "sequence": [
                "participant", "actor", "boundary", "control", "entity", "database", "collections", "queue",
                "activate", "deactivate", "destroy", "create", "autonumber", "alt", "loop", "opt", "par", "group",
                "critical", "ref", "box", "return",
            ],
            "class": ["class", "interface", "abstract", "enum", "annotation", "namespace", "object"],
            "activity": ["start", "stop", "if", "while", "repeat", "partition", "endif", "endwhile", "kill"],
            "use case or component": ["usecase", "component", "node", "cloud", "folder", "artifact", "rectangle"],
        ]
        return kinds.first { $0.value.contains(word) }?.key
    }

    private static func excerpt(_ scanner: inout LineScanner, from start: Int) -> String {
        scanner.position = start
        let text = scanner.rest()
        return text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    private mutating func transition(
        from source: GraphBuilder.EndpointToken, arrow: PlantUMLArrow, _ scanner: inout LineScanner, start: Int
    ) throws(DiagramParseError) {
        scanner.skipSpaces()
        let targetStart = scanner.position
        guard let target = try endpoint(&scanner) else {
            let what = scanner.isAtEnd || scanner.peek == 0x3A ? "arrow has no target" : "arrow target expected"
            throw scanner.error(what, at: targetStart)
        }
        _ = scanner.skipDecorations(colourIsWord: true)
        scanner.skipSpaces()
        var label: String?
        if scanner.consume(0x3A) {
            // plantuml's arrow pattern ends `(:\s*(.+))?` on the trimmed line: a `:` needs a label after it.
            if scanner.isAtEnd { throw scanner.error("':' must be followed by a label", at: scanner.position - 1) }
            label = scanner.rest()
        } else if !scanner.isAtEnd {
            throw scanner.error("unexpected text after the arrow's target")
        }
        if !arrow.hasHead {
            if isNote(source) || isNote(target) { return }  // a note's dotted link, not a transition
            throw scanner.error("arrow has no head ('>' or '<')", at: arrow.start)
        }
        if isNote(source) || isNote(target) { return }
        for token in [source, target] {
            switch token {
            case .star, .history, .bar: sawStateConstruct = true
            case .name: break
            }
        }
        if let style = arrow.style, ["left", "right", "up", "down"].contains(where: style.contains) {
            looksLikeClass = true
        }
        let location = scanner.location(at: start)
        if arrow.style?.lowercased().contains("hidden") == true {
            // A layout hint (`-[hidden]->`): its ends are states, the arrow is no transition.
            for case .name(let id) in [source, target] { builder.touch(id, at: location) }
            return
        }
        let (from, to) = arrow.isReversed ? (target, source) : (source, target)
        let added = builder.addTransition(
            from: from, to: to, label: label, style: arrow.style, unlessLinked: arrow.isSingle, at: location)
        if !added {
            builder.warn(
                code: "single-arrow-dropped",
                message: "plantuml draws no '-[single]->' arrow where one already joins the same two states; "
                    + "this arrow is not read",
                at: location)
        }
    }

    /// An arrow end, with a qualified name's separator (`set separator ::`) read as part of the name.
    private func endpoint(_ scanner: inout LineScanner) throws(DiagramParseError) -> GraphBuilder.EndpointToken? {
        guard let token = try scanner.readEndpoint() else { return nil }
        guard case .name(var name) = token, let separator = builder.conventions.separator,
            !separator.utf8.allSatisfy(LineScanner.isIdentifierByte)
        else { return token }
        let bytes = Array(separator.utf8)
        while scanner.position + bytes.count < scanner.end,
            Array(scanner.source.bytes[scanner.position..<scanner.position + bytes.count]) == bytes,
            LineScanner.isIdentifierByte(scanner.source.bytes[scanner.position + bytes.count])
        {
            scanner.position += bytes.count
            name += separator + (scanner.readIdentifier() ?? "")
        }
        return .name(name)
    }

    private func isNote(_ token: GraphBuilder.EndpointToken) -> Bool {
        if case .name(let name) = token { return noteAliases.contains(name) }
        return false
    }

    private func expectEnd(_ scanner: inout LineScanner) throws(DiagramParseError) {
        scanner.skipSpaces()
        if !scanner.isAtEnd { throw scanner.error("unexpected text") }
    }

    /// Handles a keyword statement; returns `false` when `word` is not a keyword of this form.
    private mutating func keyword(
        _ word: String, _ scanner: inout LineScanner, start: Int
    ) throws(DiagramParseError) -> Bool {
        let lowered = word.lowercased()
        let afterWord = scanner.position
        scanner.skipSpaces()
        // `legend : text` and `title: text` describe a state of that name: plantuml tries its `X : text` pattern
        // before its title patterns (a real diagram's `Title: Connect to server` inside `state Title { … }`).
        if scanner.peek == 0x3A { return false }
        scanner.position = afterWord
        switch lowered {
        case "state":
            scanner.skipSpaces()
            guard !scanner.isAtEnd, scanner.peek != 0x3A else { return false }
            sawStateConstruct = true
            try stateDeclaration(&scanner, start: start)
            return true
        case "note":
            scanner.skipSpaces()
            guard scanner.peek != 0x3A else { return false }
            try note(&scanner, start: start)
            return true
        case "skinparam", "skin":
            if scanner.find(0x7B, 0x7B) == nil, scanner.end > scanner.position,
                scanner.source.bytes[scanner.end - 1] == 0x7B
            {
                block = .skinparam(depth: 1)
                blockStart = scanner.location(at: start)
            }
            return true
        case "allowmixing", "allow_mixing", "newpage":
            return true
        case "end", "endstate":  // `end state` or `endstate` closes `state X begin`
            scanner.skipSpaces()
            guard lowered == "endstate" || scanner.consumeKeyword("state") else { return false }
            sawStateConstruct = true
            let location = scanner.location(at: start)
            try expectEnd(&scanner)
            try builder.close(at: location)
            return true
        case "set":
            scanner.skipSpaces()
            if scanner.consumeKeyword("separator") {
                scanner.skipSpaces()
                let value = scanner.rest()
                builder.conventions.separator = value.isEmpty || value.lowercased() == "none" ? nil : value
                return true
            }
            return !scanner.isAtEnd
        case "hide", "show", "scale", "caption", "mainframe", "sprite", "pragma", "remove", "restore", "page",
            "frame":
            scanner.skipSpaces()
            guard !scanner.isAtEnd else { return false }
            if scanner.source.bytes[scanner.end - 1] == 0x7B {  // a `sprite … {` body, skipped like skinparam
                block = .skinparam(depth: 1)
                blockStart = scanner.location(at: start)
            }
            return true
        case "title":
            scanner.skipSpaces()
            if scanner.isAtEnd {
                block = .title
                blockStart = scanner.location(at: start)
                builder.title = nil
            } else {
                builder.title = scanner.rest()
            }
            return true
        case "legend":
            block = .legend
            blockStart = scanner.location(at: start)
            return true
        case "header", "footer":
            openHeaderOrFooter(word.lowercased(), &scanner, start: start)
            return true
        case "left", "right", "center", "top":
            scanner.skipSpaces()
            if scanner.consumeKeyword("header") || scanner.consumeKeyword("footer") {
                let word = scanner.source.string(scanner.position - 6, scanner.position).lowercased()
                openHeaderOrFooter(word, &scanner, start: start)
                return true
            }
            if scanner.consumeKeyword("to") {
                scanner.skipSpaces()
                if scanner.consumeKeyword("right") || scanner.consumeKeyword("bottom") {
                    scanner.skipSpaces()
                    return scanner.consumeKeyword("direction")
                }
            }
            return false
        default:
            return false
        }
    }

    private mutating func openHeaderOrFooter(_ word: String, _ scanner: inout LineScanner, start: Int) {
        scanner.skipSpaces()
        guard scanner.isAtEnd else { return }
        block = word == "header" ? .header : .footer
        blockStart = scanner.location(at: start)
    }

    /// `note left of X : text`, `note right of X` … `end note`, `note "text" as N`, `note as N` … `end note`,
    /// `note on link` …
    private mutating func note(_ scanner: inout LineScanner, start: Int) throws(DiagramParseError) {
        touchNoteTarget(&scanner)
        if let text = try scanner.readQuoted() {
            _ = text
            scanner.skipSpaces()
            if scanner.consumeKeyword("as") {
                scanner.skipSpaces()
                if let alias = scanner.readIdentifier() { noteAliases.insert(alias) }
            }
            return
        }
        // Any `:` after `note …` makes it a one-line note, except inside a `[[link]]` (`[[http://x]]`).
        var index = scanner.position
        while index < scanner.end {
            let byte = scanner.source.bytes[index]
            if byte == 0x5B, index + 1 < scanner.end, scanner.source.bytes[index + 1] == 0x5B,
                let close = scanner.find(0x5D, 0x5D, from: index + 2)
            {
                index = close + 2
                continue
            }
            if byte == 0x3A { return }
            index += 1
        }
        if scanner.consumeKeyword("as") {
            scanner.skipSpaces()
            if let alias = scanner.readIdentifier() { noteAliases.insert(alias) }
        }
        block = .note
        blockStart = scanner.location(at: start)
    }

    /// `note left|right|top|bottom of X`: plantuml creates `X` where the note is when it is new (a note naming a
    /// state before an arrow inside a composite does keeps it out of that composite), so the note's state is a state.
    /// Leaves the scanner where it was.
    private mutating func touchNoteTarget(_ scanner: inout LineScanner) {
        let start = scanner.position
        defer { scanner.position = start }
        guard
            scanner.consumeKeyword("left") || scanner.consumeKeyword("right") || scanner.consumeKeyword("top")
                || scanner.consumeKeyword("bottom")
        else { return }
        scanner.skipSpaces()
        guard scanner.consumeKeyword("of") else { return }
        scanner.skipSpaces()
        let location = scanner.location
        if let id = scanner.readIdentifier() { builder.touch(id, at: location) }
    }

    /// What `as` in a `state` declaration needs, as plantuml reads it.
    /// The keywords whose statement is text (`title TEXT`), which an arrow from a state of the same name can look
    /// like.
    static let textKeywords: Set<String> = ["title", "caption", "mainframe", "legend", "header", "footer"]

    static let aliasForm = "expected 'state \"Long name\" as X' or 'state X as \"Long name\"': one side of 'as' quoted"

    /// `state X`, `state "Long" as X`, `state X as "Long"`, then stereotypes, colours, `: description`, `{`.
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
                // plantuml reads `"Long name" as X` or `X as "Long name"`: one side quoted, the other a name.
                if scanner.peek == 0x22 { throw scanner.error(Self.aliasForm) }
                guard let alias = scanner.readIdentifier() else {
                    throw scanner.error("expected an alias after 'as'")
                }
                displayName = quoted
                id = alias
            }
        } else if let name = scanner.readIdentifier() {
            id = name
            scanner.skipSpaces()
            if scanner.consumeKeyword("as") {
                scanner.skipSpaces()
                guard let quoted = try scanner.readQuoted() else { throw scanner.error(Self.aliasForm) }
                displayName = quoted
            }
        } else {
            throw scanner.error("expected a state name after 'state'")
        }
        let decorations = scanner.skipDecorations()
        var stereotypes: [String] = []
        var color: String?
        for decoration in decorations {
            if decoration.hasPrefix("<<") {
                stereotypes.append(String(decoration.dropFirst(2).dropLast(2)).trimmingSpaces())
            } else if decoration.hasPrefix("#") {
                color = color.map { $0 + " " + decoration } ?? decoration
            }
        }
        scanner.skipSpaces()
        var description: String?
        var opens = false
        if scanner.consume(0x3A) {
            var text = scanner.rest()
            if text.hasSuffix("{") {
                text.removeLast()
                opens = true
            }
            description = text.trimmingSpaces()
        } else if scanner.consumeKeyword("begin") {
            opens = true  // `state X begin` … `end state`
        } else if scanner.consume(0x7B) {
            opens = true
            scanner.skipSpaces()
            if scanner.consume(0x7D) {
                builder.declare(
                    id, displayName: displayName, stereotypes: stereotypes, color: color, at: location)
                builder.open(id, at: location)
                try builder.close(at: location)
                try expectEnd(&scanner)
                return
            }
        }
        if !scanner.isAtEnd { throw scanner.error("unexpected text in state declaration") }
        // plantuml's `state X` (with a description or stereotypes) draws X with its id again after
        // `state "Long" as X`; `state X {` keeps the name it had (its composite command sets only a given one).
        builder.declare(
            id, displayName: displayName, stereotypes: stereotypes, color: color, description: description,
            resetsDisplayName: !opens, at: location)
        if opens { builder.open(id, at: location) }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs, vertical tabs and form feeds.
    func trimmingSpaces() -> String {
        // The reader's spaces (space, tab, vertical tab, form feed), as Java's `trim` in PlantUML removes them: a
        // `<<history*\f>>` is a history stereotype there too.
        var slice = Substring(self).utf8
        while let first = slice.first, LineScanner.isSpace(first) { slice.removeFirst() }
        while let last = slice.last, LineScanner.isSpace(last) { slice.removeLast() }
        return String(decoding: slice, as: UTF8.self)
    }
}
