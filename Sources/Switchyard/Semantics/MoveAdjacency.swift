/// The one adjacency of a machine's states, built from the one step rule (``Machine/take(_:on:by:)``): what
/// ``MachineExplorer/explore()``, ``Flow/graph()`` and ``Flow/events(toReach:from:)`` all walk, so "explore" and
/// "reachable" mean one thing for machines and flows.
///
/// The policy, written once:
/// - A *move* is what a store does with one event a user sends: the machine's step, then each event the step's parts
///   send at once (`.send`, queued in the order of the one step rule, ``StepRule``), taken in the order the store
///   processes them (``Machine/followedMove(from:on:)``), at most 64 of them (a move cut there says so). Its *hops*
///   are the steps taken, each with its event and the state after it: a store's observers see each, so a drawing
///   draws each as an arrow labelled with its own event. The user's next event finds the store where the move comes
///   to rest, its last hop's state, so the search goes on from there only.
/// - The start is a move without a user event: the events the initial state's entry action and the machine's start
///   work send at once (``Machine/followedStart()``); the search begins where it comes to rest.
/// - A sample event that the steps send themselves (at the start, or in a move from any state reached) is the
///   store's, not the user's: it is not tried as a move of its own, only taken as a hop of the move whose step sends
///   it. Tried on its own it would draw a step the user cannot make, and let a deep link skip the state that sends
///   it.
///
/// The search runs once with every sample event, which finds the events the steps send; only when one of them is a
/// sample event does it run again without them.
struct MoveAdjacency<State: Sendable, Event: Sendable, Key: Hashable> {
    /// A move: the hops a store takes for one user event (never empty), or the start's (empty when the start sends
    /// nothing the machine takes).
    struct Move {
        /// Each step taken, with its event and the state after it, in order.
        var hops: [(event: Event, state: State)]
        /// Whether the sends were still coming after 64 events: the move stops there, short of where a store would
        /// come to rest.
        var isCut: Bool
    }

    /// A move found by the search, from the state at `from` (a position in ``search``'s nodes) to the state at
    /// `to`, or `nil` when the state limit left that state unvisited.
    struct Edge {
        /// The position of the state the move starts in.
        var from: Int
        /// The move.
        var move: Move
        /// The position of the state the move comes to rest in; `nil` when the limit stopped the search there.
        var to: Int?
    }

    /// The machine.
    let machine: Machine<State, Event>
    /// The sample events a user sends: those given, without the ones the steps send themselves, in the order given.
    private(set) var userEvents: [Event]
    /// The start.
    let start: Move
    /// Where the start comes to rest: the initial state, or the last state the start's sends took the machine to.
    let rest: State
    /// The search from ``rest``: every state reached, in breadth-first order, with a shortest way to each.
    private(set) var search: BreadthFirstSearch<State, Key, Move>
    /// Every move the search followed, in the order followed, including those to states already found.
    private(set) var edges: [Edge]
    /// Why the search stopped short, if it did: the state limit, or a move whose sends did not settle.
    private(set) var cut = ExplorationCut()
    /// The most distinct states a search visits.
    let limit: Int
    /// Tells states apart.
    let key: (State) -> Key

    /// Explores `machine` with `sampleEvents` from where its start comes to rest.
    /// - Parameters:
    ///   - machine: The machine.
    ///   - sampleEvents: The events tried in every state the store comes to rest in.
    ///   - limit: The most distinct states visited.
    ///   - key: Tells states apart.
    ///   - eventKey: Tells events apart, to find which sample events the steps send.
    /// - Complexity: O(reachable states × sample events) steps, twice when a sample event is sent by a step.
    init<EventKey: Hashable>(
        _ machine: Machine<State, Event>, sampleEvents: [Event], limit: Int, key: @escaping (State) -> Key,
        eventKey: (Event) -> EventKey
    ) {
        self.machine = machine
        self.limit = limit
        self.key = key
        userEvents = sampleEvents
        let started = machine.followedStart()
        start = Move(hops: started.hops, isCut: started.isCut)
        rest = started.hops.last?.state ?? machine.initialState
        if started.isCut { cut.add(ExplorationCut.followedSends) }
        (search, edges) = Self.explore(machine, events: sampleEvents, from: rest, limit: limit, key: key, cut: &cut)
        var sent = Set(start.hops.map { eventKey($0.event) })
        for edge in edges {
            for hop in edge.move.hops.dropFirst() { sent.insert(eventKey(hop.event)) }
        }
        let users = sampleEvents.filter { !sent.contains(eventKey($0)) }
        guard users.count < sampleEvents.count else { return }
        userEvents = users
        (search, edges) = Self.explore(machine, events: users, from: rest, limit: limit, key: key, cut: &cut)
    }

    /// The moves a user's sample events make from `state`, in the order of ``userEvents`` (an event the machine
    /// ignores makes none).
    /// - Parameter state: The state the events arrive in.
    /// - Returns: The moves.
    func moves(from state: State) -> [Move] {
        Self.moves(of: machine, from: state, on: userEvents)
    }

    /// A search of the user's moves from `source` instead of ``rest`` (a deep link from where the store is).
    /// - Parameters:
    ///   - source: Where the search begins.
    ///   - cut: Gets why the search stopped short, if it did.
    /// - Returns: The search.
    func search(from source: State, cut: inout ExplorationCut) -> BreadthFirstSearch<State, Key, Move> {
        Self.explore(machine, events: userEvents, from: source, limit: limit, key: key, cut: &cut).search
    }

    private static func moves(of machine: Machine<State, Event>, from state: State, on events: [Event]) -> [Move] {
        events.compactMap { event in
            machine.followedMove(from: state, on: event).map { Move(hops: $0.hops, isCut: $0.isCut) }
        }
    }

    private static func explore(
        _ machine: Machine<State, Event>, events: [Event], from source: State, limit: Int, key: (State) -> Key,
        cut: inout ExplorationCut
    ) -> (search: BreadthFirstSearch<State, Key, Move>, edges: [Edge]) {
        var edges: [Edge] = []
        var found = ExplorationCut()
        let search = BreadthFirstSearch<State, Key, Move>(
            from: [source], limit: limit, key: key,
            successors: { state in
                moves(of: machine, from: state, on: events).map { move in
                    if move.isCut { found.add(ExplorationCut.followedSends) }
                    return (move, move.hops[move.hops.count - 1].state)
                }
            },
            visit: { from, move, to, _ in
                if to == nil { found.add(ExplorationCut.states(limit)) }
                edges.append(Edge(from: from, move: move, to: to))
                return true
            })
        cut.add(found)
        return (search, edges)
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
        let follower = StepFollower<State, Event>(currentState: state, actionsOf: self)
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
        let follower = StepFollower<State, Event>(currentState: initialState, actionsOf: self)
        begin(by: follower)
        return followSends(by: follower)
    }

    /// Takes the events `follower` collected, and those they send in turn.
    private func followSends(
        by follower: StepFollower<State, Event>
    ) -> (hops: [(event: Event, state: State)], isCut: Bool) {
        var hops: [(event: Event, state: State)] = []
        var taken = 0
        // A machine whose sends never settle (each step sends another) is followed a bounded number of events, and
        // the caller is told when events were left in the queue.
        while taken < ExplorationCut.followedSendLimit, let next = follower.queue.takeNext() {
            taken += 1
            guard let step = transition(from: follower.currentState, on: next) else { continue }
            take(step, on: next, by: follower)
            hops.append((next, follower.currentState))
        }
        return (hops, !follower.queue.waiting.isEmpty)
    }
}
