import Foundation
import Switchyard

/// The part of PlantUML's preprocessor that state diagrams use: `!define NAME value` / `!undef`, `!$var = value`,
/// `!$var ?= value` and `$var` substitution, `!if` / `!elseif` / `!else` / `!endif` and `!ifdef` / `!ifndef`,
/// `!include` of a local file relative to the diagram, a trailing `\` continuing a line; `!theme`, `!pragma`,
/// `!log`, `!dump_memory`, `!startsub` and `!endsub` are ignored; `!global $x = …` assigns and `!assert` checks.
/// Any other directive is an error at its line and column, never
/// skipped.
///
/// Each `@startuml` block is preprocessed on its own, as `plantuml` does. Lines keep their physical line number;
/// lines of an included file are reported at the `!include` line.
struct PlantUMLPreprocessor {
    /// Reads an included file: its path as written and the including file's path → its bytes, or `nil` when it
    /// cannot be read.
    typealias IncludeLoader = @Sendable (_ path: String, _ includer: String?) -> (path: String, bytes: [UInt8])?

    private var defines: [String: String] = [:]
    var variables: [String: PreprocessorValue] = [:]
    private var conditions: [Condition] = []
    private var output: [[UInt8]] = []
    private var outputLines: [Int] = []
    private var inBlockComment = false
    var includeStack: [String] = []
    let loader: IncludeLoader?

    private struct Condition {
        /// Whether lines in the current branch are kept.
        var active: Bool
        /// Whether a branch of this `!if` has been taken already.
        var taken: Bool
        /// Whether the enclosing branch is active.
        var enclosingActive: Bool
        var sawElse: Bool
        var location: TextPosition
    }

    init(loader: IncludeLoader?) {
        self.loader = loader
    }

    private var isActive: Bool { conditions.last?.active ?? true }

    /// Whether `lines` of `source` need preprocessing at all (a directive or a continued line).
    static func isNeeded(_ source: SourceText, _ lines: [SourceText.Line]) -> Bool {
        for line in lines {
            var scanner = LineScanner(source: source, line: line)
            scanner.skipSpaces()
            if scanner.peek == 0x21 { return true }  // !
            if scanner.end > scanner.position && source.bytes[scanner.end - 1] == 0x5C { return true }  // \
        }
        return false
    }

    /// Preprocesses one block's lines.
    /// - Parameter file: The diagram's path, for `!include` (nil: includes are an error).
    mutating func run(
        _ source: SourceText, _ lines: [SourceText.Line], file: String?
    ) throws(DiagramParseError) -> SourceText {
        if let file { includeStack = [file] }
        try process(source, lines, reportAt: nil)
        if let open = conditions.last {
            throw DiagramParseError(
                message: "'!if' is never closed with '!endif'", line: open.location.line, column: open.location.column)
        }
        return SourceText(lines: output, lineNumbers: outputLines)
    }

    /// Processes lines; `reportAt` is the `!include` line when they come from an included file.
    mutating func process(
        _ source: SourceText, _ lines: [SourceText.Line], reportAt: TextPosition?
    ) throws(DiagramParseError) {
        var index = 0
        while index < lines.count {
            let line = lines[index]
            var bytes = Array(source.bytes[line.start..<line.end])
            index += 1
            // A line whose very last character is one `\` joins the next line as written (PlantUML keeps its
            // leading spaces); `\\` at the end, or a `\` followed by spaces or tabs, joins nothing (plantuml 1.2020).
            while Self.endsInContinuation(bytes), index < lines.count, !inBlockComment {
                bytes.removeLast()
                bytes += source.bytes[lines[index].start..<lines[index].end]
                index += 1
            }
            let number = reportAt?.line ?? line.number
            do {
                try handle(bytes, number: number, file: includeStack.last, reportAt: reportAt)
            } catch {
                guard let reportAt else { throw error }
                let name = includeStack.last.map { ($0 as NSString).lastPathComponent } ?? "included file"
                throw DiagramParseError(
                    message: "in \(name):\(line.number): \(error.message)", line: reportAt.line,
                    column: reportAt.column)
            }
        }
    }

