/// Parses the minimal expression language; anything outside it is an error naming what was not understood.
struct SCXMLExpressionParser {
    private let text: [Character]
    private var position = 0

    init(_ text: String) {
        self.text = Array(text)
    }

    /// Parses a whole expression.
    /// - Returns: The expression.
    /// - Throws: A message for text outside the subset.
    static func parse(_ text: String) throws(SCXMLSyntaxError) -> SCXMLExpression {
        // itemis CREATE writes `cond=""` on every unguarded transition. ECMAScript evaluates an empty expression to
        // undefined, which makes a condition false, while the editor means none: refused, saying both, rather than
        // guessed either way.
        if text.allSatisfy(\.isWhitespace) {
            throw SCXMLSyntaxError(
                "empty expression '\(text)': ECMAScript evaluates it to undefined (a condition is then false), though "
                    + "an editor may mean no condition; remove the attribute or write the expression")
        }
        var parser = SCXMLExpressionParser(text)
        let expression = try parser.disjunction()
        parser.skipSpaces()
        guard parser.position == parser.text.count else {
            throw SCXMLSyntaxError(
                "unsupported expression '\(text)': unexpected '\(String(parser.text[parser.position...]))'")
        }
        return expression
    }

    private mutating func skipSpaces() {
        while position < text.count, text[position].isWhitespace { position += 1 }
    }

    private mutating func take(_ token: String) -> Bool {
        skipSpaces()
        let characters = Array(token)
        guard position + characters.count <= text.count,
            Array(text[position..<position + characters.count]) == characters
        else { return false }
        position += characters.count
        return true
    }

    private mutating func disjunction() throws(SCXMLSyntaxError) -> SCXMLExpression {
        var result = try conjunction()
        while take("||") { result = .or(result, try conjunction()) }
        return result
    }

    private mutating func conjunction() throws(SCXMLSyntaxError) -> SCXMLExpression {
        var result = try comparison()
        while take("&&") { result = .and(result, try comparison()) }
        return result
    }

    private mutating func comparison() throws(SCXMLSyntaxError) -> SCXMLExpression {
        let left = try additive()
        // `===` and `!==` first, so that `==` does not take their first two characters.
        if take("===") { return .binary(.equal, left, try additive()) }
        if take("!==") { return .binary(.notEqual, left, try additive()) }
        let operators: [SCXMLExpression.Operator] = [.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater]
        for op in operators where take(op.rawValue) {
            if take("=") { throw unsupported("'\(op.rawValue)='") }
            return .binary(op, left, try additive())
        }
        return left
    }

    private mutating func additive() throws(SCXMLSyntaxError) -> SCXMLExpression {
        var result = try multiplicative()
        while true {
            if take("+") {
                result = .binary(.plus, result, try multiplicative())
            } else if take("-") {
                result = .binary(.minus, result, try multiplicative())
            } else {
                return result
            }
        }
    }

    private mutating func multiplicative() throws(SCXMLSyntaxError) -> SCXMLExpression {
        var result = try unary()
        while true {
            if take("*") {
                result = .binary(.times, result, try unary())
            } else if take("%") {
                result = .binary(.remainder, result, try unary())
            } else if take("/") {
                throw unsupported("'/' (a quotient need not be an integer)")
            } else {
                return result
            }
        }
    }

    private mutating func unary() throws(SCXMLSyntaxError) -> SCXMLExpression {
        if take("-") { return .negate(try unary()) }
        if take("!") { return .not(try unary()) }
        return try primary()
    }

    private mutating func primary() throws(SCXMLSyntaxError) -> SCXMLExpression {
        skipSpaces()
        guard position < text.count else { throw unsupported("a missing operand") }
        let character = text[position]
        if character.isASCII, character.isNumber {
            var digits = ""
            while position < text.count, text[position].isASCII, text[position].isNumber {
                digits.append(text[position])
                position += 1
            }
            guard let value = Int(digits) else { throw unsupported("the integer \(digits), too large") }
            return .integer(value)
        }
        if take("(") {
            let inner = try disjunction()
            guard take(")") else { throw unsupported("a '(' without ')'") }
            return inner
        }
        guard character == "_" || (character.isASCII && character.isLetter) else {
            throw unsupported("'\(character)'")
        }
        var name = ""
        while position < text.count,
            text[position] == "_" || (text[position].isASCII && (text[position].isLetter || text[position].isNumber))
        {
            name.append(text[position])
            position += 1
        }
        switch name {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "undefined": return .undefined
        case "_event", "_sessionid", "_name", "_ioprocessors", "_x":
            // Bound by a full processor to strings and objects, which this data model does not have: refused here
            // rather than read as an undeclared variable, which would silently make every condition on them false.
            throw unsupported("the system variable '\(name)'")
        case "In":
            // `In('id')` or `In("id")`: both are ECMAScript strings (Qt's editor writes the second).
            guard take("(") else { throw unsupported("In without ('id')") }
            let quote = take("\"") ? "\"" : "'"
            if quote == "'", !take("'") { throw unsupported("In without ('id')") }
            var id = ""
            while position < text.count, String(text[position]) != quote {
                id.append(text[position])
                position += 1
            }
            guard take(quote), take(")") else { throw unsupported("In without ('id')") }
            return .inState(id)
        default:
            skipSpaces()
            if position < text.count, text[position] == "(" || text[position] == "." || text[position] == "[" {
                throw unsupported("'\(name)\(text[position])'")
            }
            return .variable(name)
        }
    }

    private func unsupported(_ what: String) -> SCXMLSyntaxError {
        SCXMLSyntaxError("unsupported expression '\(String(text))': \(what) is outside the integer subset")
    }
}

/// A message about text the reader does not understand; the reader adds the element's line and column.
struct SCXMLSyntaxError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
