extension TransitionTable {
    /// The table as a graph, the model the diagram tools read and write: one simple state per state (the first
    /// state of the table's rules is not assumed initial; pass the machine's), a `[*]` arrow to `initial`, and one
    /// arrow per rule in table order, labelled with its event and guard name (`stop [clear]`).
    /// - Parameters:
    ///   - name: The graph's title.
    ///   - initial: The initial state.
    /// - Returns: The graph; identifiers are the states as text (`String(describing:)`).
    /// - Complexity: O(states + rules).
    public func graph(name: String = "machine", initial: State) -> StateGraph {
        var graph = StateGraph(title: name)
        var seen: Set<State> = []
        for state in [initial] + states where seen.insert(state).inserted {
            graph.states.append(GraphState(id: "\(state)"))
        }
        graph.transitions.append(GraphTransition(from: .initial(scope: nil, region: 0), to: .state("\(initial)")))
        for rule in rules {
            var label = "\(rule.event)"
            if let guardName = rule.guardLabel { label += " [\(guardName)]" }
            graph.transitions.append(
                GraphTransition(from: .state("\(rule.from)"), to: .state("\(rule.to)"), label: label))
        }
        return graph
    }
}
