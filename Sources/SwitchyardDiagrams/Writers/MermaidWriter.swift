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
            output.text += "---\ntitle: " + IdentifierAliases.oneLine(title) + "\n---\n"
        }
        output.text += "stateDiagram-v2\n"
        output.body()
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
        text += GraphLayout.indentation(depth + 1, unit: "    ") + content + "\n"
    }

    /// Writes every block: each region's nodes, then its arrows.
    mutating func body() {
        layout.walk { event in
            switch event {
            case .state(let state, let depth):
                declare(state, opens: false, depth: depth)
            case .open(let state, let depth):
                declare(state, opens: true, depth: depth)
            case .close(let state, let depth):
                line("}", depth: depth)
                describe(state, depth: depth)
            case .separator(let depth):
                line("--", depth: depth)
            case .arrow(let transition, let scope, let depth):
                arrow(transition, in: scope, depth: depth)
            }
        }
    }

    mutating func declare(_ state: GraphState, opens: Bool, depth: Int) {
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
        if opens {
            line("state \(name) {", depth: depth)
            return
        }
        if let pseudo {
            line("state \(name) <<\(pseudo)>>", depth: depth)
        } else if shown == nil {
            line("state \(name)", depth: depth)
        }
        describe(state, depth: depth)
    }

    mutating func describe(_ state: GraphState, depth: Int) {
        for description in state.descriptions {
            line(names.name(state.id) + " : " + IdentifierAliases.oneLine(description), depth: depth)
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
