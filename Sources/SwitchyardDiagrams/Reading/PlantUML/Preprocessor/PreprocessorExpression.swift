/// Evaluates the right-hand side of `!$var = …` and the condition of `!if`: integers, quoted strings, `$var`,
/// `!define`d names, `+ -` (integer arithmetic, or string concatenation with `+`), `== != < <= > >=`, `&& ||`,
/// parentheses and the functions `%not`, `%true`, `%false`, `%strlen`, `%variable_exists`. Anything else is an
/// error at its column.
struct PreprocessorExpression {
    var cursor: PreprocessorCursor
    let variables: [String: PreprocessorValue]
    let defines: [String: String]
    private var depth = 0

    init(cursor: PreprocessorCursor, variables: [String: PreprocessorValue], defines: [String: String]) {
        self.cursor = cursor
        self.variables = variables
        self.defines = defines
    }

    /// The value of the rest of the line.
    mutating func parseAll() throws(DiagramParseError) -> PreprocessorValue {
        cursor.skipSpaces()
        if cursor.isAtEnd { throw cursor.error("expected an expression") }
        let value = try or()
        cursor.skipSpaces()
        if !cursor.isAtEnd { throw cursor.error("unsupported preprocessor expression") }
        return value
    }

    private mutating func or() throws(DiagramParseError) -> PreprocessorValue {
        depth += 1
        defer { depth -= 1 }
        if depth > 64 { throw cursor.error("preprocessor expression nested too deeply") }
        var value = try and()
        while true {
            cursor.skipSpaces()
            guard cursor.hasPrefix("||") else { return value }
            cursor.position += 2
            let right = try and()
            value = .integer(value.isTrue || right.isTrue ? 1 : 0)
        }
    }

    private mutating func and() throws(DiagramParseError) -> PreprocessorValue {
        var value = try comparison()
        while true {
            cursor.skipSpaces()
            guard cursor.hasPrefix("&&") else { return value }
            cursor.position += 2
            let right = try comparison()
            value = .integer(value.isTrue && right.isTrue ? 1 : 0)
        }
    }

    private mutating func comparison() throws(DiagramParseError) -> PreprocessorValue {
        let left = try sum()
        cursor.skipSpaces()
        for op in ["==", "!=", "<=", ">=", "<", ">"] where cursor.hasPrefix(op) {
            cursor.position += op.utf8.count
            let right = try sum()
            let order: Int
            switch (left, right) {
            case (.integer(let a), .integer(let b)): order = a < b ? -1 : a > b ? 1 : 0
            default:
                let a = left.text
                let b = right.text
                order = a == b ? 0 : a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) ? -1 : 1
            }
            let result =
                switch op {
                case "==": order == 0
                case "!=": order != 0
                case "<=": order <= 0
                case ">=": order >= 0
                case "<": order < 0
                default: order > 0
                }
            return .integer(result ? 1 : 0)
        }
        return left
    }

    private mutating func sum() throws(DiagramParseError) -> PreprocessorValue {
        var value = try primary()
        while true {
            cursor.skipSpaces()
            guard let op = cursor.peek, op == 0x2B || op == 0x2D else { return value }
            let at = cursor.position
            cursor.position += 1
            let right = try primary()
            switch (value, right) {
            case (.integer(let a), .integer(let b)):
                let (result, overflow) = op == 0x2B ? a.addingReportingOverflow(b) : a.subtractingReportingOverflow(b)
                if overflow { throw cursor.error("integer overflow", at: at) }
                value = .integer(result)
            default:
                guard op == 0x2B else { throw cursor.error("'-' needs two integers", at: at) }
                value = .string(value.text + right.text)
            }
        }
    }

    private mutating func primary() throws(DiagramParseError) -> PreprocessorValue {
        cursor.skipSpaces()
        let start = cursor.position
        guard let byte = cursor.peek else { throw cursor.error("expected a value") }
        switch byte {
        case 0x28:  // (
            cursor.position += 1
            let value = try or()
            cursor.skipSpaces()
            guard cursor.consume(0x29) else { throw cursor.error("expected ')'") }
            return value
        case 0x22, 0x27:  // " '
            cursor.position += 1
            let textStart = cursor.position
            while let inner = cursor.peek, inner != byte { cursor.position += 1 }
            guard cursor.consume(byte) else { throw cursor.error("missing closing quote", at: start) }
            return .string(String(decoding: cursor.bytes[textStart..<cursor.position - 1], as: UTF8.self))
        case 0x30...0x39:
            while let digit = cursor.peek, (0x30...0x39).contains(digit) { cursor.position += 1 }
            let text = String(decoding: cursor.bytes[start..<cursor.position], as: UTF8.self)
            guard let value = Int(text) else { throw cursor.error("integer too large", at: start) }
            return .integer(value)
        case 0x24:  // $var; an unknown one stands for itself, as in plantuml
            cursor.position += 1
            guard let name = cursor.readIdentifier() else { throw cursor.error("expected a variable name", at: start) }
            return variables[name] ?? .string("$" + name)
        case 0x25:  // %function(…)
            cursor.position += 1
            return try function(start: start)
        default:
            if let name = cursor.readIdentifier(), let text = defines[name] {
                return Int(text).map(PreprocessorValue.integer) ?? .string(text)
            }
            throw cursor.error("unsupported preprocessor expression", at: start)
        }
    }

    private mutating func function(start: Int) throws(DiagramParseError) -> PreprocessorValue {
        guard let name = cursor.readIdentifier()?.lowercased(), cursor.consume(0x28) else {
            throw cursor.error("expected a function call", at: start)
        }
        var arguments: [PreprocessorValue] = []
        cursor.skipSpaces()
        if !cursor.consume(0x29) {
            while true {
                arguments.append(try or())
                cursor.skipSpaces()
                if cursor.consume(0x29) { break }
                guard cursor.consume(0x2C) else { throw cursor.error("expected ',' or ')'") }
            }
        }
        switch (name, arguments.count) {
        case ("not", 1): return .integer(arguments[0].isTrue ? 0 : 1)
        case ("true", 0): return .integer(1)
        case ("false", 0): return .integer(0)
        case ("strlen", 1): return .integer(arguments[0].text.count)
        case ("variable_exists", 1):
            let variable = arguments[0].text.hasPrefix("$") ? String(arguments[0].text.dropFirst()) : arguments[0].text
            return .integer(variables[variable] != nil ? 1 : 0)
        default:
            throw cursor.error("unsupported preprocessor function '%\(name)'", at: start)
        }
    }
}
