/// A state diagram as data: named nodes and arrows, whatever notation or machine it came from.
public struct StateGraph: Sendable, Hashable, Codable {
    /// The diagram title, if any.
    public var title: String?
    /// Every named node (states and named pseudo-states such as choice/fork/join), in declaration or
    /// first-reference order, unique by `id`.
    public var states: [GraphState]
    /// Every arrow, in file order.
    public var transitions: [GraphTransition]

    /// Creates a graph.
    /// - Parameters:
    ///   - title: The title.
    ///   - states: The nodes, unique by `id`.
    ///   - transitions: The arrows.
    package init(title: String? = nil, states: [GraphState] = [], transitions: [GraphTransition] = []) {
        self.title = title
        self.states = states
        self.transitions = transitions
    }

    /// The node with identifier `id`, if any.
    /// - Complexity: O(*n*) in the number of nodes.
    public func state(named id: String) -> GraphState? {
        states.first { $0.id == id }
    }

    /// A map from node identifier to its position in ``states``.
    /// - Complexity: O(*n*) in the number of nodes.
    package func stateIndex() -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(states.count)
        for (position, state) in states.enumerated() where index[state.id] == nil {
            index[state.id] = position
        }
        return index
    }

    /// The graph without presentation: locations and arrow styles removed, empty labels made `nil`,
    /// nodes sorted by identifier and arrows sorted into a canonical order.
    ///
    /// Two diagrams that draw the same machine (whatever their layout, declaration order or arrow order)
    /// have equal normalized graphs.
    package func normalized() -> StateGraph {
        var nodes = states.map { state -> GraphState in
            var copy = state
            copy.location = nil
            return copy
        }
        nodes.sort { $0.id.unicodeScalars.lexicographicallyPrecedes($1.id.unicodeScalars) }
        var arrows = transitions.map { transition -> GraphTransition in
            var copy = transition
            copy.location = nil
            copy.style = nil
            if copy.label?.isEmpty == true { copy.label = nil }
            return copy
        }
        arrows.sort { Self.sortKey($0).lexicographicallyPrecedes(Self.sortKey($1)) }
        return StateGraph(title: title, states: nodes, transitions: arrows)
    }

    /// Whether `other` draws the same machine: equal after ``normalized()``.
    /// - Parameter other: The graph to compare with.
    package func structurallyEquals(_ other: StateGraph) -> Bool {
        normalized() == other.normalized()
    }

    private static func sortKey(_ transition: GraphTransition) -> String.UnicodeScalarView {
        let text = [
            key(transition.from), key(transition.to), transition.label ?? "", transition.scope ?? "",
            String(transition.region),
        ].joined(separator: "\u{0}")
        return text.unicodeScalars
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
