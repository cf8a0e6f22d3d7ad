import Switchyard

/// Draws an SCXML element tree (already validated by ``SCXMLChartBuilder``, every state named by
/// ``SCXMLChartBuilder/namingStates(_:)``) as a `StateGraph`: states and parallel states become composites (each
/// child of a parallel state its own region), initial states become arrows from `[*]`, final states get an arrow to
/// `[*]`, history targets become history endpoints.
///
/// A document written by ``SCXMLWriter`` carries `switchyard:` annotations (in its namespace, under whatever prefix
/// the document binds to it), which give back what SCXML cannot say: identifiers and labels as written, regions
/// (`switchyard:region` on a parallel state's child: that child is the region, not a state), `[*]` targets
/// (`switchyard:pseudo="final"`), node kinds, containers without an initial arrow (`switchyard:initial="none"`), the
/// labels of a drawing's second and later initial arrows (`switchyard:label-2`, …), and drawings no chart runs
/// (`switchyard:runnable="false"` on the root).
struct SCXMLGraphBuilder {
    private var states: [GraphState] = []
    private var transitions: [GraphTransition] = []
    /// What each element id stands for in the graph.
    private var endpoints: [String: GraphTransition.Endpoint] = [:]
    /// The prefix bound to ``SCXMLAnnotation/namespace``, if the document uses the annotations.
    private let prefix: String?

    private static let stateNames: Set<String> = ["state", "parallel", "final", "history"]

    init(_ root: XMLNode) {
        prefix = root.attributes.first { $0.key.hasPrefix("xmlns:") && $0.value == SCXMLAnnotation.namespace }
            .map { String($0.key.dropFirst(6)) }
    }

    mutating func build(_ root: XMLNode) -> StateGraph {
        collect(root, scope: nil, region: 0)
        initialArrows(of: root, scope: nil, region: 0)
        for child in stateChildren(of: root) { add(child, parent: nil, region: 0) }
        // A state's transitions are collected before its children's; `check` lists arrows in file order (DESIGN.md),
        // so a composite's `<transition>` written after its children comes after theirs. Every arrow here has the
        // position of its element; ties (the targets of one element) keep their order.
        let place = transitions.map { $0.textPosition ?? TextPosition(line: 0, column: 0) }
        transitions = transitions.indices.sorted { (place[$0], $0) < (place[$1], $1) }.map { transitions[$0] }
        return StateGraph(
            title: note(root, "name") ?? root.attributes["name"], states: states, transitions: transitions)
    }

    /// Whether the writer marked the document as a drawing no chart runs (`switchyard:runnable="false"`).
    func isDrawing(_ root: XMLNode) -> Bool { note(root, "runnable") == "false" }

    /// The label annotation of the `index`th target of an arrow list: `switchyard:<name>` for the first,
    /// `switchyard:<name>-<n>` for the n-th after it (n from 2), which only a drawing has.
    private func label(_ node: XMLNode, _ name: String, target index: Int) -> String? {
        note(node, index == 0 ? name : "\(name)-\(index + 1)")
    }

    /// An annotation's value, decoded.
    private func note(_ node: XMLNode, _ name: String) -> String? {
        guard let prefix, let value = node.attributes["\(prefix):\(name)"] else { return nil }
        return SCXMLAnnotation.decode(value)
    }

    private func isRegion(_ node: XMLNode) -> Bool { node.name == "state" && note(node, "region") != nil }

    private func isPseudoFinal(_ node: XMLNode) -> Bool { node.name == "final" && note(node, "pseudo") == "final" }

    /// The graph identifier of a state element.
    private func graphID(_ node: XMLNode) -> String {
        note(node, "id") ?? node.attributes["id"] ?? ""
    }

    /// Records what every element id stands for: a state, a history of its composite, a `[*]` target of a region.
    private mutating func collect(_ node: XMLNode, scope: String?, region: Int) {
        let parallel = node.name == "parallel"
        var index = 0
        for child in stateChildren(of: node) {
            guard let id = child.attributes["id"] else { continue }
            let childRegion = parallel && child.name != "history" ? index : region
            if child.name != "history" { index += 1 }
            if child.name == "history" {
                endpoints[id] = .history(scope: scope, deep: child.attributes["type"] == "deep")
            } else if isPseudoFinal(child) {
                endpoints[id] = .final(scope: scope, region: region)
            } else if parallel && isRegion(child) {
                collect(child, scope: scope, region: regionNumber(child, else: childRegion))
            } else {
                let gid = graphID(child)
                endpoints[id] = .state(gid)
                collect(child, scope: gid, region: 0)
            }
        }
    }

    private func regionNumber(_ node: XMLNode, else fallback: Int) -> Int {
        note(node, "region").flatMap { Int($0) } ?? fallback
    }

    private func stateChildren(of node: XMLNode) -> [XMLNode] {
        node.children.filter { Self.stateNames.contains($0.name) }
    }

