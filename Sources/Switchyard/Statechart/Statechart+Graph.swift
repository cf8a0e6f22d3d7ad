extension Statechart {
    /// The chart as a graph, the model the diagram tools read and write: compound and parallel states become
    /// composites (each child of a parallel state its own concurrent region), atomic and final states simple
    /// states; each compound state's and region's default entry is a `[*]` arrow, each final state has an arrow to
    /// `[*]`, and each transition with targets becomes one arrow per target, labelled with its event descriptors
    /// (an eventless transition has no label). History states are history endpoints of their parent (`X[H]`,
    /// `X[H*]`), with their default targets as arrows from them.
    /// - Parameter name: The graph's title.
    /// - Returns: The graph; identifiers are the state identifiers as text (`String(describing:)`).
    /// - Complexity: O(states + transitions).
    public func graph(name: String = "statechart") -> StateGraph {
        let infos = stateList
        var info: [StateID: ChartStateInfo<StateID>] = [:]
        for state in infos { info[state.id] = state }
        var region: [StateID: Int] = [:]
        var regionCount: [StateID: Int] = [:]
        for state in infos {
            guard let parent = state.parent, info[parent]?.kind == .parallel else { continue }
            if case .history = state.kind { continue }
            region[state.id] = regionCount[parent, default: 0]
            regionCount[parent, default: 0] += 1
        }
        func text(_ id: StateID?) -> String? { id.map { "\($0)" } }
        func endpoint(_ id: StateID) -> GraphTransition.Endpoint {
            if let state = info[id], case .history(let deep) = state.kind {
                return .history(scope: text(state.parent), deep: deep)
            }
            return .state("\(id)")
        }
        var graphStates: [GraphState] = []
        var arrows = defaultTargets(of: nil).map {
            GraphTransition(from: .initial(scope: nil, region: 0), to: endpoint($0))
        }
        for state in infos {
            let parent = text(state.parent)
            let inRegion = region[state.id] ?? 0
            switch state.kind {
            case .history:
                for target in defaultTargets(of: state.id) {
                    arrows.append(
                        GraphTransition(from: endpoint(state.id), to: endpoint(target), scope: parent, region: 0))
                }
                continue
            case .parallel:
                for child in infos where child.parent == state.id {
                    guard let number = region[child.id] else { continue }
                    arrows.append(
                        GraphTransition(
                            from: .initial(scope: "\(state.id)", region: number), to: .state("\(child.id)"),
                            scope: "\(state.id)", region: number))
                }
            case .compound:
                for target in defaultTargets(of: state.id) {
                    arrows.append(
                        GraphTransition(
                            from: .initial(scope: "\(state.id)", region: 0), to: endpoint(target),
                            scope: "\(state.id)"))
                }
            case .final:
                arrows.append(
                    GraphTransition(
                        from: .state("\(state.id)"), to: .final(scope: parent, region: inRegion), scope: parent,
                        region: inRegion))
            case .atomic:
                break
            }
            let isComposite = state.kind == .compound || state.kind == .parallel
            graphStates.append(
                GraphState(
                    id: "\(state.id)", kind: isComposite ? .composite : .simple, parent: parent, region: inRegion))
        }
        for transition in transitionList {
            let label = transition.events.isEmpty ? nil : transition.events.joined(separator: " ")
            let parent = info[transition.source]?.parent
            for target in transition.targets {
                arrows.append(
                    GraphTransition(
                        from: .state("\(transition.source)"), to: endpoint(target), label: label, scope: text(parent),
                        region: region[transition.source] ?? 0))
            }
        }
        return StateGraph(title: name, states: graphStates, transitions: arrows)
    }
}
