import Switchyard

/// Generates the typed `Statechart` of an SCXML document: the chart `trace` runs, written out element by element,
/// or a refusal at the line and column of the first construct generated Swift would run differently.
///
/// Written as the engine runs them: `<state>`, `<parallel>`, `<final>`, `<history>` (with its default and its
/// action), `<initial>`, `initial` attributes, transitions with events (each descriptor matching the events it
/// matches in the engine: `a` takes `a` and `a.b`; `done.state.X` is `.done(.x)`; `error` the error events; `*`
/// every event), eventless and targetless transitions, `type="internal"`, conditions made of `In('id')`, `true`,
/// `false`, `!`, `&&` and `||`, and as executable content `<raise>`, `<send>` (with a literal `delay`, an `id`, to
/// the chart itself or `#_internal`; a send the engine cannot deliver fails as it does there), `<cancel>` and
/// `<log>` (output is no part of a run). Refused: the data model (`<data>`, `<assign>`, conditions over variables,
/// `<if>`), and raising or sending an event named `done…` or `error…` (the engine's own).
struct SCXMLSwiftGenerator {
    var typeName: String
    var sourceName: String?
    var accessModifier: String?

    /// The chart's states, in document order, with their elements.
    private var root: XMLNode
    /// The case of each state id (after ``generate()``).
    private(set) var stateCases: [String: String] = [:]
    private var stateOrder: [String] = []
    /// The case of each event name (after ``generate()``).
    private(set) var eventCases: [String: String] = [:]
    private var eventOrder: [String] = []
    /// The actions and guards, as `private static let` closures: (name, type, body lines).
    private var closures: [(name: String, type: String, body: [String])] = []
    private var closureNames: Set<String> = []

    init(typeName: String, sourceName: String?, accessModifier: String?, document: SCXMLDocument) {
        self.typeName = typeName
        self.sourceName = sourceName
        self.accessModifier = accessModifier
        self.root = document.root
    }

    static let stateElements: Set<String> = ["state", "parallel", "final", "history"]

    /// The header, the enums and the context, worded for a document.
    static let prologue = ChartPrologue(
        source: "chart", made: "written", unnamedSource: "the SCXML document",
        statesDoc: "The states of the chart, in document order.",
        eventsDoc: "The events the chart's transitions wait for and its actions raise and send.",
        noEventDoc: "The chart names no event; this one is never used.",
        throwsDoc: "Never for a chart generated from a document that `switchyard trace` runs.")

    mutating func generate() throws(CodeGenerationError) -> String {
        var usedStates: Set<String> = []
        visitStates(root) { node in
            guard let id = node.attributes["id"], stateCases[id] == nil else { return }
            stateCases[id] = SwiftNames.unique(SwiftIdentifier.lowerCamelCase(id), &usedStates)
            stateOrder.append(id)
        }
        try collectEvents(root)
        // The data model first: it is written first, and everything that reads it is refused for its sake.
        for child in root.children where child.name == "datamodel" { try refuseData(child) }
        var elements: [String] = []
        for child in root.children where Self.stateElements.contains(child.name) {
            elements += try state(child, depth: 4)
        }
        let initial = targets(root.attributes["initial"])
        let access = accessModifier.map { $0 + " " } ?? ""
        var out = ""
        func line(_ text: String, _ depth: Int = 0) {
            out += (text.isEmpty ? "" : String(repeating: "    ", count: depth)) + text + "\n"
        }
        out += Self.prologue.text(
            typeName: typeName, sourceName: sourceName, access: access,
            states: stateOrder.map { (stateCases[$0] ?? $0, $0) }, events: eventOrder.map { (eventCases[$0] ?? $0, $0) }
        )
        line("try Statechart(", 2)
        line("initial: [\(initial.joined(separator: ", "))],", 3)
        line("elements: [", 3)
        for text in elements { out += text + "\n" }
        line("]", 3)
        line(")", 2)
        line("}", 1)
        for closure in closures {
            line("")
            line(
                "private static let \(closure.name): Statechart<State, Event, Context>.\(closure.type) = { scope in", 1)
            for text in closure.body { line(text, 2) }
            line("}", 1)
        }
        line("}")
        return StatechartSwiftGenerator.collapsingSingleElementLists(out)
    }

