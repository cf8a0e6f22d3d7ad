extension Flow {
    /// The most states an exploration visits; a flow with more (an unbounded counter in its state) is cut off here,
    /// and says so (``StateGraph/truncation``, ``DeepLinkRejection/stoppedAtLimit(target:from:reason:)``).
    package static var exploredStateLimit: Int { 10_000 }

    /// Every move the flow can make from `state` with its sample events: the event and the state after it, with
    /// events the step's parts send right away (`.send`: exit action, step effect, entry action) followed at once,
    /// in the order a store would process them; `isCut` when those sends did not settle within the limit
    /// (`Machine.followedMove`).
    func moves(from state: State) -> [(events: [Event], state: State, isCut: Bool)] {
        sampleEvents.compactMap { event in
            machine.followedMove(from: state, on: event).map { move in
                (move.hops.map(\.event), move.hops[move.hops.count - 1].state, move.isCut)
            }
        }
    }

    /// What a store does when it starts the flow: the events the initial state's entry sends at once, taken in
    /// order (``Machine/followedStart()``), and the state the store comes to rest in — where a user's first event
    /// finds it; `isCut` when those sends did not settle within the limit.
    func startMove() -> (events: [Event], state: State, isCut: Bool) {
        let start = machine.followedStart()
        return (start.hops.map(\.event), start.hops.last?.state ?? initialState, start.isCut)
    }

    /// The events the flow's own steps send (`.send`: a child's ``FlowEvent/finished(_:)``, an entry action's
    /// event) at the start and from any state reachable with the sample events. A store sends them itself, so a sample event among
    /// them is not a move of its own: exploring it would draw each arrow twice and let a deep link skip the screen
    /// that sends it.
    /// - Returns: The events, and why the search for them stopped short (``ExplorationCut``), if it did: then some
    ///   may be missing.
    func eventsSentBySteps() -> (events: Set<Event>, cut: ExplorationCut) {
        let start = startMove()
        var sent = Set(start.events)
        var cut = ExplorationCut()
        if start.isCut { cut.add(ExplorationCut.followedSends) }
        _ = BreadthFirstSearch<State, State, State>(
            from: [start.state], limit: Self.exploredStateLimit, key: { $0 },
            successors: { state in
                moves(from: state).map { move in
                    sent.formUnion(move.events.dropFirst())
                    if move.isCut { cut.add(ExplorationCut.followedSends) }
                    return (move.state, move.state)
                }
            },
            visit: { _, _, to, _ in
                if to == nil { cut.add(ExplorationCut.states(Self.exploredStateLimit)) }
                return true
            })
        return (sent, cut)
    }

    /// The moves from `state` started by a sample event the user sends, not by one the steps send themselves.
    func userMoves(from state: State, excluding sent: Set<Event>) -> [(events: [Event], state: State, isCut: Bool)] {
        moves(from: state).filter { !sent.contains($0.events[0]) }
    }

    /// The flow as a graph: its screens as simple states and its child flows as composite states holding their
    /// own graphs (identifiers qualified by the child's node, `authentication.register`), the moves between
    /// different nodes as arrows labelled with the events that make them, a `[*]` arrow to the node each flow starts
    /// in and an arrow to `[*]` from each node where a flow finishes.
    ///
    /// Explored breadth-first with ``sampleEvents`` from where the start comes to rest (events the initial state's
    /// entry sends at once are taken, as a store takes them, and drawn as an arrow from the initial state); moves that stay on one node (typing into
    /// a form, a child flow's inner steps) are not arrows of this level, and a sample event that the flow's steps
    /// send themselves (a child's ``FlowEvent/finished(_:)``) is drawn only as part of the arrow of the event that
    /// makes it be sent. The graph's title is the flow's name.
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
        let sent = eventsSentBySteps()
        cut.add(sent.cut)
        // The start is a move like any other: what the initial state's entry sends is an arrow out of it.
        let start = startMove()
        if start.isCut { cut.add(ExplorationCut.followedSends) }
        let rest = addNode(for: start.state)
        if rest != initial {
            edges.append(
                GraphTransition(
                    from: .state(initial), to: .state(rest), label: start.events.map(label).joined(separator: " / ")))
            edgeKeys.insert(edges[edges.count - 1])
        }
        typealias Move = (from: String, events: [Event], state: State)
        _ = BreadthFirstSearch<State, State, Move>(
            from: [start.state], limit: Self.exploredStateLimit, key: { $0 },
            successors: { state in
                let from = describe(state).name
                return userMoves(from: state, excluding: sent.events).map { move in
                    if move.isCut { cut.add(ExplorationCut.followedSends) }
                    return (Move(from, move.events, move.state), move.state)
                }
            },
            visit: { _, move, position, _ in
                if position == nil { cut.add(ExplorationCut.states(Self.exploredStateLimit)) }
                let to = addNode(for: move.state)
                if move.from != to {
                    let edge = GraphTransition(
                        from: .state(move.from), to: .state(to), label: move.events.map(label).joined(separator: " / "))
                    if edgeKeys.insert(edge).inserted { edges.append(edge) }
                }
                return true
            })
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
        let start = source ?? startMove().state
        if start == target { return [] }
        let sent = eventsSentBySteps()
        var cut = sent.cut
        let search = BreadthFirstSearch(
            from: [start], limit: Self.exploredStateLimit, key: { $0 },
            successors: { state in
                userMoves(from: state, excluding: sent.events).map { move in
                    if move.isCut { cut.add(ExplorationCut.followedSends) }
                    return ((move.events[0], move.state), move.state)
                }
            },
            visit: { _, link, position, isNew in
                if position == nil { cut.add(ExplorationCut.states(Self.exploredStateLimit)) }
                return !(isNew && link.1 == target)
            })
        if let position = search.positions[target] { return search.path(to: position).map(\.0) }
        if let reason = cut.reason {
            throw DeepLinkRejection.stoppedAtLimit(target: "\(target)", from: "\(start)", reason: reason)
        }
        throw DeepLinkRejection.unreachable(target: "\(target)", from: "\(start)")
    }
}

