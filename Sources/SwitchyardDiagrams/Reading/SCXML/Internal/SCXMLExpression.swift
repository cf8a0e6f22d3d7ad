import Switchyard

/// An expression of the minimal data model: integer literals, variables, `true`, `false`, `undefined`, `In('id')`,
/// unary `-` and
/// `!`, `*`, `%`, `+`, `-`, the comparisons `==`, `!=`, `<`, `<=`, `>`, `>=` (`===` and `!==` are `==` and `!=`:
/// with integers and booleans only, ECMAScript's strict and loose equality agree), and `&&`, `||`.
indirect enum SCXMLExpression: Sendable, Hashable {
    case integer(Int)
    case boolean(Bool)
    case undefined
    case variable(String)
    case inState(String)
    case negate(SCXMLExpression)
    case not(SCXMLExpression)
    case binary(Operator, SCXMLExpression, SCXMLExpression)
    case and(SCXMLExpression, SCXMLExpression)
    case or(SCXMLExpression, SCXMLExpression)

    enum Operator: String, Sendable, Hashable {
        case times = "*"
        case remainder = "%"
        case plus = "+"
        case minus = "-"
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
    }

    /// The value in `data`, with `In()` answered by `configuration`.
    /// - Throws: ``StatechartActionError`` (`error.execution`) for an undeclared variable, arithmetic on a value
    ///   that is not an integer, or an overflow.
    func evaluate(
        _ data: SCXMLDataModel, _ configuration: StatechartConfiguration<String>
    ) throws(StatechartActionError) -> SCXMLValue {
        switch self {
        case .integer(let value): return .integer(value)
        case .boolean(let value): return .boolean(value)
        case .undefined: return .undefined
        case .variable(let name):
            guard let value = data.values[name] else {
                throw StatechartActionError(.execution, "'\(name)' is not a declared variable")
            }
            return value
        case .inState(let id): return .boolean(configuration.contains(id))
        case .negate(let operand):
            guard case .integer(let value) = try operand.evaluate(data, configuration), value != .min else {
                throw StatechartActionError(.execution, "'-' needs an integer")
            }
            return .integer(-value)
        case .not(let operand):
            return .boolean(!(try operand.holds(data, configuration)))
        case .and(let left, let right):
            // Short-circuit, as ECMAScript does: the right side is not evaluated (cannot fail) when the left decides.
            guard try left.holds(data, configuration) else { return .boolean(false) }
            return .boolean(try right.holds(data, configuration))
        case .or(let left, let right):
            if try left.holds(data, configuration) { return .boolean(true) }
            return .boolean(try right.holds(data, configuration))
        case .binary(let op, let left, let right):
            return try Self.apply(op, try left.evaluate(data, configuration), try right.evaluate(data, configuration))
        }
    }

    /// The value as a condition: booleans as they are, integers true unless zero, undefined false.
    func holds(
        _ data: SCXMLDataModel, _ configuration: StatechartConfiguration<String>
    ) throws(StatechartActionError) -> Bool {
        switch try evaluate(data, configuration) {
        case .boolean(let value): value
        case .integer(let value): value != 0
        case .undefined: false
        }
    }

    private static func number(_ value: SCXMLValue) -> Int? {
        switch value {
        case .integer(let number): number
        case .boolean(let flag): flag ? 1 : 0
        case .undefined: nil
        }
    }

    private static func apply(
        _ op: Operator, _ left: SCXMLValue, _ right: SCXMLValue
    ) throws(StatechartActionError) -> SCXMLValue {
        switch op {
        case .plus, .minus, .times, .remainder:
            guard case .integer(let a) = left, case .integer(let b) = right else {
                throw StatechartActionError(.execution, "'\(op.rawValue)' needs integers, not \(left) and \(right)")
            }
            let (result, overflow) =
                switch op {
                case .plus: a.addingReportingOverflow(b)
                case .minus: a.subtractingReportingOverflow(b)
                case .times: a.multipliedReportingOverflow(by: b)
                default: b == 0 ? (0, true) : a.remainderReportingOverflow(dividingBy: b)
                }
            if overflow {
                throw StatechartActionError(
                    .execution, op == .remainder ? "'%' by zero" : "integer overflow in '\(op.rawValue)'")
            }
            return .integer(result)
        case .equal, .notEqual:
            let same: Bool
            if left == .undefined || right == .undefined {
                same = left == right
            } else {
                same = number(left) == number(right)
            }
            return .boolean(op == .equal ? same : !same)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let a = number(left), let b = number(right) else { return .boolean(false) }
            switch op {
            case .less: return .boolean(a < b)
            case .lessOrEqual: return .boolean(a <= b)
            case .greater: return .boolean(a > b)
            default: return .boolean(a >= b)
            }
        }
    }
}