    // MARK: Names

    private func visitStates(_ node: XMLNode, _ body: (XMLNode) -> Void) {
        for child in node.children where Self.stateElements.contains(child.name) {
            body(child)
            visitStates(child, body)
        }
    }

    /// Every event name in document order: each transition's descriptors, each raised and sent event.
    private mutating func collectEvents(_ node: XMLNode) throws(CodeGenerationError) {
        var used: Set<String> = []
        func add(_ name: String) {
            guard eventCases[name] == nil, name != "*", !Self.isPlatform(name) else { return }
            eventCases[name] = SwiftNames.unique(SwiftIdentifier.lowerCamelCase(name), &used)
            eventOrder.append(name)
        }
        func visit(_ node: XMLNode) throws(CodeGenerationError) {
            switch node.name {
            case "transition":
                for descriptor in Self.descriptors(node) { add(descriptor) }
            case "raise", "send":
                if let event = node.attributes["event"] {
                    if Self.isPlatform(event) {
                        throw Self.refusal(
                            "<\(node.name)> of '\(event)' cannot be generated: events named done… and error… are the "
                                + "engine's own in generated Swift", node)
                    }
                    add(event)
                }
            case "data", "content", "assign": return
            default: break
            }
            for child in node.children { try visit(child) }
        }
        try visit(node)
    }

    private static func isPlatform(_ name: String) -> Bool {
        ["done", "error"].contains { name == $0 || name.hasPrefix($0 + ".") }
    }

    private static func descriptors(_ node: XMLNode) -> [String] {
        (node.attributes["event"] ?? "").split(whereSeparator: \.isWhitespace).map {
            SCXMLEventNames.normalized(String($0))
        }
    }

    private func stateCase(_ id: String) -> String { "." + SwiftIdentifier.escaped(stateCases[id] ?? id) }

    private func eventCase(_ name: String) -> String { "." + SwiftIdentifier.escaped(eventCases[name] ?? name) }

