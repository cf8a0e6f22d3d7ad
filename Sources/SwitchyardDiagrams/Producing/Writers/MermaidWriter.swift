public import Switchyard

/// Writes a `StateGraph` as a Mermaid `stateDiagram-v2`.
///
/// Composites become `state X { … }` blocks with `--` between concurrent regions, choice/fork/join pseudo-states
/// keep their stereotypes, display names are written as `state "Long name" as X`, and each arrow is written in the
/// block it belongs to. Mermaid has no history pseudo-state, no `<<start>>`/`<<end>>` stereotypes and no state
/// colours in this form: an arrow to or from a composite's history is drawn to or from the composite (so what is
/// reachable stays the same) and marked by a `%% history [H]` line before it (or `[H*]`, `history-source`; on its own
/// line, since after a label Mermaid reads `%%` as label text), which ``MermaidReader``
/// reads back; `<<start>>` and `<<end>>` nodes are drawn as `[*]`, their names and kinds kept in
/// `%% switchyard-pseudo` comments (a declaration, and a line before each arrow that draws one) for our reader;
/// colours and other stereotypes are dropped.
/// `:`, `;`, `#` and `%` in labels and descriptions are written as Mermaid entities (`#58;`, `#59;`, `#35;`,
/// `#37;`), which Mermaid ≤ 11.12 needs and the reader decodes. An identifier Mermaid cannot take as written gets
/// an alias, recorded in a `%% switchyard-id ALIAS "identifier"` comment. The title goes in the front matter.
public struct MermaidWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Whether Mermaid accepts `id` as a state name as written: letters and digits of any script and `_`, and not a
    /// word Mermaid's lexer always takes as a keyword (`default`, `click`, `style`, … in any case).
    /// - Parameter id: An identifier.
    /// - Returns: `true` when no alias is needed.
    public static func isValidIdentifier(_ id: String) -> Bool {
        PlantUMLWriter.isValidIdentifier(id) && !reservedWords.contains(id.lowercased())
    }

    /// Words Mermaid's state diagram grammar (`stateDiagram.jison`) refuses as a state name in an arrow, and `root`,
    /// the identifier Mermaid gives the diagram itself (a state called `root` is never drawn).
    static let reservedWords: Set<String> = [
        "accdescr", "acctitle", "class", "classdef", "click", "default", "href", "note", "root", "scale", "state",
        "style",
    ]

    /// What Mermaid cannot draw as it runs: every arrow to or from a history, with its line. Mermaid has no history
    /// pseudo-state; ``write(_:)`` draws such an arrow to or from the composite, which Mermaid shows as an arrow that
    /// enters or leaves the composite the ordinary way, and keeps the history in comments only our reader reads.
    /// Nor can Mermaid join a composite's `[*]` to a state that is not the composite's own child: the arrow has to
    /// be written inside `state P { … }`, and Mermaid draws every state named there inside `P`.
    /// `render --to mermaid` refuses such a graph with this error.
    /// - Parameter graph: The graph.
    /// - Returns: The error naming the first arrow, or `nil` when Mermaid draws the graph as it runs.
    public static func refusal(for graph: StateGraph) -> RenderError? {
        var parents: [String: String?] = [:]
        for state in graph.states where parents[state.id] == nil { parents[state.id] = .some(state.parent) }
        for arrow in graph.transitions {
            for (pseudo, other) in [(arrow.from, arrow.to), (arrow.to, arrow.from)] {
                let scope: String? =
                    switch pseudo {
                    case .initial(let scope?, _), .final(let scope?, _): scope
                    default: nil
                    }
                guard let scope, case .state(let id) = other, (parents[id] ?? nil) != scope else { continue }
                return RenderError(
                    message: "the arrow \(EndpointName.name(arrow.from)) --> \(EndpointName.name(arrow.to)) "
                        + "joins the '[*]' of '\(scope)' to '\(id)', which is not inside '\(scope)'; Mermaid draws it "
                        + "only inside 'state \(scope) { … }', where it would draw '\(id)' inside '\(scope)'; render to "
                        + "plantuml or scxml instead",
                    at: arrow.textPosition)
            }
        }
        for arrow in graph.transitions {
            for endpoint in [arrow.from, arrow.to] {
                guard case .history(let scope, let deep) = endpoint else { continue }
                let name = (scope ?? "") + (deep ? "[H*]" : "[H]")
                return RenderError(
                    message: "Mermaid has no history pseudo-state: the arrow "
                        + "\(EndpointName.name(arrow.from)) --> \(EndpointName.name(arrow.to)) uses \(name), which "
                        + "Mermaid would draw as an ordinary arrow; render to plantuml or scxml instead",
                    at: arrow.textPosition)
            }
        }
        return nil
    }

    /// The diagram text, ending with a newline; a graph cut short (its `truncation` set) carries a
    /// `%% incomplete: …` comment saying why.
    /// - Parameter graph: The graph to write.
    /// - Returns: Mermaid source.
    /// - Complexity: O(*n* + *m*) in nodes and arrows.
    public func write(_ graph: StateGraph) -> String {
        var output = MermaidOutput(graph: graph)
        if let title = graph.title, !title.isEmpty {
            // A YAML double-quoted scalar: a plain one ends at `: ` or starts a comment at ` #`, and Mermaid then
            // refuses the whole diagram.
            var quoted = ""
            for character in IdentifierAliases.oneLine(title) {
                if character == "\\" || character == "\"" { quoted.append("\\") }
                quoted.append(character)
            }
            output.text += "---\ntitle: \"" + quoted + "\"\n---\n"
        }
        output.text += "stateDiagram-v2\n"
        // An explored graph cut at a limit says so in the text too (`StateGraph.truncation`).
        if let truncation = graph.truncation { output.line("%% incomplete: " + IdentifierAliases.oneLine(truncation)) }
        for (alias, id) in output.names.aliased {
            output.line("%% switchyard-id \(alias) \"\(IdentifierComment.escaped(id))\"")
        }
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
        layout = GraphLayout(graph, referencesMoveNodes: true)
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
        if state.kind == .start || state.kind == .end {
            // Drawn as `[*]` in its arrows; the comment keeps its name and kind for our reader (also for one that
            // holds states, which only a malformed drawing has).
            line("%% switchyard-pseudo \(names.name(state.id)) \(state.kind == .start ? "start" : "end")", depth: depth)
            if !opens { return }
        }
        let name = names.name(state.id)
        let shown = (state.longName ?? (names.isAliased(state.id) ? state.id : nil)).flatMap {
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
            // A choice, fork or join that holds states (only a malformed drawing has one) keeps its kind.
            if let pseudo { line("state \(name) <<\(pseudo)>>", depth: depth) }
            line("state \(name) {", depth: depth)
            return
        }
        if let pseudo {
            line("state \(name) <<\(pseudo)>>", depth: depth)
        } else if shown == nil {
            // The name alone: Mermaid 11 does not draw a bare `state X` line.
            line(name, depth: depth)
        }
        describe(state, depth: depth)
    }

    mutating func describe(_ state: GraphState, depth: Int) {
        for description in state.descriptionLines {
            line(names.name(state.id) + " : " + Self.escaped(IdentifierAliases.oneLine(description)), depth: depth)
        }
    }

    mutating func arrow(_ transition: GraphTransition, in scope: String?, depth: Int) {
        var content = endpoint(transition.from) + " --> " + endpoint(transition.to)
        if let label = transition.label, !label.isEmpty {
            content += " : " + Self.escaped(IdentifierAliases.oneLine(label))
        }
        var markers: [String] = []
        if case .history(_?, let deep) = transition.from {
            markers.append("history-source " + (deep ? "[H*]" : "[H]"))
        }
        if case .history(_?, let deep) = transition.to {
            markers.append("history " + (deep ? "[H*]" : "[H]"))
        }
        let topLevelHistory = [transition.from, transition.to].contains { endpoint in
            if case .history(nil, _) = endpoint { return true }
            return false
        }
        for (endpoint, side) in [(transition.from, "source"), (transition.to, "target")] {
            if case .state(let id) = endpoint, layout.kind(of: id) == .start || layout.kind(of: id) == .end {
                line("%% switchyard-pseudo-\(side) \(names.name(id))", depth: depth)
            }
        }
        if topLevelHistory {
            line("%% history is not drawn by Mermaid: " + content, depth: depth)
        } else if markers.count == 1 {
            // On its own line: after a label, `%%` would be label text for Mermaid (`":"[^:\n;]+`).
            line("%% " + markers[0], depth: depth)
            line(content, depth: depth)
        } else if markers.isEmpty {
            line(content, depth: depth)
        } else {
            line("%% history to history is not drawn by Mermaid: " + content, depth: depth)
        }
    }

    func endpoint(_ endpoint: GraphTransition.Endpoint) -> String {
        switch endpoint {
        case .state(let id) where layout.kind(of: id) == .start || layout.kind(of: id) == .end: "[*]"
        case .state(let id): names.name(id)
        case .initial, .final: "[*]"
        case .history(let owner?, _): names.name(owner)
        case .history(nil, let deep): deep ? "[H*]" : "[H]"
        }
    }

    /// Text after `:` with the characters Mermaid would cut it at (`:`, `;`), read as a comment or an entity
    /// (`%%`, `#`), or drop as an HTML tag when it draws the label (`<angles>`), written as numeric entities.
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { ":;#%<>".contains($0) }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case ":": result += "#58;"
            case ";": result += "#59;"
            case "#": result += "#35;"
            case "%": result += "#37;"
            case "<": result += "#60;"
            case ">": result += "#62;"
            default: result.append(character)
            }
        }
        return result
    }
}
