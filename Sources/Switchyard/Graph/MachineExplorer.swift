/// Builds a ``StateGraph`` from a Switchyard ``Machine`` by breadth-first search from its initial state, applying
/// sample events with ``Machine/transition(from:on:)`` and following the events a step sends at once (`.send`) as a
/// store does — the start's included: events the initial state's entry sends are drawn as arrows from the initial
/// state, and the search goes on from where they leave the machine. A sample event that a step sends itself is not
/// tried on its own, only drawn where a step sends it: the store sends it, not the user (``Flow/graph()`` explores
/// a flow by the same rule). What the code actually does, ready to draw, analyse or compare with a diagram.
///
/// ```swift
/// let graph = MachineExplorer(machine, sampleEvents: [.execute, .succeed("ok"), .reset]).explore()
/// ```
///
/// States are told apart by value when `State` is `Hashable`, otherwise by name (one ``explore()`` for both, so the
/// result does not depend on what the caller's generic context knows); both are named by `stateName`
/// (the case name by default, so payload cases map by case name). The graph has the initial arrow, then one arrow
/// per distinct (source, event, target) names, in discovery order; self-loops are kept, since a hidden
/// `doing → doing` is exactly what a comparison with a drawing must find.
///
/// The search stops at `stateLimit` distinct states, and follows at most 64 sent events in one move; a graph cut at
/// either limit says which in ``StateGraph/truncation`` (`nil` when the whole reachable machine was explored).
public struct MachineExplorer<State: Sendable, Event: Sendable> {
    /// The machine explored.
    package var exploredMachine: Machine<State, Event>
    /// The events tried in every state.
    package var triedEvents: [Event]
    /// Names a state in the graph.
    package var namesState: (State) -> String
    /// Names an event (the arrow's label).
    package var namesEvent: (Event) -> String
    /// The most distinct states to visit before stopping (machines with counters in their state never end); a graph
    /// stopped here says so in ``StateGraph/truncation``.
    package var maxStates: Int

    /// Creates an explorer.
    /// - Parameters:
    ///   - machine: The machine.
    ///   - sampleEvents: Events to try in every reached state.
    ///   - stateLimit: At most this many distinct states are visited; when more are reachable, the graph's
    ///     ``StateGraph/truncation`` says the exploration stopped here.
    ///   - stateName: Names states; the case name by default.
    ///   - eventName: Names events; the case name by default.
    public init(
        _ machine: Machine<State, Event>, sampleEvents: [Event], stateLimit: Int = 100_000,
        stateName: @escaping (State) -> String = DefaultNames.of,
        eventName: @escaping (Event) -> String = DefaultNames.of
    ) {
        self.exploredMachine = machine
        self.triedEvents = sampleEvents
        self.maxStates = stateLimit
        self.namesState = stateName
        self.namesEvent = eventName
    }

    /// Explores the machine: states are told apart by value when `State` is `Hashable` (two payload states with one
    /// name are both explored), by the `stateName` given to the initializer otherwise — decided by the state's type
    /// at run time, so a call from generic code that does not know `State` is `Hashable` explores the same graph as
    /// one that does.
    /// - Returns: The graph of what is reachable with the sample events; its ``StateGraph/truncation`` says why it
    ///   is incomplete when the search stopped at `stateLimit` or at the limit of sends followed in one move.
    /// - Complexity: O(reachable states × sample events) transition calls.
    public func explore() -> StateGraph {
        if exploredMachine.initialState is any Hashable {
            return explore(key: { state -> AnyHashable in
                // Every value of a Hashable type is one; the name is never used then.
                (state as? AnyHashable) ?? AnyHashable(namesState(state))
            })
        }
        return explore(key: namesState)
    }

    /// Explores from where the start comes to rest, telling states apart by `key`, along the one adjacency of
    /// explorations (``MoveAdjacency``): each step of a move is an arrow, so a state the store passes through on its
    /// way is drawn with the sent event on its arrow out, and the search goes on from where the move comes to rest.
    private func explore<Key: Hashable>(key: @escaping (State) -> Key) -> StateGraph {
        let adjacency = MoveAdjacency(
            exploredMachine, sampleEvents: triedEvents, limit: maxStates, key: key,
            eventKey: { event -> AnyHashable in
                // Events are told apart as states are: by value when their type is Hashable, by name otherwise.
                (event as? AnyHashable) ?? AnyHashable(namesEvent(event))
            })
        var builder = ExploredGraphBuilder()
        builder.initial(namesState(exploredMachine.initialState))
        func draw(_ move: MoveAdjacency<State, Event, Key>.Move, from state: State) {
            var from = namesState(state)
            for hop in move.hops {
                let to = namesState(hop.state)
                builder.arrow(from: from, event: namesEvent(hop.event), to: to)
                from = to
            }
        }
        draw(adjacency.start, from: exploredMachine.initialState)
        // The arrows into a state the limit left unvisited are drawn too; the search did not go on from it.
        for edge in adjacency.edges { draw(edge.move, from: adjacency.search.nodes[edge.from]) }
        var graph = builder.graph
        graph.truncation = adjacency.cut.reason
        return graph
    }
}

extension MachineExplorer where State: Hashable, Event: Hashable {
    /// An explorer for a table machine that needs no sample events: its rules list them.
    /// - Parameters:
    ///   - machine: A machine made from a ``TransitionTable``.
    ///   - stateLimit: At most this many distinct states are visited.
    ///   - stateName: Names states; the case name by default.
    ///   - eventName: Names events; the case name by default.
    /// - Returns: `nil` when the machine is not a table machine.
    package static func tableExplorer(
        _ machine: Machine<State, Event>, stateLimit: Int = 100_000,
        stateName: @escaping (State) -> String = DefaultNames.of,
        eventName: @escaping (Event) -> String = DefaultNames.of
    ) -> MachineExplorer? {
        guard let table = machine.table else { return nil }
        return MachineExplorer(
            machine, sampleEvents: table.events, stateLimit: stateLimit, stateName: stateName, eventName: eventName)
    }
}