    private func targets(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: \.isWhitespace).map { stateCase(String($0)) }
    }

    // MARK: States

    /// The element of a state and its children, as lines indented `depth` levels.
    private mutating func state(_ node: XMLNode, depth: Int) throws(CodeGenerationError) -> [String] {
        let pad = String(repeating: "    ", count: depth)
        let id = node.attributes["id"] ?? ""
        let me = stateCase(id)
        if node.name == "history" {
            let deep = node.attributes["type"] == "deep"
            var arguments = [me, "deep: \(deep)"]
            if let transition = node.children.first(where: { $0.name == "transition" }) {
                let defaults = targets(transition.attributes["target"])
                if !defaults.isEmpty { arguments.append("default: " + defaults.joined(separator: ", ")) }
                if let action = try action(transition.children, owner: id + " default") {
                    arguments.append("action: " + action)
                }
            }
            return SwiftMachineGenerator.wrapped(".history(", arguments, "),", indent: depth * 4)
        }
        var body: [[String]] = []
        var hasChildStates = false
        for child in node.children {
            switch child.name {
            case "state", "parallel", "final", "history":
                hasChildStates = true
                body.append(try state(child, depth: depth + 2))
            case "onentry":
                if let action = try action(child.children, owner: id + " on entry") {
                    body.append([pad + "        .onEntry(\(action)),"])
                }
            case "onexit":
                if let action = try action(child.children, owner: id + " on exit") {
                    body.append([pad + "        .onExit(\(action)),"])
                }
            case "transition":
                body.append(try transition(child, owner: id, depth: depth + 2))
            case "initial":
                guard let transition = child.children.first(where: { $0.name == "transition" }) else { continue }
                var arguments = ["to: [" + targets(transition.attributes["target"]).joined(separator: ", ") + "]"]
                if let action = try action(transition.children, owner: id + " initial") {
                    arguments.append("actions: [\(action)]")
                }
                body.append(SwiftMachineGenerator.wrapped(".initial(", arguments, "),", indent: (depth + 2) * 4))
            case "datamodel":
                try refuseData(child)
            default:
                continue
            }
        }
        let isLeaf = !hasChildStates
        if node.name == "final" || (node.name == "state" && isLeaf) {
            let form = node.name == "final" ? ".final(" : ".atomic("
            guard !body.isEmpty else { return [pad + form + me + "),"] }
            let items = body.flatMap { $0 }
            let single = pad + form + me + ", [" + items.map(Self.inline).joined(separator: ", ") + "]),"
            if items.count == body.count, single.count <= 120 { return [single] }
            return [pad + form, pad + "    " + me + ",", pad + "    ["] + items + [pad + "    ]),"]
        }
        let parallel = node.name == "parallel"
        let initial = parallel ? [] : targets(node.attributes["initial"])
        var lines = StatechartSwiftGenerator.compositeOpening(me, parallel: parallel, defaults: initial, pad: pad)
        lines += body.flatMap { $0 }
        lines.append(pad + "    ]),")
        return lines
    }

    /// A one-line element without its indentation and trailing comma.
    private static func inline(_ text: String) -> String {
        String(text.drop { $0 == " " }.dropLast())
    }

    private mutating func transition(
        _ node: XMLNode, owner: String, depth: Int
    ) throws(CodeGenerationError) -> [String] {
        var patterns: [String] = []
        if node.attributes["event"] != nil {
            for descriptor in Self.descriptors(node) {
                let matched = self.patterns(for: descriptor)
                if matched.isEmpty {
                    throw Self.refusal(
                        "the event descriptor '\(descriptor)' matches no event generated Swift can send", node)
                }
                patterns += matched.filter { !patterns.contains($0) }
            }
        }
        var guardName: String?
        if let cond = node.attributes["cond"] {
            let expression: SCXMLExpression
            do {
                expression = try SCXMLExpressionParser.parse(cond)
            } catch {
                throw Self.refusal(error.message, node)
            }
            guard let swift = condition(expression) else {
                throw Self.refusal(
                    "the condition '\(cond)' cannot be generated: it reads the data model, which generated Swift does "
                        + "not have (only In('id'), true, false, !, && and || can be)", node)
            }
            guardName = addClosure(owner + " guard", type: "Guard", body: [swift])
        }
        let targetList = targets(node.attributes["target"])
        let isInternal = node.attributes["type"] == "internal"
        let action = try action(node.children, owner: owner + " transition")
        if patterns.count == 1, patterns[0].hasPrefix(".event("), guardName == nil, !isInternal, action == nil {
            let event = String(patterns[0].dropFirst(".event(".count).dropLast())
            let arguments = [event] + (targetList.isEmpty ? [] : ["to: " + targetList.joined(separator: ", ")])
            return SwiftMachineGenerator.wrapped(".on(", arguments, "),", indent: depth * 4)
        }
        var arguments = [
            "on: [" + patterns.joined(separator: ", ") + "]", "to: [" + targetList.joined(separator: ", ") + "]",
        ]
        if isInternal { arguments.append("kind: .internal") }
        if let guardName { arguments.append("guard: " + guardName) }
        if let action { arguments.append("actions: [\(action)]") }
        return SwiftMachineGenerator.wrapped(".transition(", arguments, "),", indent: depth * 4)
    }

    /// The patterns of one descriptor: every event of the enum it matches, every state's `done` event it matches,
    /// and the error events it matches, as the engine matches names against descriptors.
    private func patterns(for descriptor: String) -> [String] {
        if descriptor == "*" { return [".any"] }
        var result: [String] = []
        for name in eventOrder where SCXMLEventNames.matches(name, descriptor: descriptor) {
            result.append(".event(" + eventCase(name) + ")")
        }
        for id in stateOrder where SCXMLEventNames.matches("done.state." + id, descriptor: descriptor) {
            result.append(".done(" + stateCase(id) + ")")
        }
        if SCXMLEventNames.matches("error.execution", descriptor: descriptor) { result.append(".executionError") }
        if SCXMLEventNames.matches("error.communication", descriptor: descriptor) {
            result.append(".communicationError")
        }
        return result
    }

    /// A condition as a Swift expression over `scope`, or `nil` when it reads the data model.
    private func condition(_ expression: SCXMLExpression) -> String? {
        switch expression {
        case .boolean(let value): return value ? "true" : "false"
        case .inState(let id):
            guard stateCases[id] != nil else { return "false" }
            return "scope.configuration.contains(\(stateCase(id)))"
        case .not(let operand): return condition(operand).map { "!(" + $0 + ")" }
        case .and(let left, let right):
            guard let left = condition(left), let right = condition(right) else { return nil }
            return "(" + left + " && " + right + ")"
        case .or(let left, let right):
            guard let left = condition(left), let right = condition(right) else { return nil }
            return "(" + left + " || " + right + ")"
        default: return nil
        }
    }

    // MARK: Executable content

    /// One block of executable content as a closure's name, `nil` when it does nothing.
    private mutating func action(_ nodes: [XMLNode], owner: String) throws(CodeGenerationError) -> String? {
        var body: [String] = []
        for node in nodes {
            let instructions: [SCXMLInstruction]
            do {
                instructions = try SCXMLContentReader.instructions([node])
            } catch {
                throw CodeGenerationError(message: error.message, line: error.line, column: error.column)
            }
            for instruction in instructions {
                switch instruction {
                case .raise(let event):
                    body.append("scope.raise(\(eventCase(event)))")
                case .send(let event, let toInternalQueue, let delay, let id):
                    if toInternalQueue && delay <= .zero {
                        body.append("scope.raise(\(eventCase(event)))")
                        continue
                    }
                    var arguments = [eventCase(event)]
                    if delay > .zero { arguments.append("after: " + Self.swiftDuration(delay)) }
                    if let id { arguments.append("id: " + SwiftIdentifier.stringLiteral(id)) }
                    body.append("scope.send(" + arguments.joined(separator: ", ") + ")")
                case .cancel(let id):
                    body.append("scope.cancelSend(id: \(SwiftIdentifier.stringLiteral(id)))")
                case .fail(let error):
                    // The engine fails here when it runs the content, ending the block: so does the closure.
                    let kind = error.kind == .communication ? ".communication" : ".execution"
                    body.append("throw StatechartActionError(\(kind), \(SwiftIdentifier.stringLiteral(error.message)))")
                    return addClosure(owner, type: "Action", body: body)
                case .assign:
                    throw Self.refusal(
                        "<assign> cannot be generated: it changes the data model, which generated Swift does not have",
                        node)
                case .branches:
                    throw Self.refusal(
                        "<if> cannot be generated: its conditions read the data model, which generated Swift does not "
                            + "have", node)
                }
            }
        }
        return body.isEmpty ? nil : addClosure(owner, type: "Action", body: body)
    }

    private mutating func addClosure(_ owner: String, type: String, body: [String]) -> String {
        let name = SwiftNames.unique(SwiftIdentifier.lowerCamelCase(owner), &closureNames)
        closures.append((name, type, body))
        return name
    }

    private mutating func refuseData(_ node: XMLNode) throws(CodeGenerationError) {
        if let data = node.children.first(where: { $0.name == "data" }) {
            throw Self.refusal(
                "<data> cannot be generated: generated Swift has no data model (its context is empty)", data)
        }
    }

    /// `.seconds(2)`, `.milliseconds(500)` or `.microseconds(1500)`.
    static func swiftDuration(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
        if microseconds % 1_000_000 == 0 { return ".seconds(\(microseconds / 1_000_000))" }
        if microseconds % 1_000 == 0 { return ".milliseconds(\(microseconds / 1_000))" }
        return ".microseconds(\(microseconds))"
    }

    private static func refusal(_ message: String, _ node: XMLNode) -> CodeGenerationError {
        CodeGenerationError(message: message, line: node.line, column: node.column)
    }
}
