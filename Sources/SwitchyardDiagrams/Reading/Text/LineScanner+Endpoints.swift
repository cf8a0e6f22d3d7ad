extension LineScanner {
    /// Reads an arrow end: `[*]`, `[H]`, `[H*]`, `X[H]`, `X[H*]`, an identifier or a quoted name.
    /// Returns `nil` (position unchanged) when none starts here.
    mutating func readEndpoint() throws(DiagramParseError) -> GraphBuilder.EndpointToken? {
        if peek == 0x5B {  // [
            if let history = readHistory() { return .history(owner: nil, deep: history) }
            if hasPrefix("[*]") {
                position += 3
                return .star
            }
            return nil
        }
        if hasPrefix("=="), let bar = readSynchronizationBar() { return .bar(bar) }
        let start = position
        if let quoted = try readQuoted() {
            guard !quoted.isEmpty else { throw error("a state name cannot be empty", at: start) }
            return .name(quoted)
        }
        guard let name = readIdentifier() else { return nil }
        if peek == 0x5B, let deep = readHistory() { return .history(owner: name, deep: deep) }
        return .name(name)
    }

    /// Reads a Mermaid state id: any run of bytes other than whitespace, `:`, `-`, `{`, `}`, `"`, `;`, `[`, `<`
    /// and `,` (Mermaid is more liberal than PlantUML: `state1(x)` is an id).
    mutating func readMermaidIdentifier() -> String? {
        let start = position
        while position < end {
            switch source.bytes[position] {
            case 0x20, 0x09, 0x0B, 0x0C, 0x3A, 0x2D, 0x7B, 0x7D, 0x22, 0x3B, 0x5B, 0x3C, 0x2C: break
            case 0x00...0x1F, 0x7F: break
            default:
                position += 1
                continue
            }
            break
        }
        return position > start ? source.string(start, position) : nil
    }

    /// Reads a PlantUML synchronisation bar, `===B1===` (any run of two or more `=` around a name), as written.
    private mutating func readSynchronizationBar() -> String? {
        let start = position
        while peek == 0x3D { position += 1 }
        let nameStart = position
        while let byte = peek, Self.isIdentifierByte(byte) { position += 1 }
        let nameEnd = position
        while peek == 0x3D { position += 1 }
        guard nameEnd > nameStart, position - nameEnd >= 2 else {
            position = start
            return nil
        }
        return source.string(start, position)
    }

    /// Reads `[H]` (→ `false`) or `[H*]` (→ `true`).
    private mutating func readHistory() -> Bool? {
        if hasPrefix("[H]") {
            position += 3
            return false
        }
        if hasPrefix("[H*]") {
            position += 4
            return true
        }
        return nil
    }

    /// Skips `#colour`, `##[style]colour`, `<<stereotype>>` and `$tag` decorations; returns them as written.
    /// - Parameter colourIsWord: Whether a `#colour` is one word of letters and digits, as after an arrow's target
    ///   (plantuml draws `A --> B #Pink: go` with the label `go`), rather than a state's colour list, which keeps
    ///   its `;` and `:` (`state X #pink;line:red`).
    mutating func skipDecorations(colourIsWord: Bool = false) -> [String] {
        var decorations: [String] = []
        while true {
            skipSpaces()
            if hasPrefix("[["), let close = find(0x5D, 0x5D, from: position + 2) {  // [[url]], [[{tooltip}]]
                decorations.append(source.string(position, close + 2))
                position = close + 2
            } else if colourIsWord, peek == 0x23 {
                let start = position
                position += 1
                while position < end, Self.isWordByte(source.bytes[position]) { position += 1 }
                decorations.append(source.string(start, position))
            } else if peek == 0x23 || peek == 0x24 {  // # $
                decorations.append(readDecorationWord())
            } else if hasPrefix("<<"), let close = find(0x3E, 0x3E, from: position + 2) {
                decorations.append(source.string(position, close + 2))
                position = close + 2
            } else {
                return decorations
            }
        }
    }

    /// Reads up to a space, `:` or `{` (colours such as `#pink;line:red` keep their `:`).
    private mutating func readDecorationWord() -> String {
        let start = position
        var bracketDepth = 0
        while position < end {
            let byte = source.bytes[position]
            if byte == 0x5B { bracketDepth += 1 }
            if byte == 0x5D { bracketDepth -= 1 }
            if bracketDepth <= 0 && (Self.isSpace(byte) || byte == 0x7B) { break }
            position += 1
        }
        return source.string(start, position)
    }
}
