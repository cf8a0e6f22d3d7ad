/// Draws an SCXML element tree (already validated by ``SCXMLChartBuilder``, every state named by
/// ``SCXMLChartBuilder/namingStates(_:)``) as a ``StateGraph``: states and
/// parallel states become composites (each child of a parallel state its own region), initial states become arrows
/// from `[*]`, final states get an arrow to `[*]`, history targets become history endpoints.
struct SCXMLGraphBuilder {
    private var states: [GraphState] = []
    private var transitions: [GraphTransition] = []
    /// History id → its parent and depth, collected first so arrows can target them in any order.
    private var histories: [String: (parent: String?, deep: Bool)] = [:]

    mutating func build(_ root: XMLNode) -> StateGraph {
        collect(root, parent: nil)
        let children = stateChildren(of: root)
        initialArrows(of: root, scope: nil, firstChild: children.first?.node)
        for child in children { add(child.node, parent: nil, region: 0) }
        return StateGraph(title: root.attributes["name"], states: states, transitions: transitions)
    }

    private static let stateNames: Set<String> = ["state", "parallel", "final", "history"]

    private mutating func collect(_ node: XMLNode, parent: String?) {
        var parent = parent
        if Self.stateNames.contains(node.name), let id = node.attributes["id"] {
            if node.name == "history" { histories[id] = (parent, node.attributes["type"] == "deep") }
            parent = id
        }
        for child in node.children { collect(child, parent: parent) }
    }

    private func stateChildren(of node: XMLNode) -> [(node: XMLNode, isHistory: Bool)] {
        node.children.filter { Self.stateNames.contains($0.name) }.map { ($0, $0.name == "history") }
    }

    private func endpoint(_ target: String) -> GraphTransition.Endpoint {
        if let history = histories[target] { return .history(scope: history.parent, deep: history.deep) }
        return .state(target)
    }

    private func position(_ node: XMLNode) -> SourcePosition { SourcePosition(line: node.line, column: node.column) }

    private static func targets(_ node: XMLNode) -> [String] {
        (node.attributes["target"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// `[*] --> …` for a compound state (or the chart): its `initial` attribute, its `<initial>`, or its first child.
    private mutating func initialArrows(of node: XMLNode, scope: String?, firstChild: XMLNode?) {
        if let attribute = node.attributes["initial"] {
            for target in attribute.split(whereSeparator: \.isWhitespace) {
                transitions.append(
                    GraphTransition(
                        from: .initial(scope: scope, region: 0), to: endpoint(String(target)), scope: scope,
                        location: position(node)))
            }
        } else if let initial = node.children.first(where: { $0.name == "initial" }),
            let transition = initial.children.first
        {
            for target in Self.targets(transition) {
                transitions.append(
                    GraphTransition(
                        from: .initial(scope: scope, region: 0), to: endpoint(target), scope: scope,
                        location: position(transition)))
            }
        } else if let firstChild, let first = firstChild.attributes["id"] {
            transitions.append(
                GraphTransition(
                    from: .initial(scope: scope, region: 0), to: .state(first), scope: scope,
                    location: position(firstChild)))
        }
    }

    private mutating func add(_ node: XMLNode, parent: String?, region: Int) {
        if node.name == "history" {
            guard let id = node.attributes["id"], let history = histories[id] else { return }
            for transition in node.children where transition.name == "transition" {
                for target in Self.targets(transition) {
                    transitions.append(
                        GraphTransition(
                            from: .history(scope: history.parent, deep: history.deep), to: endpoint(target),
                            scope: parent, region: region, location: position(transition)))
                }
            }
            return
        }
        let id = node.attributes["id"] ?? ""
        let children = stateChildren(of: node)
        let isComposite = children.contains { !$0.isHistory }
        states.append(
            GraphState(
                id: id, kind: isComposite ? .composite : .simple, parent: parent, region: region,
                location: position(node)))
        if node.name == "final" {
            transitions.append(
                GraphTransition(
                    from: .state(id), to: .final(scope: parent, region: region), scope: parent, region: region,
                    location: position(node)))
        }
        for transition in node.children where transition.name == "transition" {
            let label = Self.label(transition)
            for target in Self.targets(transition) {
                transitions.append(
                    GraphTransition(
                        from: .state(id), to: endpoint(target), label: label, scope: parent, region: region,
                        location: position(transition)))
            }
        }
        if node.name == "parallel" {
            var index = 0
            for child in children where !child.isHistory {
                if let childID = child.node.attributes["id"] {
                    transitions.append(
                        GraphTransition(
                            from: .initial(scope: id, region: index), to: .state(childID), scope: id, region: index,
                            location: position(child.node)))
                }
                index += 1
            }
        } else if isComposite {
            initialArrows(of: node, scope: id, firstChild: children.first { !$0.isHistory }?.node)
        }
        var index = 0
        for child in children {
            add(child.node, parent: id, region: node.name == "parallel" && !child.isHistory ? index : 0)
            if !child.isHistory { index += 1 }
        }
    }

    /// The event as written, then the condition in brackets, as PlantUML labels carry guards.
    private static func label(_ transition: XMLNode) -> String? {
        let event = transition.attributes["event"]?.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        switch (event, transition.attributes["cond"]) {
        case (let event?, let cond?): return "\(event) [\(cond)]"
        case (let event?, nil): return event
        case (nil, let cond?): return "[\(cond)]"
        case (nil, nil): return nil
        }
    }
}
