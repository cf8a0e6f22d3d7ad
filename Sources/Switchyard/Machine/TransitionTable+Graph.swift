extension TransitionTable {
    /// The table as a plain graph: one node per state (the first state of the table's rules is not assumed
    /// initial; pass the machine's), one edge per rule, labelled with its event and guard name.
    /// - Parameters:
    ///   - name: The graph's name.
    ///   - initial: The initial state, marked ``FlowGraph/Node/isInitial``.
    /// - Returns: The graph; node identifiers are the states as text (`String(describing:)`).
    /// - Complexity: O(states + rules).
    public func graph(name: String = "machine", initial: State) -> FlowGraph {
        var graph = FlowGraph(name: name)
        var seen: Set<State> = []
        for state in [initial] + states where seen.insert(state).inserted {
            graph.nodes.append(FlowGraph.Node(id: "\(state)", name: "\(state)", isInitial: state == initial))
        }
        for rule in rules {
            var label = "\(rule.event)"
            if let guardName = rule.guardName { label += " [\(guardName)]" }
            graph.edges.append(FlowGraph.Edge(from: "\(rule.from)", to: "\(rule.to)", label: label))
        }
        return graph
    }
}