    /// Whether `bytes` ends in exactly one `\`: the line continues on the next.
    static func endsInContinuation(_ bytes: [UInt8]) -> Bool {
        bytes.last == 0x5C && (bytes.count < 2 || bytes[bytes.count - 2] != 0x5C)
    }

    private mutating func emit(_ bytes: [UInt8], number: Int) {
        output.append(bytes)
        outputLines.append(number)
    }

    private mutating func handle(
        _ bytes: [UInt8], number: Int, file: String?, reportAt: TextPosition?
    ) throws(DiagramParseError) {
        var cursor = PreprocessorCursor(bytes: bytes, line: number)
        cursor.skipSpaces()
        if inBlockComment {
            if Self.find(bytes, 0x27, 0x2F, from: 0) != nil { inBlockComment = false }
            if isActive { emit(bytes, number: number) }
            return
        }
        if cursor.peek == 0x27 {  // a ' comment line
            if isActive { emit(bytes, number: number) }
            return
        }
        if cursor.peek == 0x21 {  // !
            try directive(&cursor, number: number, reportAt: reportAt)
            return
        }
        guard isActive else { return }
        if let open = Self.find(bytes, 0x2F, 0x27, from: 0), Self.find(bytes, 0x27, 0x2F, from: open + 2) == nil {
            inBlockComment = true
        }
        if reportAt != nil && (cursor.hasPrefix("@startuml") || cursor.hasPrefix("@enduml")) { return }
        emit(substitute(bytes), number: number)
    }

