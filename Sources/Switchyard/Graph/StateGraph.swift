/// A state diagram as data: named nodes and arrows, whatever notation or machine it came from.
public struct StateGraph: Sendable, Hashable, Codable {
    /// The diagram title, if any.
    public var title: String?
    /// Every named node (states and named pseudo-states such as choice/fork/join), in declaration or
    /// first-reference order, unique by `id`.
    public var states: [GraphState]
    /// Every arrow, in file order.
    public var transitions: [GraphTransition]
    /// Why the graph is incomplete, or `nil` when it is complete: an exploration (``MachineExplorer/explore()``,
    /// ``Machine/graph(name:events:)``, ``Flow/graph()``) that stopped at one of its limits says which one here
    /// (`"state limit reached: 100000 states explored, more are reachable"`), so a graph cut short never passes
    /// for the whole machine. The graphs of tables, statecharts and diagram readers are complete.
    ///
    /// In JSON the key `truncation` is written only when the graph is incomplete, and a graph without it reads as
    /// complete.
    public var truncation: String?

    /// Creates a graph.
    /// - Parameters:
    ///   - title: The title.
    ///   - states: The nodes, unique by `id`.
    ///   - transitions: The arrows.
    ///   - truncation: Why the graph is incomplete; `nil` when it is complete.
    package init(
        title: String? = nil, states: [GraphState] = [], transitions: [GraphTransition] = [],
        truncation: String? = nil
    ) {
        self.title = title
        self.states = states
        self.transitions = transitions
        self.truncation = truncation
    }

    /// The node with identifier `id`, if any.
    /// - Complexity: O(*n*) in the number of nodes.
    public func state(named id: String) -> GraphState? {
        states.first { $0.id == id }
    }

    /// A map from node identifier to its position in ``states``.
    /// - Complexity: O(*n*) in the number of nodes.
    package func indexByID() -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(states.count)
        for (position, state) in states.enumerated() where index[state.id] == nil {
            index[state.id] = position
        }
        return index
    }

    /// The graph without presentation: locations and arrow styles removed, empty labels made `nil`,
    /// nodes sorted by identifier and arrows sorted into a canonical order. ``truncation`` is kept: a graph cut
    /// short does not stand for the whole machine.
    ///
    /// Two diagrams that draw the same machine (whatever their layout, declaration order or arrow order)
    /// have equal normalized graphs.
    package func withoutPresentation() -> StateGraph {
        var nodes = states.map { state -> GraphState in
            var copy = state
            copy.textPosition = nil
            return copy
        }
        nodes.sort { CodePointOrdering.precedes($0.id, $1.id) }
        var arrows = transitions.map { transition -> GraphTransition in
            var copy = transition
            copy.textPosition = nil
            copy.arrowStyle = nil
            if copy.label?.isEmpty == true { copy.label = nil }
            return copy
        }
        arrows.sort { CodePointOrdering.precedes(Self.sortKey($0), Self.sortKey($1)) }
        return StateGraph(title: title, states: nodes, transitions: arrows, truncation: truncation)
    }

    /// Whether `other` draws the same machine: equal after ``normalized()``.
    /// - Parameter other: The graph to compare with.
    package func isStructurallyEqual(to other: StateGraph) -> Bool {
        withoutPresentation() == other.withoutPresentation()
    }

    private static func sortKey(_ transition: GraphTransition) -> String {
        [
            key(transition.from), key(transition.to), transition.label ?? "", transition.enclosingScope ?? "",
            String(transition.regionIndex),
        ].joined(separator: "\u{0}")
    }

    private static func key(_ endpoint: GraphTransition.Endpoint) -> String {
        switch endpoint {
        case .state(let id): "s:" + id
        case .initial(let scope, let region): "i:\(scope ?? ""):\(region)"
        case .final(let scope, let region): "f:\(scope ?? ""):\(region)"
        case .history(let scope, let deep): "h:\(scope ?? ""):\(deep)"
        }
    }
}
