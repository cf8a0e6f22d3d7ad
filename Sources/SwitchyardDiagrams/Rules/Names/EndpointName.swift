import Switchyard

/// How every tool names an arrow's end (``CheckReport/name(_:)``, the writers' refusals, `paths`, `diff`, coverage):
/// the node id, `"[*]"`, or the history of a composite `X` as `"X[H]"` or `"X[H*]"` (`"[H]"` at top level), wherever
/// the arrow is written.
enum EndpointName {
    /// The name of `endpoint`.
    static func name(_ endpoint: GraphTransition.Endpoint) -> String {
        switch endpoint {
        case .state(let id): id
        case .initial, .final: "[*]"
        case .history(let scope, let deep): (scope ?? "") + (deep ? "[H*]" : "[H]")
        }
    }

    /// How `diff` and the writers' round-trip meaning name the ends of `graph`'s arrows: as ``name(_:)``, except that a
    /// `<<start>>` or `<<end>>` node is the `[*]` it stands for (Mermaid writes one as `[*]`), so a drawing compares
    /// the same whichever it uses.
    /// - Parameter graph: The graph whose arrows are named.
    /// - Returns: The name of an end of one of `graph`'s arrows.
    /// - Complexity: O(states) once, then O(1) per end named.
    static func meaningNames(in graph: StateGraph) -> (GraphTransition.Endpoint) -> String {
        let startAndEnd = Set(graph.states.lazy.filter { $0.kind == .start || $0.kind == .end }.map(\.id))
        return { endpoint in
            if case .state(let id) = endpoint, startAndEnd.contains(id) { return "[*]" }
            return name(endpoint)
        }
    }
}
