public import Switchyard

/// Writes a `StateGraph` as a Graphviz DOT `digraph`, for `dot -Tsvg` and friends.
///
/// Composites become clusters (arrows to or from a composite attach to its border through an invisible anchor
/// node); `[*]` becomes a dot as a source and a ringed dot as a target, one per composite and region; history
/// becomes a circled `H` or `H*`; choices are diamonds and forks and joins black bars. Every identifier and label
/// is quoted and escaped, so any text is safe.
public struct DOTWriter: Sendable {
    /// Whether every state carries its identifier as the Graphviz `id` attribute, which `dot -Tsvg` writes as the
    /// `id` of the state's SVG group — so a page can find and restyle a state by its identifier.
    public var identifiesStates: Bool

    /// Creates a writer.
    /// - Parameter identifiesStates: Whether states carry their identifiers as SVG ids (composites on their
    ///   cluster); transitions then carry `edge:N`, N counting from 0 in file order.
    public init(identifiesStates: Bool = false) {
        self.identifiesStates = identifiesStates
    }

    /// The DOT text, ending with a newline; a graph cut short (its `truncation` set) says why in its drawn label
    /// (`incomplete: …` under the title), so the picture says so too.
    /// - Parameter graph: The graph to write.
    /// - Returns: Graphviz source.
    /// - Complexity: O(*n* + *m*) in nodes and arrows.
    public func write(_ graph: StateGraph) -> String {
        var output = DOTOutput(graph: graph, identifiesStates: identifiesStates)
        output.line("digraph \(DOTOutput.quoted(graph.title ?? "states")) {")
        output.line("compound=true;", depth: 1)
        output.line("rankdir=TB;", depth: 1)
        // Graphviz's default ranking fails (`trouble in init_rank`) on charts whose clusters are linked both ways,
        // such as a history entered from outside and a composite's done arrow; the newer ranking lays them out.
        output.line("newrank=true;", depth: 1)
        // An explored graph cut at a limit says so where it is seen, under the title (`StateGraph.truncation`).
        let label = [graph.title ?? "", graph.truncation.map { "incomplete: " + IdentifierAliases.oneLine($0) } ?? ""]
            .filter { !$0.isEmpty }.joined(separator: "\n")
        if !label.isEmpty {
            output.line("label=\(DOTOutput.quoted(label));", depth: 1)
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
    /// For each composite being written: its id when it has concurrent regions, and where each region's cluster
    /// starts in `text`.
    var openRegions: [String?] = []
    var regionStarts: [[Int]] = []
    /// The histories arrows lead to or from, by composite: declared inside that composite's cluster, wherever
    /// their arrows are written (`off --> on[H*]` is written outside `on`).
    let histories: [String: [GraphTransition.Endpoint]]

    let identifiesStates: Bool

    init(graph: StateGraph, identifiesStates: Bool) {
        layout = GraphLayout(graph)
        self.identifiesStates = identifiesStates
        var histories: [String: [GraphTransition.Endpoint]] = [:]
        for transition in graph.transitions {
            for case .history(let scope?, let deep) in [transition.from, transition.to]
            where histories[scope]?.contains(.history(scope: scope, deep: deep)) != true {
                histories[scope, default: []].append(.history(scope: scope, deep: deep))
            }
        }
        self.histories = histories
    }

    /// `, id="…"` when states are identified, otherwise nothing.
    func identity(_ id: String) -> String {
        identifiesStates ? ", id=\(Self.quoted(id))" : ""
    }

    mutating func line(_ content: String, depth: Int = 0) {
        text += GraphLayout.indentation(depth, unit: "  ") + content + "\n"
    }

    /// A DOT string: quotes and backslashes escaped, a line break (or PlantUML's two characters `\n`) as DOT's
    /// `\n`, and control characters, which make `dot` fail, left out.
    static func quoted(_ text: String) -> String {
        var result = "\""
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\"": result += "\\\""
            case "\\" where pending == "n":
                result += "\\n"
                pending = scalars.next()
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): break
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    static func node(_ id: String) -> String { quoted("state:" + id) }
    static func anchor(_ id: String) -> String { quoted("anchor:" + id) }
    static func cluster(_ id: String) -> String { quoted("cluster:" + id) }

    /// Writes every node: composites as clusters (regions are not drawn apart), a composite's histories inside
    /// it, other pseudo-states where their arrows are written.
    mutating func body() {
        layout.walk { event in
            switch event {
            case .state(let state, let depth):
                declare(state, depth: depth + 1)
            case .open(let state, let depth):
                line("subgraph \(Self.cluster(state.id)) {", depth: depth + 1)
                line("label=\(Self.quoted(Self.label(state))); style=rounded;", depth: depth + 2)
                if identifiesStates { line("id=\(Self.quoted(state.id));", depth: depth + 2) }
                line("\(Self.anchor(state.id)) [shape=point, style=invis, width=0, label=\"\"];", depth: depth + 2)
                for history in histories[state.id] ?? [] { declarePseudo(history, depth: depth + 2) }
                if layout.regionCount(of: state.id) > 1 {
                    // Concurrent regions: one dashed cluster each. Graphviz lays sibling clusters out right to left
                    // in the order they are written, so they are written last region first (see `close`) and
                    // appear in document order, left to right.
                    openRegions.append(state.id)
                    regionStarts.append([text.utf8.count])
                    openRegion(state.id, 0, depth: depth + 2)
                } else {
                    openRegions.append(nil)
                    regionStarts.append([])
                }
            case .close(_, let depth):
                if openRegions.popLast() ?? nil != nil {
                    line("}", depth: depth + 2)
                    reverseRegions(from: regionStarts.last ?? [])
                }
                _ = regionStarts.popLast()
                line("}", depth: depth + 1)
            case .separator(let depth):
                guard let owner = openRegions.last ?? nil, let starts = regionStarts.last else { break }
                line("}", depth: depth + 1)
                regionStarts[regionStarts.count - 1].append(text.utf8.count)
                openRegion(owner, starts.count, depth: depth + 1)
            case .arrow(let transition, _, let depth):
                for endpoint in [transition.from, transition.to] { declarePseudo(endpoint, depth: depth + 1) }
            }
        }
    }

    /// Rewrites the region clusters that start at `starts` (UTF-8 offsets into `text`, the last running to its
    /// end) in reverse order.
    mutating func reverseRegions(from starts: [Int]) {
        guard starts.count > 1, let first = starts.first else { return }
        let bytes = Array(text.utf8)
        var rewritten = Array(bytes[..<first])
        let ends = Array(starts.dropFirst()) + [bytes.count]
        for (start, end) in zip(starts, ends).reversed() { rewritten += bytes[start..<end] }
        text = String(decoding: rewritten, as: UTF8.self)
    }

    mutating func openRegion(_ owner: String, _ index: Int, depth: Int) {
        line("subgraph \(Self.quoted("cluster:\(owner):region:\(index)")) {", depth: depth)
        line("label=\"\"; style=dashed;", depth: depth + 1)
    }

    static func label(_ state: GraphState) -> String {
        var label = state.longName ?? state.id
        if let stereotype = state.stereotypeText { label = "«\(stereotype)»\n" + label }
        if !state.descriptionLines.isEmpty { label += "\n" + state.descriptionLines.joined(separator: "\n") }
        return label
    }

    mutating func declare(_ state: GraphState, depth: Int) {
        let label = Self.label(state)
        let fill = state.colorText.map { color -> String in
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
        line("\(Self.node(state.id)) [\(attributes)\(identity(state.id))];", depth: depth)
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
        for (index, transition) in transitions.enumerated() {
            var attributes: [String] = []
            if identifiesStates { attributes.append("id=\(Self.quoted("edge:\(index)"))") }
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
