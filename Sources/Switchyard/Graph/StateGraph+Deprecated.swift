// 0.6's graph helpers and initializer, no longer public in 0.7: only the package's writers, readers and tools used
// them. Each forward calls what the package uses today, and goes in 0.8.

extension StateGraph {
    /// Creates a graph.
    /// - Parameters:
    ///   - title: The title.
    ///   - states: The nodes, unique by `id`.
    ///   - transitions: The arrows.
    @available(*, deprecated, message: "a graph comes from graph(), MachineExplorer.explore() or a diagram reader")
    @_disfavoredOverload
    public init(title: String? = nil, states: [GraphState] = [], transitions: [GraphTransition] = []) {
        self.init(title: title, states: states, transitions: transitions, truncation: nil)
    }

    /// A map from node identifier to its position in ``states``.
    /// - Complexity: O(*n*) in the number of nodes.
    @available(
        *, deprecated, message: "use Dictionary(graph.states.enumerated().map { ($1.id, $0) }) { first, _ in first }"
    )
    public func stateIndex() -> [String: Int] {
        indexByID()
    }

    /// The graph without presentation: locations and arrow styles removed, empty labels made `nil`, nodes and
    /// arrows sorted into a canonical order.
    @available(*, deprecated, message: "compare graphs with ==; presentation is not public")
    public func normalized() -> StateGraph {
        withoutPresentation()
    }

    /// Whether `other` draws the same machine: equal after ``normalized()``.
    /// - Parameter other: The graph to compare with.
    @available(*, deprecated, message: "compare graphs with ==; presentation is not public")
    public func structurallyEquals(_ other: StateGraph) -> Bool {
        isStructurallyEqual(to: other)
    }

    /// The nodes whose enclosing composite is `parent`, in declaration order.
    /// - Parameter parent: A composite's identifier, or `nil` for the top level.
    /// - Returns: The children.
    @available(*, deprecated, message: "use graph.states.filter { $0.parent == parent }")
    public func children(of parent: String?) -> [GraphState] {
        childStates(of: parent)
    }

    /// This graph with every identifier qualified by `parent` and its top-level nodes and arrows placed inside the
    /// composite `parent`.
    /// - Parameter parent: The identifier of the composite that holds the graph.
    /// - Returns: The nested graph.
    @available(*, deprecated, message: "a flow's graph() nests its child flows' graphs itself")
    public func nested(under parent: String) -> StateGraph {
        nestedGraph(under: parent)
    }

    /// The states a scope starts in: the targets of the `[*]` arrows written in `scope`.
    /// - Parameter scope: A composite's identifier, or `nil` for the top level.
    /// - Returns: The identifiers, each once.
    @available(*, deprecated, message: "read the targets of graph.transitions whose from is .initial")
    public func initialStates(in scope: String? = nil) -> [String] {
        initialStateIDs(in: scope)
    }
}