    static func find(_ bytes: [UInt8], _ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == first && bytes[index + 1] == second { return index }
            index += 1
        }
        return nil
    }

    // MARK: Directives

    private mutating func directive(
        _ cursor: inout PreprocessorCursor, number: Int, reportAt: TextPosition?
    ) throws(DiagramParseError) {
        let start = cursor.position
        cursor.position += 1
        let afterBang = cursor.position
        cursor.skipSpaces()
        // `!   $x = 1`: plantuml allows spaces before a variable (not before a directive's name: `!  if` is an error).
        if cursor.peek != 0x24 { cursor.position = afterBang }
        if cursor.peek == 0x24 {  // !$var = value
            guard isActive else { return }
            try assignment(&cursor, start: start)
            return
        }
        let word = cursor.readWord().lowercased()
        switch word {
        case "if", "elseif", "else", "endif", "ifdef", "ifndef":
            try conditional(word, &cursor, start: start)
            return
        default:
            break
        }
        guard isActive else { return }
        switch word {
        case "define":
            cursor.skipSpaces()
            let nameStart = cursor.position
            guard let name = cursor.readIdentifier() else { throw cursor.error("expected a name after '!define'") }
            if cursor.peek == 0x28 {
                throw cursor.error("'!define' with parameters (a macro) is not supported", at: nameStart)
            }
            cursor.skipSpaces()
            defines[name] = String(
                decoding: substitute(Array(cursor.bytes[cursor.position..<cursor.end])), as: UTF8.self)
        case "undef":
            cursor.skipSpaces()
            guard let name = cursor.readIdentifier() else { throw cursor.error("expected a name after '!undef'") }
            defines[name] = nil
        case "include", "include_once", "include_many":
            try include(&cursor, once: word == "include_once", start: start, number: number, reportAt: reportAt)
        case "global":  // `!global $x = 1` outside a function is an assignment
            cursor.skipSpaces()
            guard cursor.peek == 0x24 else { throw cursor.error("expected '$variable' after '!global'") }
            try assignment(&cursor, start: start)
        case "assert":
            var parser = PreprocessorExpression(
                cursor: Self.beforeColon(cursor), variables: variables, defines: defines)
            if !(try parser.parseAll().isTrue) { throw cursor.error("'!assert' failed", at: start) }
        case "theme", "pragma", "log", "startsub", "endsub", "dump_memory":
            return  // presentation, debugging or bookkeeping only
        case "":
            throw cursor.error("expected a preprocessor directive after '!'", at: start)
        default:
            throw cursor.error("unsupported preprocessor directive '!\(word)'", at: start)
        }
    }

    /// The cursor with its end at a top-level `:` (`!assert expr : message`), outside quotes.
    private static func beforeColon(_ cursor: PreprocessorCursor) -> PreprocessorCursor {
        var copy = cursor
        var quote: UInt8?
        var index = cursor.position
        while index < cursor.end {
            let byte = cursor.bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == 0x22 || byte == 0x27 {
                quote = byte
            } else if byte == 0x3A {
                copy.end = index
                break
            }
            index += 1
        }
        return copy
    }

    private mutating func assignment(_ cursor: inout PreprocessorCursor, start: Int) throws(DiagramParseError) {
        cursor.position += 1
        guard let name = cursor.readIdentifier() else { throw cursor.error("expected a variable name after '!$'") }
        cursor.skipSpaces()
        let conditional = cursor.consume(0x3F)  // ?=
        guard cursor.consume(0x3D) else { throw cursor.error("expected '=' after '!$\(name)'") }
        var parser = PreprocessorExpression(cursor: cursor, variables: variables, defines: defines)
        let value = try parser.parseAll()
        if conditional && variables[name] != nil { return }
        variables[name] = value
    }

    private mutating func conditional(
        _ word: String, _ cursor: inout PreprocessorCursor, start: Int
    ) throws(DiagramParseError) {
        let location = cursor.location(at: start)
        switch word {
        case "if", "ifdef", "ifndef":
            let enclosing = isActive
            var value = false
            if enclosing {
                if word == "if" {
                    var parser = PreprocessorExpression(cursor: cursor, variables: variables, defines: defines)
                    value = try parser.parseAll().isTrue
                } else {
                    cursor.skipSpaces()
                    _ = cursor.consume(0x24)
                    guard let name = cursor.readIdentifier() else { throw cursor.error("expected a name") }
                    let defined = defines[name] != nil || variables[name] != nil
                    value = word == "ifdef" ? defined : !defined
                }
            }
            conditions.append(
                Condition(
                    active: enclosing && value, taken: value, enclosingActive: enclosing, sawElse: false,
                    location: location))
        case "elseif":
            guard var top = conditions.popLast(), !top.sawElse else {
                throw cursor.error("'!elseif' without '!if'", at: start)
            }
            if top.enclosingActive && !top.taken {
                var parser = PreprocessorExpression(cursor: cursor, variables: variables, defines: defines)
                let value = try parser.parseAll().isTrue
                top.active = value
                top.taken = value
            } else {
                top.active = false
            }
            conditions.append(top)
        case "else":
            guard var top = conditions.popLast(), !top.sawElse else {
                throw cursor.error("'!else' without '!if'", at: start)
            }
            top.sawElse = true
            top.active = top.enclosingActive && !top.taken
            top.taken = true
            conditions.append(top)
        default:  // endif
            guard conditions.popLast() != nil else { throw cursor.error("'!endif' without '!if'", at: start) }
        }
    }

    // MARK: Substitution

    /// The line with `$var` replaced by its value and `!define`d names by their text.
    private func substitute(_ bytes: [UInt8]) -> [UInt8] {
        if variables.isEmpty && defines.isEmpty { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let follows = index > 0 && PreprocessorCursor.isWordByte(bytes[index - 1])
            if !follows && (byte == 0x24 || PreprocessorCursor.isWordStart(byte)) {
                let nameStart = byte == 0x24 ? index + 1 : index
                var end = nameStart
                while end < bytes.count && PreprocessorCursor.isWordByte(bytes[end]) { end += 1 }
                let name = String(decoding: bytes[nameStart..<end], as: UTF8.self)
                if byte == 0x24, let value = variables[name] {
                    result += Array(value.text.utf8)
                    index = end
                    continue
                }
                if byte != 0x24, let text = defines[name] {
                    result += Array(text.utf8)
                    index = end
                    continue
                }
                result += bytes[index..<max(end, index + 1)]
                index = max(end, index + 1)
                continue
            }
            result.append(byte)
            index += 1
        }
        return result
    }
}
