/// Writes a ``StateGraph`` as a Graphviz DOT `digraph`, for `dot -Tsvg` and friends.
///
/// Composites become clusters (arrows to or from a composite attach to its border through an invisible anchor
/// node); `[*]` becomes a dot as a source and a ringed dot as a target, one per composite and region; history
/// becomes a circled `H` or `H*`; choices are diamonds and forks and joins black bars. Every identifier and label
/// is quoted and escaped, so any text is safe.
public struct DOTWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The DOT text, ending with a newline.
    /// - Parameter graph: The graph to write.
    /// - Returns: Graphviz source.
    /// - Complexity: O(*n* + *m*) in nodes and arrows.
    public func write(_ graph: StateGraph) -> String {
        var output = DOTOutput(graph: graph)
        output.line("digraph \(DOTOutput.quoted(graph.title ?? "states")) {")
        output.line("compound=true;", depth: 1)
        output.line("rankdir=TB;", depth: 1)
        if let title = graph.title, !title.isEmpty {
            output.line("label=\(DOTOutput.quoted(title));", depth: 1)
            output.line("labelloc=t;", depth: 1)
        }
        output.line("node [shape=box, style=rounded, fontname=\"Helvetica\"];", depth: 1)
        output.line("edge [fontname=\"Helvetica\", fontsize=10];", depth: 1)
        output.body()
        output.edges(graph.transitions)
        output.line("}")
        return output.text
    }
}

/// The text being written and what it needs to know about the graph.
private struct DOTOutput {
    var text = ""
    let layout: GraphLayout
    var pseudoNodes: [String: String] = [:]

    init(graph: StateGraph) {
        layout = GraphLayout(graph)
    }

    mutating func line(_ content: String, depth: Int = 0) {
        text += GraphLayout.indentation(depth, unit: "  ") + content + "\n"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": break
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func node(_ id: String) -> String { quoted("state:" + id) }
    static func anchor(_ id: String) -> String { quoted("anchor:" + id) }
    static func cluster(_ id: String) -> String { quoted("cluster:" + id) }

    /// Writes every node: composites as clusters (regions are not drawn apart), pseudo-states where their arrows
    /// are written.
    mutating func body() {
        layout.walk { event in
            switch event {
            case .state(let state, let depth):
                declare(state, depth: depth + 1)
            case .open(let state, let depth):
                line("subgraph \(Self.cluster(state.id)) {", depth: depth + 1)
                line("label=\(Self.quoted(Self.label(state))); style=rounded;", depth: depth + 2)
                line("\(Self.anchor(state.id)) [shape=point, style=invis, width=0, label=\"\"];", depth: depth + 2)
            case .close(_, let depth):
                line("}", depth: depth + 1)
            case .separator:
                break
            case .arrow(let transition, _, let depth):
                for endpoint in [transition.from, transition.to] { declarePseudo(endpoint, depth: depth + 1) }
            }
        }
    }

    static func label(_ state: GraphState) -> String {
        var label = state.displayName ?? state.id
        if let stereotype = state.stereotype { label = "«\(stereotype)»\n" + label }
        if !state.descriptions.isEmpty { label += "\n" + state.descriptions.joined(separator: "\n") }
        return label
    }

    mutating func declare(_ state: GraphState, depth: Int) {
        let label = Self.label(state)
        let fill = state.color.map { color -> String in
            let name = color.drop { $0 == "#" }.prefix { $0 != ";" && $0 != " " }
            let isHex = name.count == 6 && name.allSatisfy(\.isHexDigit)
            return ", style=\"rounded,filled\", fillcolor=" + Self.quoted(isHex ? "#" + name : String(name))
        }
        let attributes: String =
            switch state.kind {
            case .choice: "shape=diamond, label=\"\", width=0.3, height=0.3"
            case .fork, .join: "shape=box, style=filled, fillcolor=black, label=\"\", width=0.8, height=0.06"
            case .start: "shape=point, width=0.2, label=\"\""
            case .end: "shape=doublecircle, style=filled, fillcolor=black, label=\"\", width=0.1"
            case .simple, .composite: "label=\(Self.quoted(label))" + (fill ?? "")
            }
        line("\(Self.node(state.id)) [\(attributes)];", depth: depth)
    }

    mutating func declarePseudo(_ endpoint: GraphTransition.Endpoint, depth: Int) {
        let (key, attributes): (String, String)
        switch endpoint {
        case .state: return
        case .initial(let scope, let region):
            key = "initial:\(scope ?? ""):\(region)"
            attributes = "shape=point, width=0.2, label=\"\""
        case .final(let scope, let region):
            key = "final:\(scope ?? ""):\(region)"
            attributes = "shape=doublecircle, style=filled, fillcolor=black, label=\"\", width=0.1"
        case .history(let scope, let deep):
            key = "history:\(scope ?? ""):\(deep)"
            attributes = "shape=circle, label=\(deep ? "\"H*\"" : "\"H\""), width=0.3"
        }
        guard pseudoNodes[key] == nil else { return }
        pseudoNodes[key] = Self.quoted(key)
        line("\(Self.quoted(key)) [\(attributes)];", depth: depth)
    }

    mutating func edges(_ transitions: [GraphTransition]) {
        for transition in transitions {
            var attributes: [String] = []
            let from = end(transition.from, cluster: "ltail", into: &attributes)
            let to = end(transition.to, cluster: "lhead", into: &attributes)
            if let label = transition.label, !label.isEmpty { attributes.append("label=\(Self.quoted(label))") }
            let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
            line("\(from) -> \(to)\(suffix);", depth: 1)
        }
    }

    func end(_ endpoint: GraphTransition.Endpoint, cluster: String, into attributes: inout [String]) -> String {
        switch endpoint {
        case .state(let id) where layout.isComposite(id):
            attributes.append("\(cluster)=\(Self.cluster(id))")
            return Self.anchor(id)
        case .state(let id): return Self.node(id)
        case .initial(let scope, let region): return Self.quoted("initial:\(scope ?? ""):\(region)")
        case .final(let scope, let region): return Self.quoted("final:\(scope ?? ""):\(region)")
        case .history(let scope, let deep): return Self.quoted("history:\(scope ?? ""):\(deep)")
        }
    }
}
