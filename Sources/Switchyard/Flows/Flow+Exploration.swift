extension Flow {
    /// The most states an exploration visits; a flow with more (an unbounded counter in its state) is cut off here,
    /// and says so (``StateGraph/truncation``, ``DeepLinkRejection/stoppedAtLimit(target:from:reason:)``).
    package static var exploredStateLimit: Int { 10_000 }

    /// The flow's one adjacency (``MoveAdjacency``): its moves with its sample events, from where its start comes to
    /// rest, explored up to ``exploredStateLimit`` states.
    func adjacency() -> MoveAdjacency<State, Event, State> {
        MoveAdjacency(
            machine, sampleEvents: sampleEvents, limit: Self.exploredStateLimit, key: { $0 }, eventKey: { $0 })
    }

    /// The flow as a graph: its screens as simple states and its child flows as composite states holding their
    /// own graphs (identifiers qualified by the child's node, `authentication.register`), the moves between
    /// different nodes as arrows labelled with the events that make them, a `[*]` arrow to the node each flow starts
    /// in and an arrow to `[*]` from each node where a flow finishes.
    ///
    /// Explored breadth-first with ``sampleEvents`` as ``MachineExplorer`` explores a machine: from where the start
    /// comes to rest (events the initial state's entry sends at once are taken, as a store takes them, and drawn
    /// from the initial state), each step a store takes is an arrow labelled with its own event — the user's
    /// event, then each event the steps send at once, from the state that sends it — and a sample event that the
    /// flow's steps send themselves (a child's ``FlowEvent/finished(_:)``) is not tried on its own, only drawn where
    /// a step sends it. Steps that stay on one node (typing into a form, a child flow's inner steps) are not arrows
    /// of this level. The graph's title is the flow's name.
    ///
    /// The search visits at most 10,000 states and follows at most 64 sent events in one move; a flow with more (a
    /// counter in its state, steps that keep sending), or a child flow whose own graph was cut, gives a graph whose
    /// ``StateGraph/truncation`` says which limit stopped it.
    /// - Returns: The graph: the same model the diagram readers produce, so a flow can be written as PlantUML,
    ///   Mermaid or SCXML, compared with a drawing, or shown by the inspector.
    /// - Complexity: O(reachable states × sample events).
    public func graph() -> StateGraph {
        var states: [GraphState] = []
        var nested: [GraphTransition] = []
        var edges: [GraphTransition] = []
        var nodeIDs: Set<String> = []
        var edgeKeys: Set<GraphTransition> = []
        var finals: [String] = []
        var cut = ExplorationCut()
        func addNode(for state: State) -> String {
            let node = describe(state)
            let id = node.name
            if nodeIDs.insert(id).inserted {
                switch node {
                case .screen:
                    states.append(GraphState(id: id))
                case .flow(let child):
                    states.append(GraphState(id: id, kind: .composite))
                    let inner = child.nestedGraph(under: id)
                    states += inner.states
                    nested += inner.transitions
                    if let reason = child.truncation { cut.add(ExplorationCut.child(id, reason)) }
                }
            }
            if finish(state) != nil, !finals.contains(id) { finals.append(id) }
            return id
        }
        let initial = addNode(for: initialState)
        let adjacency = adjacency()
        cut.add(adjacency.cut)
        // Each step of a move that changes the node drawn is an arrow labelled with its event; the start is a move
        // like any other, so what the initial state's entry sends is drawn from it.
        func draw(_ move: MoveAdjacency<State, Event, State>.Move, from state: State) {
            var from = describe(state).name
            for hop in move.hops {
                let to = addNode(for: hop.state)
                if from != to {
                    let edge = GraphTransition(from: .state(from), to: .state(to), label: label(hop.event))
                    if edgeKeys.insert(edge).inserted { edges.append(edge) }
                }
                from = to
            }
        }
        draw(adjacency.start, from: initialState)
        for edge in adjacency.edges { draw(edge.move, from: adjacency.search.nodes[edge.from]) }
        var transitions = [GraphTransition(from: .initial(scope: nil, region: 0), to: .state(initial))]
        transitions += nested + edges
        transitions += finals.map { GraphTransition(from: .state($0), to: .final(scope: nil, region: 0)) }
        return StateGraph(title: name, states: states, transitions: transitions, truncation: cut.reason)
    }

    /// A shortest list of sample events that takes the flow from `source` to `target` — how a deep link reaches a
    /// state of a flow. Events sent by the steps themselves (`.send`, such as a child's ``FlowEvent/finished(_:)``)
    /// are not part of the list, even when they are among the sample events: the store sends them when the screen
    /// that sends them is passed through.
    /// - Parameters:
    ///   - target: The state to reach.
    ///   - source: Where to start; when `nil`, where a store is once it has started the flow: the initial state, or
    ///     where the events its entry sends at once take the flow (as ``graph()`` draws it).
    /// - Returns: The events to send, empty when `source` is already `target`.
    /// - Throws: ``DeepLinkRejection/unreachable(target:from:)`` when no sequence of sample events reaches `target`;
    ///   ``DeepLinkRejection/stoppedAtLimit(target:from:reason:)`` when the search did not find `target` before it
    ///   stopped at a limit (as ``graph()`` does), so `target` may lie beyond it.
    /// - Complexity: O(reachable states × sample events).
    public func events(toReach target: State, from source: State? = nil) throws(DeepLinkRejection) -> [Event] {
        let adjacency = adjacency()
        let start = source ?? adjacency.rest
        if start == target { return [] }
        var cut = adjacency.cut
        let search = source == nil ? adjacency.search : adjacency.search(from: start, cut: &cut)
        if let position = search.positions[target] { return search.path(to: position).map { $0.hops[0].event } }
        if let reason = cut.reason {
            throw DeepLinkRejection.stoppedAtLimit(target: "\(target)", from: "\(start)", reason: reason)
        }
        throw DeepLinkRejection.unreachable(target: "\(target)", from: "\(start)")
    }
}
