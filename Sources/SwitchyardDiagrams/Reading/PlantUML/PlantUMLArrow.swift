/// A PlantUML arrow as written: `->`, `-->`, `--->`, `-right->`, `-r->`, `-[#red,dashed]->`, `-left[#blue]->`,
/// or reversed `<-`, `<--`, `<-up-`; `A .. N` links a note (a dotted arrow with a head is refused).
struct PlantUMLArrow {
    /// Where the arrow starts on its line.
    var start: Int
    /// Whether the arrow points left (`A <-- B` means B → A).
    var isReversed: Bool
    /// Whether the arrow has a head at all (`A .. N` links a note).
    var hasHead: Bool
    /// Direction and bracket style as written, e.g. `"right"` or `"[#red,dashed]"`.
    var style: String?

    private static let directions = ["left", "right", "up", "down"]

    /// Whether the style says `single` (`-[single]->`, `-[#red,single]->`): plantuml then draws no arrow where one
    /// already joins the same two states, either way round (`CucaDiagram.addLink`), its tokens split at `;` and `,`.
    var isSingle: Bool {
        guard let style else { return false }
        return style.split(whereSeparator: { "[];,".contains($0) }).contains {
            String($0).trimmingSpaces().lowercased() == "single"
        }
    }

    /// `o`, `O`, `x` or `X`, the letters PlantUML draws at an arrow's ends (its arrow patterns ignore case).
    private static func isEndDecoration(_ byte: UInt8) -> Bool {
        byte == 0x6F || byte == 0x4F || byte == 0x78 || byte == 0x58
    }

    /// Whether `first` and `second` look like an arrow with a decorated tail (`x-->`, `o-->`): the writer keeps such
    /// text off a one-line `title`, where it could read as an arrow from a state named `title`. Only `x` is a tail
    /// plantuml reads (``isTailCross(_:)``); `o` is kept out too, to be safe.
    static func isDecoratedTail(_ first: UInt8?, _ second: UInt8?) -> Bool {
        guard let first, let second else { return false }
        return isEndDecoration(first) && (second == 0x2D || second == 0x2E)
    }

    /// `x` or `X`, the only tail plantuml's state arrow reads (`(x)?(-+)…`); `A o--> B` is refused there.
    private static func isTailCross(_ byte: UInt8?) -> Bool { byte == 0x78 || byte == 0x58 }

    /// `o` or `O`, the only head decoration plantuml's state arrow reads (`…\>(o[%s]+)?`); `A -->x B` is refused
    /// there.
    private static func isHeadCircle(_ byte: UInt8?) -> Bool { byte == 0x6F || byte == 0x4F }

    /// Reads an arrow at the scanner's position; returns `nil` and leaves the position unchanged when there is none.
    static func read(_ scanner: inout LineScanner) throws(DiagramParseError) -> PlantUMLArrow? {
        let start = scanner.position
        // A cross on the arrow's tail (`x-->`), drawn only.
        if Self.isDecoratedTail(scanner.peek, scanner.peek(1)) {
            guard Self.isTailCross(scanner.peek) else {
                throw scanner.error("plantuml reads only 'x' on an arrow's tail ('A x--> B'), not 'o'", at: start)
            }
            scanner.position += 1
        }
        let reversed = scanner.consume(0x3C)  // <
        var body = 0
        var dotted = false
        var parts: [String] = []
        while let byte = scanner.peek {
            if byte == 0x2D || byte == 0x2E {  // - .
                body += 1
                dotted = dotted || byte == 0x2E
                scanner.position += 1
            } else if byte == 0x5B && body > 0 {  // [style]
                let open = scanner.position
                while let inner = scanner.peek, inner != 0x5D { scanner.position += 1 }
                guard scanner.consume(0x5D) else { throw scanner.error("missing ']' in arrow style", at: open) }
                parts.append(scanner.source.string(open, scanner.position))
            } else if reversed, body > 0, Self.isTailCross(byte) {
                // `A <--x B`: the tail, at the arrow's right end (`\<(-*)…(-+)(x)?` in current plantuml), drawn only.
                scanner.position += 1
                break
            } else if LineScanner.isLetter(byte) && body > 0 {
                let wordStart = scanner.position
                while let letter = scanner.peek, LineScanner.isLetter(letter) { scanner.position += 1 }
                let word = scanner.source.string(wordStart, scanner.position).lowercased()
                guard let direction = directions.first(where: { $0.hasPrefix(word) }) else {
                    scanner.position = start
                    return nil
                }
                parts.append(direction)
            } else {
                break
            }
        }
        let head = scanner.consume(0x3E)  // >
        // A circle on the head (`-->o B`), drawn only; `-->oB` is an arrow to `oB`.
        if head, scanner.peek.map(Self.isEndDecoration) ?? false, scanner.peek(1).map(LineScanner.isSpace) ?? false {
            guard Self.isHeadCircle(scanner.peek) else {
                throw scanner.error("plantuml reads only 'o' on an arrow's head ('A -->o B'), not 'x'")
            }
            scanner.position += 1
        }
        guard body > 0, !(reversed && head) else {
            if body > 0 && reversed && head {
                throw scanner.error("a transition arrow points one way ('-->' or '<--'), not both", at: start)
            }
            scanner.position = start
            return nil
        }
        if dotted && (reversed || head) {
            // plantuml's link patterns draw a state transition with `-` only (bodies `-+` and `-*`): `A ..> B` is
            // refused there, so it is here rather than read as an arrow.
            throw scanner.error(
                "plantuml draws a state diagram's arrows with '-' only; for a dotted line write '-[dotted]->'",
                at: start)
        }
        if !reversed && !head {
            // `A -- B` or `A .. N`: only a note link; the caller decides.
            let next = scanner.peek
            if next == nil || (next.map(LineScanner.isSpace) ?? false) || next == 0x22 || next == 0x5B
                || (next.map(LineScanner.isIdentifierByte) ?? false)
            {
                return PlantUMLArrow(start: start, isReversed: false, hasHead: false, style: nil)
            }
            scanner.position = start
            return nil
        }
        return PlantUMLArrow(
            start: start, isReversed: reversed, hasHead: true, style: parts.isEmpty ? nil : parts.joined())
    }
}
