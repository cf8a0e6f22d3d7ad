import Switchyard

/// Turns an SCXML element tree into a string-keyed `Statechart`; everything outside the supported subset is an
/// error at the element's line and column.
struct SCXMLChartBuilder {
    typealias Chart = Statechart<String, String, SCXMLDataModel>
    typealias Element = Chart.Element

    /// Every state element by id, to place the errors the chart's compiler reports by state.
    private var elementsByID: [String: XMLNode] = [:]
    private var variables: [String] = []
    private var declared: Set<String> = []
    private var dataActions: [Chart.Action] = []
    /// Every target written, with its element, checked once all ids are known.
    private var targets: [(id: String, node: XMLNode)] = []
    /// The target lists of default entries, each to be a legal configuration.
    private var entries: [(targets: [String], node: XMLNode)] = []
    /// Whether ``build(_:)`` failed only because the engine refused the structure (every element and attribute
    /// was understood): a drawing ``SCXMLWriter`` wrote may still be read as a graph.
    private(set) var failedOnStructure = false
    /// Whether content outside the supported subset (scripts, invocations, expressions beyond integers, unknown
    /// attributes, …) is skipped and recorded in ``unsupportedContent`` instead of failing the build: how a chart
    /// is read as a drawing, whose states and transitions are checked and drawn but which the engine does not run.
    /// The structure (ids, targets, initial states, the chart's own rules) is checked in either mode.
    var skipsUnsupportedContent = false
    /// The first content outside the subset that a build with ``skipsUnsupportedContent`` skipped.
    private(set) var unsupportedContent: DiagramParseError?

    static let stateNames: Set<String> = ["state", "parallel", "final", "history"]
    /// Elements whose children are not part of this document's state tree.
    static let freeContent: Set<String> = ["content", "data", "assign"]

    mutating func build(_ root: XMLNode) throws(DiagramParseError) -> SCXMLChart {
        guard root.name == "scxml" else { throw error("the root element is <\(root.name)>, not <scxml>", root) }
        // `profile` is the attribute's name in SCXML drafts before `datamodel`.
        try check(root, allowed: ["version", "initial", "name", "datamodel", "profile", "binding", "exmode"])
        if let model = root.attributes["datamodel"] ?? root.attributes["profile"], model != "null",
            model != "ecmascript"
        {
            try skip(error("datamodel '\(model)' is not supported (only null and ecmascript with integers)", root))
        }
        if let binding = root.attributes["binding"], binding != "early" {
            try skip(error("binding '\(binding)' is not supported (variables are bound early)", root))
        }
        try collectIDs(root)
        var elements: [Element] = []
        for child in root.children {
            switch child.name {
            case "state", "parallel", "final": elements.append(try state(child))
            case "datamodel": try datamodel(child)
            default: try skip(unsupported(child, in: root))
            }
        }
        guard !elements.isEmpty else { throw error("<scxml> has no state", root) }
        let initial = try targetList(root.attributes["initial"], root)
        for (id, node) in targets where elementsByID[id] == nil {
            throw error("unknown target state '\(id)'", node)
        }
        let configurations = SCXMLConfigurationCheck(root)
        for (list, node) in [(initial, root)] + entries {
            if let conflict = configurations.conflict(in: list) {
                failedOnStructure = true
                throw error("the initial states do not form a configuration: \(conflict)", node)
            }
        }
        var data = SCXMLDataModel()
        for name in variables { data.values[name] = .undefined }
        do {
            let chart = try Chart(initial: initial, elements: elements, startActions: dataActions)
            return SCXMLChart(statechart: chart, data: data, name: root.attributes["name"])
        } catch {
            // At the element that declared the state at fault; the root when the mistake is the chart's.
            failedOnStructure = true
            let node = error.state.flatMap { elementsByID[$0] } ?? root
            throw DiagramParseError(message: error.message, line: node.line, column: node.column)
        }
    }

    /// The tree with an id on every state written without one (`_state1`, `_state2`, … in document order, skipping
    /// ids the document uses), so the chart and the graph name them alike.
    static func namingStates(_ root: XMLNode) -> XMLNode {
        var used: Set<String> = []
        func collect(_ node: XMLNode) {
            if stateNames.contains(node.name), let id = node.attributes["id"] { used.insert(id) }
            for child in node.children { collect(child) }
        }
        collect(root)
        var counter = 0
        func named(_ node: XMLNode) -> XMLNode {
            var node = node
            if stateNames.contains(node.name), node.attributes["id"] == nil {
                repeat {
                    counter += 1
                } while used.contains("_state\(counter)")
                node.attributes["id"] = "_state\(counter)"
            }
            node.children = node.children.map(named)
            return node
        }
        return named(root)
    }

