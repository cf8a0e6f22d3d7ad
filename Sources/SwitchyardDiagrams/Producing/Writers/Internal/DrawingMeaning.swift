package import Switchyard

/// What a drawing means for `check`, independent of layout, names shown and notation: its states, initial and final
/// states, events, unreachable states and every transition by identifier (history targets named by their composite,
/// `<<start>>` and `<<end>>` nodes as the `[*]` they stand for).
///
/// The one comparison a writer's round trip is held to — read → write → read gives the same meaning — by the
/// round-trip tests and by the fuzzers alike. A line break in a label is PlantUML's `\n`, the only way a one-line
/// notation can write it, so labels compare as written on one line; and a single trailing `\` continues a PlantUML
/// line, so it cannot be written there and labels compare without it.
package struct DrawingMeaning: Equatable, CustomStringConvertible {
    package var states: [String]
    package var initial: [String]
    package var final: [String]
    package var events: [String]
    package var transitions: [String]
    package var unreachable: [String]

    /// The meaning of `graph`.
    package init(_ graph: StateGraph) {
        let analysis = GraphAnalysis(graph)
        let name = EndpointName.meaningNames(in: graph)
        func label(_ text: String) -> String {
            let line = IdentifierAliases.oneLine(text)
            return line.hasSuffix("\\") && !line.hasSuffix("\\\\") ? String(line.dropLast()) : line
        }
        states = analysis.states
        initial = analysis.initial
        final = analysis.final
        events = CodePointOrder.sorted(Set(analysis.events.map(label)))
        transitions = CodePointOrder.sorted(
            graph.transitions.map { "\(name($0.from)) -> \(name($0.to)) : \(label($0.label ?? ""))" })
        unreachable = analysis.unreachable
    }

    package var description: String {
        "states \(states)\ninitial \(initial)\nfinal \(final)\nevents \(events)\n"
            + "transitions \(transitions)\nunreachable \(unreachable)"
    }

    /// Whether `format` can say everything `graph` says, so that its round trip must keep the meaning.
    ///
    /// PlantUML says everything. SCXML has no element for concurrent regions or a history at the top level, and no
    /// arrow out of a final state (an `<<end>>` node). Mermaid has no history at top level nor history to history,
    /// cannot join a composite's `[*]` to a state outside it (``MermaidWriter/refusal(for:)``), has nothing to draw
    /// for a diagram of start and end nodes only, and draws `<<start>>` / `<<end>>` as `[*]`, which says the same only
    /// for an arrow out of a start node or into an end node, written in the node's own block.
    package static func canExpress(_ graph: StateGraph, in format: DiagramFormat) -> Bool {
        func isTopLevelHistory(_ endpoint: GraphTransition.Endpoint) -> Bool {
            if case .history(nil, _) = endpoint { return true }
            return false
        }
        switch format {
        case .plantuml:
            return true
        case .scxml:
            let ends = Set(graph.states.filter { $0.kind == .end }.map(\.id))
            return !graph.states.contains { $0.parent == nil && $0.regionIndex > 0 }
                && !graph.transitions.contains { $0.from.stateID.map(ends.contains) ?? false }
                && !graph.transitions.contains { isTopLevelHistory($0.from) || isTopLevelHistory($0.to) }
        case .mermaid:
            return mermaidCanExpress(graph, isTopLevelHistory)
        }
    }

    private static func mermaidCanExpress(
        _ graph: StateGraph,
        _ isTopLevelHistory: (GraphTransition.Endpoint) -> Bool
    ) -> Bool {
        if MermaidWriter.refusal(for: graph) != nil { return false }
        if graph.transitions.isEmpty && graph.states.allSatisfy({ $0.kind == .start || $0.kind == .end }) {
            return false
        }
        let nodes = Dictionary(graph.states.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for transition in graph.transitions {
            for (endpoint, allowed) in [(transition.from, GraphState.Kind.start), (transition.to, .end)] {
                guard case .state(let id) = endpoint, let node = nodes[id], node.kind == .start || node.kind == .end
                else { continue }
                if node.kind != allowed || node.parent != transition.enclosingScope
                    || node.regionIndex != transition.regionIndex
                {
                    return false
                }
            }
            if isTopLevelHistory(transition.from) || isTopLevelHistory(transition.to) { return false }
            if case .history = transition.from, case .history = transition.to { return false }
        }
        return true
    }
}