extension Machine {
    /// The transitions a store takes when `event` arrives in `state`: the step, then each event its parts send at
    /// once (`.send`: exit action, step effect, entry action) that the machine takes, in the order a store queues
    /// them. Asynchronous work is not run. For a model-based test whose model is a machine or a flow.
    /// - Parameters:
    ///   - state: The state the event arrives in.
    ///   - event: The event.
    /// - Returns: Each event taken with the state after it, `event` first; the states the move left, in order, as
    ///   the one rule (``take(_:on:by:)``) leaves them: each external step's source, nothing for an internal one;
    ///   and `isCut` when the sends were still coming after 64 events (then the move stops there, short of where a
    ///   store would come to rest). `nil` when the machine ignores `event`.
    package func followedMove(
        from state: State, on event: Event
    ) -> (hops: [(event: Event, state: State)], left: [State], isCut: Bool)? {
        guard let step = transition(from: state, on: event) else { return nil }
        let follower = StepFollower<State, Event>(currentState: state)
        take(step, on: event, by: follower)
        let first = (event: event, state: follower.currentState)
        let sent = followSends(by: follower)
        return ([first] + sent.hops, follower.left, sent.isCut)
    }

    /// The transitions a store takes when it starts: the events the initial state's entry action and the start work
    /// send at once, each with the state after it (empty when they send none the machine takes).
    /// - Returns: The events taken and the states after them, and `isCut` when the sends were still coming after 64
    ///   events.
    package func followedStart() -> (hops: [(event: Event, state: State)], isCut: Bool) {
        let follower = StepFollower<State, Event>(currentState: initialState)
        begin(by: follower)
        return followSends(by: follower)
    }

    /// Takes the events `follower` collected, and those they send in turn.
    private func followSends(
        by follower: StepFollower<State, Event>
    ) -> (hops: [(event: Event, state: State)], isCut: Bool) {
        var hops: [(event: Event, state: State)] = []
        var position = 0
        // A machine whose sends never settle (each step sends another) is followed a bounded number of events, and
        // the caller is told when events were left in the queue.
        while position < follower.queue.count, position < ExplorationCut.followedSendLimit {
            let next = follower.queue[position]
            position += 1
            guard let step = transition(from: follower.currentState, on: next) else { continue }
            take(step, on: next, by: follower)
            hops.append((next, follower.currentState))
        }
        return (hops, position < follower.queue.count)
    }
}
