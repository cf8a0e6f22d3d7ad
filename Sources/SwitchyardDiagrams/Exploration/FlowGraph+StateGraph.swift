public import Switchyard

extension StateGraph {
    /// A state graph of a flow tree: screens become simple states, child flows composite states holding their
    /// screens, each flow's initial and final nodes get `[*]` arrows in their scope, and every flow edge becomes a
    /// labelled transition written in the scope of its source.
    ///
    /// Node identifiers stay qualified (`authentication.register`); the unqualified name becomes the display name
    /// when it differs, so writers can show short names.
    /// - Parameter flow: The flow graph, e.g. `appFlow.graph()`.
    public init(_ flow: FlowGraph) {
        var states: [GraphState] = []
        var transitions: [GraphTransition] = []
        for node in flow.nodes {
            states.append(
                GraphState(
                    id: node.id, kind: node.kind == .flow ? .composite : .simple,
                    displayName: node.name == node.id ? nil : node.name, parent: node.parent))
        }
        for node in flow.nodes where node.isInitial {
            transitions.append(
                GraphTransition(
                    from: .initial(scope: node.parent, region: 0), to: .state(node.id), scope: node.parent))
        }
        for edge in flow.edges {
            transitions.append(
                GraphTransition(
                    from: .state(edge.from), to: .state(edge.to), label: edge.label,
                    scope: flow.node(edge.from)?.parent))
        }
        for node in flow.nodes where node.isFinal {
            transitions.append(
                GraphTransition(from: .state(node.id), to: .final(scope: node.parent, region: 0), scope: node.parent))
        }
        self.init(title: flow.name, states: states, transitions: transitions)
    }
}
