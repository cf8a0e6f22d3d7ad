/// A PlantUML file split into its diagrams: each `@startuml … @enduml` block, or the whole text when it has no
/// `@startuml` line. Text outside the blocks is ignored, as `plantuml` ignores it.
struct PlantUMLDocument {
    /// One `@startuml … @enduml` block.
    struct Block {
        /// 1-based position of the block in the file.
        var index: Int
        /// The name after `@startuml` (`@startuml name` or `@startuml(id=name)`), if any.
        var name: String?
        /// The physical lines between `@startuml` and `@enduml`.
        var lines: [SourceText.Line]
        /// The physical line of `@startuml` (1 when there is none), where an empty block is reported.
        var startLine = 1
        /// Whether `@enduml` ends the block (`plantuml` draws nothing for a `@startuml` that is never closed).
        var isClosed = true
    }

    let source: SourceText
    private(set) var blocks: [Block] = []

    /// Splits `source` into blocks.
    init(_ source: SourceText) {
        self.source = source
        var current: Block?
        var sawStart = false
        var whole = Block(index: 1, name: nil, lines: [])
        var wholeEnded = false
        var blocks: [Block] = []
        try? source.forEachLine { line in
            var scanner = LineScanner(source: source, line: line)
            scanner.skipSpaces()
            if scanner.hasPrefix("@startuml") {
                // Inside a block, `plantuml` ignores another `@startuml`: only `@enduml` ends a block.
                if current != nil { return true }
                sawStart = true
                scanner.position += 9
                current = Block(
                    index: blocks.count + 1, name: Self.name(&scanner), lines: [], startLine: line.number)
                return true
            }
            if scanner.consumeKeyword("@enduml") {
                if let open = current { blocks.append(open) }
                current = nil
                wholeEnded = true
                return true
            }
            current?.lines.append(line)
            if !wholeEnded { whole.lines.append(line) }
            return true
        }
        if var open = current {
            open.isClosed = false
            blocks.append(open)
        }
        self.blocks = sawStart ? blocks : [whole]
    }

    /// `@startuml name`, `@startuml(id=name)` → `name`.
    private static func name(_ scanner: inout LineScanner) -> String? {
        if scanner.consumePrefix("(id=") {
            let start = scanner.position
            while let byte = scanner.peek, byte != 0x29 { scanner.position += 1 }
            let name = scanner.source.string(start, scanner.position).trimmingSpaces()
            return name.isEmpty ? nil : name
        }
        guard scanner.peek.map(LineScanner.isSpace) ?? false else { return nil }
        let name = scanner.rest()
        return name.isEmpty ? nil : name
    }

    /// The text of `block`'s lines (copied), each reported with its physical line number.
    func text(of block: Block) -> SourceText {
        guard let first = block.lines.first, let last = block.lines.last else {
            return SourceText(lines: [], lineNumbers: [block.startLine])
        }
        if last.number - first.number == block.lines.count - 1 {
            return SourceText(slice: source, start: first.start, end: last.end, firstLine: first.number)
        }
        return SourceText(
            lines: block.lines.map { Array(source.bytes[$0.start..<$0.end]) }, lineNumbers: block.lines.map(\.number))
    }
}
