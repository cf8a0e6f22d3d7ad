import Switchyard

/// How a flat table machine (``SwiftMachineGenerator``) reads a diagram: one current state, composites flattened
/// into rules for every state inside them. This is a translation for code generation only; running, simulating,
/// planning paths and conformance use the statechart engine (``DiagramChart``).
///
/// - Every named node (state, composite, choice, fork, join) can be the current state.
/// - An arrow whose target is a composite enters it: the move goes straight to the state its entry arrow leads to,
///   repeatedly, and records those arrows as taken. Which arrow enters a composite (its first region's inner `[*]`,
///   else its `<<start>>` state's arrow) and where one without either is entered (its first child) is the engine's
///   reading (``DiagramChart``), passed in, not read again here. History targets enter their composite the same
///   way.
/// - An arrow leaving a composite leaves from the composite and from every state inside it; a state's own arrows
///   come first, then its parents', innermost first: the core's rule, read through its one index (`LeavingArrows`,
///   which `StateGraph/transitions(leaving:)` also reads), built once for the graph so that listing every state's
///   moves stays linear.
/// - The top-level `[*]` arrows (or those of a top-level `<<start>>` state when there are none) are the initial
///   moves; arrows to `[*]` end nothing here (there is no current
///   state after them) and are reported with `to == nil`.
/// - Concurrent regions beyond the first are not entered: one current state cannot stand in two regions.
struct FlatTableReading: Sendable {
    /// One arrow, taken from a state.
    struct Move: Sendable, Hashable, Codable {
        /// The arrow's position in the graph's `transitions`.
        var transition: Int
        /// The arrow's label, or `nil` when it has none.
        var event: String?
        /// The state the move leaves; `nil` for an initial move.
        var from: String?
        /// The state the move arrives in after entering composites; `nil` for an arrow to `[*]`.
        var to: String?
        /// Positions of the inner `[*]` arrows taken on the way in, in order.
        var entered: [Int]
    }

    /// The graph.
    let graph: StateGraph
    /// Every named node, in graph order.
    let states: [String]
    /// The moves of the top-level `[*]` arrows, in order.
    private(set) var initialMoves: [Move] = []

    /// The arrows each state can leave by (the core's one rule, indexed once).
    private let leaving: LeavingArrows
    private let entries: [String: Int]
    /// For a composite without an inner `[*]`: the child the engine enters.
    private let defaultChildren: [String: String]

    /// Reads `graph` as a machine.
    /// - Parameters:
    ///   - graph: The diagram.
    ///   - entryArrows: The arrow each composite is entered by (``DiagramChart``'s `entryArrows`); none when only the
    ///     states and the arrows leaving them are read.
    ///   - defaultEntry: The child the engine enters for a composite without an entry arrow (the chart's rule).
    /// - Complexity: O(*n* + *m*).
    init(
        _ graph: StateGraph, entryArrows: [String: Int] = [:], defaultEntry: (String) -> String? = { _ in nil }
    ) {
        self.graph = graph
        var states: [String] = []
        // A `<<start>>` state is the initial pseudo-state drawn another way: never a current state, its arrows are
        // initial moves (of the top level) or entries (of its composite), as the engine takes them.
        let starts = graph.startStateIDs
        var seen = starts
        for state in graph.states where seen.insert(state.id).inserted { states.append(state.id) }
        for transition in graph.transitions {
            if case .state(let id) = transition.from, seen.insert(id).inserted { states.append(id) }
            if case .state(let id) = transition.to, seen.insert(id).inserted { states.append(id) }
        }
        self.states = states
        // A `<<start>>` state's arrows are entries, not arrows to leave by.
        self.leaving = LeavingArrows(graph, excluding: starts)
        self.entries = entryArrows
        var defaultChildren: [String: String] = [:]
        for state in graph.states where state.kind == .composite && entryArrows[state.id] == nil {
            if let child = defaultEntry(state.id), child != state.id { defaultChildren[state.id] = child }
        }
        self.defaultChildren = defaultChildren
        self.initialMoves = graph.startingArrows().map { move(for: $0, from: nil) }
    }

    /// The moves available in `state`: its own arrows, then those of its enclosing composites, innermost first.
    /// - Parameter state: A node identifier.
    /// - Returns: The moves, in that order, each arrow at most once.
    /// - Complexity: O(depth + moves).
    func moves(from state: String) -> [Move] {
        leaving.positions(leaving: state).map { move(for: $0, from: state) }
    }

    /// The distinct labels of the moves from `state`, in order (unlabelled moves are left out).
    /// - Parameter state: A node identifier.
    func acceptedEvents(in state: String) -> [String] {
        var seen: Set<String> = []
        return moves(from: state).compactMap { move in
            guard let event = move.event, seen.insert(event).inserted else { return nil }
            return event
        }
    }

    /// The first move from `state` labelled `event`, the one a table machine takes.
    /// - Parameters:
    ///   - state: A node identifier.
    ///   - event: A label.
    func move(from state: String, on event: String) -> Move? {
        moves(from: state).first { $0.event == event }
    }

    /// Where entering `state` ends: following inner `[*]` arrows of composites down to a state without one.
    /// - Parameter state: A node identifier.
    /// - Returns: The state arrived in and the inner arrows taken.
    func entering(_ state: String) -> (state: String, entered: [Int]) {
        guard entries[state] != nil || defaultChildren[state] != nil else { return (state, []) }
        var current = state
        var entered: [Int] = []
        var visited: Set<String> = [state]
        while true {
            if let position = entries[current] {
                guard case .state(let next) = graph.transitions[position].to, visited.insert(next).inserted else {
                    break
                }
                entered.append(position)
                current = next
            } else if let next = defaultChildren[current], visited.insert(next).inserted {
                current = next
            } else {
                break
            }
        }
        return (current, entered)
    }

    private func move(for position: Int, from state: String?) -> Move {
        let transition = graph.transitions[position]
        var target: String?
        switch transition.to {
        case .state(let id): target = id
        case .history(let scope?, _): target = scope
        case .history(nil, _), .final, .initial: target = nil
        }
        var entered: [Int] = []
        if let id = target {
            let entry = entering(id)
            target = entry.state
            entered = entry.entered
        }
        return Move(transition: position, event: transition.label, from: state, to: target, entered: entered)
    }
}
