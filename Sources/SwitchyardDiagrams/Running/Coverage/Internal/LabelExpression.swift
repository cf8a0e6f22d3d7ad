import Foundation

/// The small language of a drawing's guards and actions over integer data that a model-based test evaluates:
/// `failed [attempts == 3] / attempts += 1`.
///
/// A guard is comparisons (`==`, `!=`, `<`, `<=`, `>`, `>=`) of names and integers joined by `&&` (or `and`), a
/// bare name (true when not 0), `!name` / `not name`, or `else`. An action is assignments (`=`, `+=`, `-=`)
/// separated by `;` or `,`. Names not set yet are 0. Text outside the language is opaque: a guard that cannot be
/// read is taken as true (the runner chooses it, as the drawing's own run does), an action that cannot be read
/// changes nothing.
enum LabelExpression {
    /// The guard's value over `data`, or `nil` when the text is outside the language.
    static func evaluate(guard text: String, data: [String: Int]) -> Bool? {
        let trimmed = text.spacesTrimmed
        if trimmed == "else" { return true }
        var result = true
        for clause in trimmed.splitting(on: ["&&", " and "]) {
            guard let value = clauseValue(clause.spacesTrimmed, data: data) else { return nil }
            result = result && value
        }
        return result
    }

    /// `data` after the action, or `nil` when the text is outside the language.
    static func apply(action text: String, to data: [String: Int]) -> [String: Int]? {
        var data = data
        for statement in text.split(whereSeparator: { $0 == ";" || $0 == "," }) {
            let statement = String(statement).spacesTrimmed
            if statement.isEmpty { continue }
            var applied = false
            for (symbol, combine) in [("+=", { (a: Int, b: Int) in a + b }), ("-=", { $0 - $1 }), ("=", { $1 })] {
                guard let range = statement.range(of: symbol) else { continue }
                let name = String(statement[..<range.lowerBound]).spacesTrimmed
                let operand = String(statement[range.upperBound...]).spacesTrimmed
                guard isName(name), let value = self.value(of: operand, data: data) else { return nil }
                data[name] = combine(data[name] ?? 0, value)
                applied = true
                break
            }
            if !applied { return nil }
        }
        return data
    }

    private static func clauseValue(_ clause: String, data: [String: Int]) -> Bool? {
        for symbol in ["==", "!=", "<=", ">=", "<", ">"] {
            guard let range = clause.range(of: symbol) else { continue }
            guard let left = value(of: String(clause[..<range.lowerBound]).spacesTrimmed, data: data),
                let right = value(of: String(clause[range.upperBound...]).spacesTrimmed, data: data)
            else { return nil }
            switch symbol {
            case "==": return left == right
            case "!=": return left != right
            case "<=": return left <= right
            case ">=": return left >= right
            case "<": return left < right
            default: return left > right
            }
        }
        for prefix in ["!", "not "] where clause.hasPrefix(prefix) {
            let name = String(clause.dropFirst(prefix.count)).spacesTrimmed
            return isName(name) ? (data[name] ?? 0) == 0 : nil
        }
        return isName(clause) ? (data[clause] ?? 0) != 0 : nil
    }

    private static func value(of operand: String, data: [String: Int]) -> Int? {
        if let number = Int(operand) { return number }
        return isName(operand) ? data[operand] ?? 0 : nil
    }

    private static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter || first == "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
}

extension String {
    fileprivate var spacesTrimmed: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }

    fileprivate func splitting(on separators: [String]) -> [String] {
        var parts = [self]
        for separator in separators {
            parts = parts.flatMap { $0.components(separatedBy: separator) }
        }
        return parts
    }
}