    /// Where each regular `<transition>` is written, in the order the chart lists its transitions: states in
    /// document order, each state's own transitions in order (the transitions of `<initial>` and `<history>` are
    /// default entries, not listed).
    static func transitionLocations(_ root: XMLNode) -> [TextPosition] {
        var locations: [TextPosition] = []
        func visit(_ node: XMLNode) {
            for child in node.children where child.name == "transition" && node.name != "history" {
                locations.append(TextPosition(line: child.line, column: child.column))
            }
            for child in node.children where stateNames.contains(child.name) { visit(child) }
        }
        for child in root.children where stateNames.contains(child.name) { visit(child) }
        return locations
    }

    private mutating func collectIDs(_ node: XMLNode) throws(DiagramParseError) {
        if Self.stateNames.contains(node.name), let id = node.attributes["id"] {
            guard elementsByID[id] == nil else { throw error("state '\(id)' is defined twice", node) }
            elementsByID[id] = node
        }
        // A document inside `<content>` (an `<invoke>`'s child machine) names its states in its own document, and
        // `<data>` / `<assign>` hold free XML: their ids are not this document's.
        for child in node.children where !Self.freeContent.contains(child.name) { try collectIDs(child) }
    }

    private mutating func state(_ node: XMLNode) throws(DiagramParseError) -> Element {
        let id = node.attributes["id"] ?? ""
        var elements: [Element] = []
        let kind: ChartStateKind
        var initial: [String] = []
        switch node.name {
        case "state":
            try check(node, allowed: ["id", "initial"])
            kind = .compound
            initial = try targetList(node.attributes["initial"], node)
            entries.append((initial, node))
        case "parallel":
            try check(node, allowed: ["id"])
            kind = .parallel
        case "final":
            try check(node, allowed: ["id"])
            kind = .final
        default:
            try check(node, allowed: ["id", "type"])
            let type = node.attributes["type"] ?? "shallow"
            guard type == "shallow" || type == "deep" else {
                throw error("history type '\(type)' is neither shallow nor deep", node)
            }
            kind = .history(deep: type == "deep")
        }
        for child in node.children {
            switch (node.name, child.name) {
            case ("state", "state"), ("state", "parallel"), ("state", "final"), ("state", "history"),
                ("parallel", "state"), ("parallel", "parallel"), ("parallel", "history"):
                elements.append(try state(child))
            case ("state", "onentry"), ("parallel", "onentry"), ("final", "onentry"):
                if let action = try block(child) { elements.append(.onEntry(action)) }
            case ("state", "onexit"), ("parallel", "onexit"), ("final", "onexit"):
                if let action = try block(child) { elements.append(.onExit(action)) }
            case ("state", "transition"), ("parallel", "transition"):
                elements.append(try transition(child))
            case ("state", "datamodel"), ("parallel", "datamodel"):
                try datamodel(child)
            case ("state", "initial"):
                guard node.attributes["initial"] == nil else {
                    throw error("<state> has both an initial attribute and an <initial> element", child)
                }
                let (targets, actions) = try defaultTransition(child)
                elements.append(.initial(to: targets, actions: actions))
            case ("history", "transition"):
                let (targets, actions) = try defaultTransition(node)
                elements.append(.initial(to: targets, actions: actions))
                return .stateNode(id, kind: kind, elements: elements)
            default:
                try skip(unsupported(child, in: node))
            }
        }
        return .stateNode(id, kind: kind, initial: initial, elements: elements)
    }

    /// The one event- and condition-less transition of an `<initial>` or `<history>` element.
    private mutating func defaultTransition(
        _ node: XMLNode
    ) throws(DiagramParseError) -> ([String], [Chart.Action]) {
        try check(node, allowed: node.name == "history" ? ["id", "type"] : [])
        guard node.children.count == 1, let transition = node.children.first, transition.name == "transition" else {
            throw error("<\(node.name)> must hold exactly one <transition>", node)
        }
        try check(transition, allowed: ["target", "type"])
        let targets = try targetList(transition.attributes["target"], transition)
        guard !targets.isEmpty else { throw error("the <transition> of <\(node.name)> needs a target", transition) }
        entries.append((targets, transition))
        return (targets, try block(transition).map { [$0] } ?? [])
    }

