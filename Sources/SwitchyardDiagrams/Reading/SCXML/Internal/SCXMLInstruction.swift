import Switchyard

/// One piece of SCXML executable content, ready to run against the data model.
indirect enum SCXMLInstruction: Sendable {
    case raise(String)
    case send(event: String, toInternalQueue: Bool, delay: Duration, id: String?)
    case cancel(String)
    case assign(String, SCXMLExpression)
    case branches([Branch])
    /// Content that can only fail when run (an unsupported send type or target): raises the error event.
    case fail(StatechartActionError)

    /// An `<if>`, `<elseif>` or `<else>` and the content it guards.
    struct Branch: Sendable {
        var condition: SCXMLExpression?
        var body: [SCXMLInstruction]
    }

    typealias Scope = Statechart<String, String, SCXMLDataModel>.ActionScope

    /// Runs a block in order; the first failure ends it (the interpreter raises the error event).
    static func run(_ block: [SCXMLInstruction], in scope: inout Scope) throws(StatechartActionError) {
        for instruction in block { try instruction.run(in: &scope) }
    }

    private func run(in scope: inout Scope) throws(StatechartActionError) {
        switch self {
        case .raise(let event):
            scope.raise(event)
        case .send(let event, let toInternalQueue, let delay, let id):
            if toInternalQueue && delay <= .zero {
                scope.raise(event)
            } else {
                scope.send(event, after: delay, id: id)
            }
        case .cancel(let id):
            scope.cancelSend(id: id)
        case .assign(let location, let expression):
            guard scope.context.values[location] != nil else {
                throw StatechartActionError(.execution, "cannot assign to '\(location)': it is not a declared variable")
            }
            scope.context.values[location] = try expression.evaluate(scope.context, scope.configuration)
        case .branches(let branches):
            for branch in branches {
                if let condition = branch.condition {
                    let holds: Bool
                    do {
                        holds = try condition.holds(scope.context, scope.configuration)
                    } catch {
                        // A condition that cannot be evaluated counts as false and raises error.execution.
                        scope.raiseSignal(.executionError(error.message))
                        holds = false
                    }
                    guard holds else { continue }
                }
                try Self.run(branch.body, in: &scope)
                return
            }
        case .fail(let error):
            throw error
        }
    }
}

/// SCXML event descriptors (`error`, `done.state.s1`, `a.*`, `*`) and the names of the engine's events.
enum SCXMLEventNames {
    /// The name a transition's descriptors are matched against.
    static func name(of signal: StatechartSignal<String, String>) -> String {
        switch signal {
        case .event(let name): name
        case .done(let id): "done.state." + id
        case .executionError: "error.execution"
        case .communicationError: "error.communication"
        }
    }

    /// Whether `name` matches the descriptor: equal, or a dotted extension of it; `*` matches everything.
    static func matches(_ name: String, descriptor: String) -> Bool {
        if descriptor == "*" || name == descriptor { return true }
        return name.utf8.count > descriptor.utf8.count && name.utf8.starts(with: descriptor.utf8)
            && name.utf8[name.utf8.index(name.utf8.startIndex, offsetBy: descriptor.utf8.count)] == UInt8(ascii: ".")
    }

    /// `a.*` and `a.` mean `a`.
    static func normalized(_ descriptor: String) -> String {
        var result = Substring(descriptor)
        if result.hasSuffix(".*") { result = result.dropLast(2) }
        while result.hasSuffix(".") { result = result.dropLast() }
        return result.isEmpty ? descriptor : String(result)
    }
}
