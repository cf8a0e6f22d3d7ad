extension Statechart {
    /// The chart as a plain graph, for tools that draw or inspect it: compound and parallel states become nodes of
    /// kind ``FlowGraph/Node/Kind/flow`` that their children name as parent (every child of a parallel state is
    /// marked initial, as each is entered with it), atomic and final states become
    /// screens, and each transition with targets becomes one edge per target, labelled with its events (an
    /// eventless transition has an empty label). History pseudo-states are not nodes; a transition to one is drawn
    /// to its parent.
    /// - Parameter name: The graph's name.
    /// - Returns: The graph; node identifiers are the state identifiers as text (`String(describing:)`).
    /// - Complexity: O(states + transitions).
    public func graph(name: String = "statechart") -> FlowGraph {
        var graph = FlowGraph(name: name)
        let infos = states
        var parallel: Set<StateID> = []
        for info in infos where info.kind == .parallel { parallel.insert(info.id) }
        var parentOfHistory: [StateID: StateID?] = [:]
        for info in infos {
            if case .history = info.kind {
                parentOfHistory[info.id] = info.parent
                continue
            }
            // Every child of a parallel state is entered with it, so each is initial.
            let initial =
                info.parent.map(parallel.contains) == true || initialStates(of: info.parent).contains(info.id)
            let isComposite = info.kind == .compound || info.kind == .parallel
            graph.nodes.append(
                FlowGraph.Node(
                    id: "\(info.id)", name: "\(info.id)", kind: isComposite ? .flow : .screen,
                    parent: info.parent.map { "\($0)" }, isInitial: initial, isFinal: info.kind == .final))
        }
        for transition in transitions {
            let label = transition.events.joined(separator: " ")
            for target in transition.targets {
                let drawn: StateID?
                if let historyParent = parentOfHistory[target] { drawn = historyParent } else { drawn = target }
                guard let drawn else { continue }
                graph.edges.append(FlowGraph.Edge(from: "\(transition.source)", to: "\(drawn)", label: label))
            }
        }
        return graph
    }
}