    private mutating func transition(_ node: XMLNode) throws(DiagramParseError) -> Element {
        try check(node, allowed: ["event", "cond", "target", "type"])
        var patterns: [Chart.EventPattern] = []
        if let event = node.attributes["event"] {
            let descriptors = event.split(whereSeparator: \.isWhitespace).map { SCXMLEventNames.normalized(String($0)) }
            guard !descriptors.isEmpty else { throw error("the event attribute is empty", node) }
            patterns.append(
                Chart.EventPattern(shownAs: descriptors.joined(separator: " ")) { signal in
                    let name = SCXMLEventNames.name(of: signal)
                    return descriptors.contains { SCXMLEventNames.matches(name, descriptor: $0) }
                })
        }
        var condition: Chart.Guard?
        if let cond = node.attributes["cond"], let expression = try parse(cond, node) {
            condition = { scope in try expression.holds(scope.context, scope.configuration) }
        }
        let kind: StatechartTransitionKind
        switch node.attributes["type"] ?? "external" {
        case "external": kind = .external
        case "internal": kind = .internal
        case let other: throw error("transition type '\(other)' is neither internal nor external", node)
        }
        let targets = try targetList(node.attributes["target"], node)
        let actions = try block(node).map { [$0] } ?? []
        return .transition(on: patterns, to: targets, kind: kind, guard: condition, actions: actions)
    }

    private mutating func datamodel(_ node: XMLNode) throws(DiagramParseError) {
        try check(node, allowed: [])
        for data in node.children {
            guard data.name == "data" else {
                try skip(unsupported(data, in: node))
                continue
            }
            try check(data, allowed: ["id", "expr"])
            guard let id = data.attributes["id"], !id.isEmpty else { throw error("<data> needs an id", data) }
            guard data.children.isEmpty, !data.hasText else {
                try skip(error("<data> content is not supported; use expr", data))
                continue
            }
            guard declared.insert(id).inserted else { throw error("variable '\(id)' is declared twice", data) }
            variables.append(id)
            if let expr = data.attributes["expr"], let expression = try parse(expr, data) {
                dataActions.append { scope in
                    scope.context.values[id] = try expression.evaluate(scope.context, scope.configuration)
                }
            }
        }
    }

    private mutating func targetList(_ text: String?, _ node: XMLNode) throws(DiagramParseError) -> [String] {
        guard let text else { return [] }
        let list = text.split(whereSeparator: \.isWhitespace).map(String.init)
        for id in list { targets.append((id, node)) }
        return list
    }

    /// The executable content of `node` as one action, `nil` when there is none (or, in a drawing, when it is
    /// outside the subset).
    private mutating func block(_ node: XMLNode) throws(DiagramParseError) -> Chart.Action? {
        let instructions: [SCXMLInstruction]
        do {
            instructions = try SCXMLContentReader.instructions(node.children)
        } catch {
            try skip(error)
            return nil
        }
        guard !instructions.isEmpty else { return nil }
        return { scope in try SCXMLInstruction.run(instructions, in: &scope) }
    }

    /// The expression `text`; `nil` when a drawing's expression is outside the subset.
    private mutating func parse(_ text: String, _ node: XMLNode) throws(DiagramParseError) -> SCXMLExpression? {
        do {
            return try SCXMLExpressionParser.parse(text)
        } catch {
            try skip(self.error(error.message, node))
            return nil
        }
    }

    private mutating func check(_ node: XMLNode, allowed: Set<String>) throws(DiagramParseError) {
        do {
            try SCXMLContentReader.check(node, allowed: allowed)
        } catch {
            try skip(error)
        }
    }

    /// Fails with `problem` (content outside the subset), or, when reading a drawing, records the first such
    /// problem and goes on without the content.
    private mutating func skip(_ problem: DiagramParseError) throws(DiagramParseError) {
        guard skipsUnsupportedContent else { throw problem }
        if unsupportedContent == nil { unsupportedContent = problem }
    }

    private func unsupported(_ child: XMLNode, in parent: XMLNode) -> DiagramParseError {
        SCXMLContentReader.unsupported(child, in: parent)
    }

    private func error(_ message: String, _ node: XMLNode) -> DiagramParseError {
        DiagramParseError(message: message, line: node.line, column: node.column)
    }
}
