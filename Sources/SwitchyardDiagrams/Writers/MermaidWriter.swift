/// Writes a ``StateGraph`` as a Mermaid `stateDiagram-v2`.
///
/// Composites become `state X { … }` blocks with `--` between concurrent regions, choice/fork/join pseudo-states
/// keep their stereotypes, display names are written as `state "Long name" as X`, and each arrow is written in the
/// block it belongs to. Mermaid has no history pseudo-state, no `<<start>>`/`<<end>>` stereotypes and no state
/// colours in this form: arrows to or from history are kept as `%%` comments, start/end nodes become plain states
/// and colours and other stereotypes are dropped. The title goes in Mermaid's front matter.
public struct MermaidWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Whether Mermaid accepts `id` as a state name as written: letters and digits of any script and `_`.
    /// - Parameter id: An identifier.
    /// - Returns: `true` when no alias is needed.
    public static func isValidIdentifier(_ id: String) -> Bool {
        PlantUMLWriter.isValidIdentifier(id)
    }

    /// The diagram text, ending with a newline.
    /// - Parameter graph: The graph to write.
    /// - Returns: Mermaid source.
    /// - Complexity: O(*n* + *m*) in nodes and arrows.
    public func write(_ graph: StateGraph) -> String {
        var output = MermaidOutput(graph: graph)
        if let title = graph.title, !title.isEmpty {
            output.line("---")
            output.line("title: " + IdentifierAliases.oneLine(title))
            output.line("---")
        }
        output.line("stateDiagram-v2")
        output.block(scope: nil, depth: 1)
        return output.text
    }
}

/// The text being written and what it needs to know about the graph.
private struct MermaidOutput {
    var text = ""
    let layout: GraphLayout
    let names: IdentifierAliases

    init(graph: StateGraph) {
        layout = GraphLayout(graph)
        names = IdentifierAliases(graph, isValid: MermaidWriter.isValidIdentifier)
    }

    mutating func line(_ content: String, depth: Int = 0) {
        text += String(repeating: "    ", count: depth) + content + "\n"
    }

    mutating func block(scope: String?, depth: Int) {
        let regions = scope.map(layout.regionCount(of:)) ?? 1
        for region in 0..<regions {
            if region > 0 { line("--", depth: depth) }
            let current = GraphLayout.Block(scope: scope, region: region)
            for state in layout.nodes(in: current) { declare(state, depth: depth) }
            for transition in layout.arrows(in: current) { arrow(transition, in: scope, depth: depth) }
        }
    }

    mutating func declare(_ state: GraphState, depth: Int) {
        let name = names.name(state.id)
        let shown = (state.displayName ?? (names.isAliased(state.id) ? state.id : nil)).flatMap {
            $0.isEmpty ? nil : $0
        }
        let pseudo: String? =
            switch state.kind {
            case .choice: "choice"
            case .fork: "fork"
            case .join: "join"
            case .simple, .composite, .start, .end: nil
            }
        if let shown {
            line("state \"\(IdentifierAliases.oneLine(shown).replacing("\"", with: "'"))\" as \(name)", depth: depth)
        }
        if layout.isComposite(state.id) {
            line("state \(name) {", depth: depth)
            block(scope: state.id, depth: depth + 1)
            line("}", depth: depth)
        } else if let pseudo {
            line("state \(name) <<\(pseudo)>>", depth: depth)
        } else if shown == nil {
            line("state \(name)", depth: depth)
        }
        for description in state.descriptions {
            line(name + " : " + IdentifierAliases.oneLine(description), depth: depth)
        }
    }

    mutating func arrow(_ transition: GraphTransition, in scope: String?, depth: Int) {
        var content = endpoint(transition.from) + " --> " + endpoint(transition.to)
        if let label = transition.label, !label.isEmpty { content += " : " + IdentifierAliases.oneLine(label) }
        let usesHistory = [transition.from, transition.to].contains { endpoint in
            if case .history = endpoint { return true }
            return false
        }
        line(usesHistory ? "%% history is not drawn by Mermaid: " + content : content, depth: depth)
    }

    func endpoint(_ endpoint: GraphTransition.Endpoint) -> String {
        switch endpoint {
        case .state(let id): names.name(id)
        case .initial, .final: "[*]"
        case .history(let owner, let deep): (owner.map(names.name) ?? "") + (deep ? "[H*]" : "[H]")
        }
    }
}