    private func endpoint(_ target: String) -> GraphTransition.Endpoint {
        endpoints[target] ?? .state(target)
    }

    private func position(_ node: XMLNode) -> TextPosition { TextPosition(line: node.line, column: node.column) }

    private static func targets(_ node: XMLNode) -> [String] {
        (node.attributes["target"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// `[*] --> …` for the chart, a compound state or a region: its `initial` attribute, its `<initial>`, or (unless
    /// annotated `switchyard:initial="none"`) its first child.
    private mutating func initialArrows(of node: XMLNode, scope: String?, region: Int) {
        let from = GraphTransition.Endpoint.initial(scope: scope, region: region)
        // `switchyard:initial="none"`: no `[*]` arrow is drawn, whatever the chart is entered at (a `<<start>>` node).
        if note(node, "initial") == "none" { return }
        if let attribute = node.attributes["initial"] {
            for (index, target) in attribute.split(whereSeparator: \.isWhitespace).enumerated() {
                let label = node.name == "scxml" ? label(node, "initial-label", target: index) : nil
                transitions.append(
                    GraphTransition(
                        from: from, to: endpoint(String(target)), label: label, scope: scope, region: region,
                        location: position(node)))
            }
        } else if let initial = node.children.first(where: { $0.name == "initial" }),
            let transition = initial.children.first
        {
            for (index, target) in Self.targets(transition).enumerated() {
                transitions.append(
                    GraphTransition(
                        from: from, to: endpoint(target), label: label(transition, "label", target: index),
                        scope: scope,
                        region: region, location: position(transition)))
            }
        } else if note(node, "initial") != "none",
            let first = stateChildren(of: node).first(where: { $0.name != "history" }),
            let id = first.attributes["id"]
        {
            transitions.append(
                GraphTransition(from: from, to: endpoint(id), scope: scope, region: region, location: position(first)))
        }
    }

    private mutating func add(_ node: XMLNode, parent: String?, region: Int) {
        if node.name == "history" {
            guard let id = node.attributes["id"], case .history = endpoint(id) else { return }
            for transition in node.children where transition.name == "transition" {
                for target in Self.targets(transition) {
                    transitions.append(
                        GraphTransition(
                            from: endpoint(id), to: endpoint(target), label: note(transition, "label"),
                            scope: parent, region: region, location: position(transition)))
                }
            }
            return
        }
        if isPseudoFinal(node) { return }
        let id = graphID(node)
        let children = stateChildren(of: node)
        let hasStates = children.contains { $0.name != "history" }
        states.append(
            GraphState(
                id: id, kind: kind(of: node, hasStates: hasStates), parent: parent, region: region,
                location: position(node)))
        // A `<final>` is drawn with an arrow to `[*]`; an `<<end>>` node the writer wrote as one is `[*]` itself.
        if node.name == "final" && note(node, "kind") != GraphState.Kind.end.rawValue {
            transitions.append(
                GraphTransition(
                    from: .state(id), to: .final(scope: parent, region: region), scope: parent, region: region,
                    location: position(node)))
        }
        for transition in node.children where transition.name == "transition" {
            for (index, target) in Self.targets(transition).enumerated() {
                // The writer's label of this target (`label-N` on a fork's several), empty for an unlabelled arrow.
                let note = label(transition, "label", target: index) ?? note(transition, "label")
                let label = note.map { $0.isEmpty ? nil : $0 } ?? Self.label(transition)
                transitions.append(
                    GraphTransition(
                        from: .state(id), to: endpoint(target), label: label, scope: parent, region: region,
                        location: position(transition)))
            }
        }
        if node.name == "parallel" {
            var index = 0
            for child in children {
                if child.name == "history" {
                    add(child, parent: id, region: 0)
                    continue
                }
                defer { index += 1 }
                if isRegion(child) {
                    let number = regionNumber(child, else: index)
                    initialArrows(of: child, scope: id, region: number)
                    for inner in stateChildren(of: child) { add(inner, parent: id, region: number) }
                } else {
                    if let childID = child.attributes["id"] {
                        transitions.append(
                            GraphTransition(
                                from: .initial(scope: id, region: index), to: endpoint(childID), scope: id,
                                region: index, location: position(child)))
                    }
                    add(child, parent: id, region: index)
                }
            }
        } else {
            // A drawing may give a state without children an initial arrow (to a state outside it).
            if hasStates || node.attributes["initial"] != nil || node.children.contains(where: { $0.name == "initial" })
            {
                initialArrows(of: node, scope: id, region: 0)
            }
            for child in children { add(child, parent: id, region: 0) }
        }
    }

    private func kind(of node: XMLNode, hasStates: Bool) -> GraphState.Kind {
        if let written = note(node, "kind"), let kind = GraphState.Kind(rawValue: written) { return kind }
        return hasStates || node.name == "parallel" ? .composite : .simple
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
