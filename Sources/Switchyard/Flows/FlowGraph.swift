/// A flow tree as a plain graph: nodes are screens and flows, edges are transitions labelled with their events.
///
/// A child flow is a node of kind ``Node/Kind/flow`` whose own nodes have it as ``Node/parent``; their identifiers
/// are qualified with the flow's (`authentication.register`), so one graph holds the whole tree. `SwitchyardDiagrams`
/// turns it into a `StateGraph` (composite states for flows) to draw, analyse or compare with a diagram.
public struct FlowGraph: Sendable, Hashable, Codable {
    /// A screen or a flow.
    public struct Node: Sendable, Hashable, Codable {
        /// Whether the node is a screen or a child flow.
        public enum Kind: String, Sendable, Hashable, Codable {
            /// A screen.
            case screen
            /// A child flow, whose nodes name it as their parent.
            case flow
        }

        /// The qualified identifier, unique in the graph (`authentication.register`).
        public var id: String
        /// The unqualified name (`register`).
        public var name: String
        /// Screen or flow.
        public var kind: Kind
        /// The identifier of the enclosing flow node, or `nil` at the top level.
        public var parent: String?
        /// Whether the enclosing flow starts here.
        public var isInitial: Bool
        /// Whether the enclosing flow finishes (with a result) here.
        public var isFinal: Bool

        /// Creates a node.
        /// - Parameters:
        ///   - id: The qualified identifier.
        ///   - name: The unqualified name.
        ///   - kind: Screen or flow.
        ///   - parent: The enclosing flow node's identifier.
        ///   - isInitial: Whether the enclosing flow starts here.
        ///   - isFinal: Whether the enclosing flow finishes here.
        public init(
            id: String, name: String, kind: Kind = .screen, parent: String? = nil, isInitial: Bool = false,
            isFinal: Bool = false
        ) {
            self.id = id
            self.name = name
            self.kind = kind
            self.parent = parent
            self.isInitial = isInitial
            self.isFinal = isFinal
        }
    }

    /// A transition between two nodes of the same flow.
    public struct Edge: Sendable, Hashable, Codable {
        /// The source node's identifier.
        public var from: String
        /// The target node's identifier.
        public var to: String
        /// The event, as text.
        public var label: String

        /// Creates an edge.
        /// - Parameters:
        ///   - from: The source node's identifier.
        ///   - to: The target node's identifier.
        ///   - label: The event, as text.
        public init(from: String, to: String, label: String) {
            self.from = from
            self.to = to
            self.label = label
        }
    }

    /// The flow's name.
    public var name: String
    /// Every node, parents before their children, in discovery order.
    public var nodes: [Node]
    /// Every edge, in discovery order.
    public var edges: [Edge]

    /// Creates a graph.
    /// - Parameters:
    ///   - name: The flow's name.
    ///   - nodes: The nodes.
    ///   - edges: The edges.
    public init(name: String, nodes: [Node] = [], edges: [Edge] = []) {
        self.name = name
        self.nodes = nodes
        self.edges = edges
    }

    /// The node with identifier `id`.
    /// - Parameter id: A qualified identifier.
    /// - Returns: The node, or `nil`.
    public func node(_ id: String) -> Node? { nodes.first { $0.id == id } }

    /// The top-level node the flow starts in.
    public var initialNode: Node? { nodes.first { $0.parent == nil && $0.isInitial } }

    /// The edges leaving `id`.
    /// - Parameter id: A qualified identifier.
    /// - Returns: The outgoing edges, in discovery order.
    public func edges(from id: String) -> [Edge] { edges.filter { $0.from == id } }

    /// A shortest list of edges from `source` to `target` (breadth-first); empty when they are the same node.
    /// - Parameters:
    ///   - source: Where to start.
    ///   - target: Where to arrive.
    /// - Returns: The edges, or `nil` when `target` cannot be reached.
    /// - Complexity: O(nodes + edges).
    public func path(from source: String, to target: String) -> [Edge]? {
        if source == target { return [] }
        var outgoing: [String: [Edge]] = [:]
        for edge in edges { outgoing[edge.from, default: []].append(edge) }
        var reached = false
        let search = BreadthFirstSearch(
            from: [source], key: { $0 }, successors: { node in (outgoing[node] ?? []).map { ($0, $0.to) } },
            visit: { _, edge, _, isNew in
                reached = isNew && edge.to == target
                return !reached
            })
        if reached, let position = search.positions[target] { return search.path(to: position) }
        return nil
    }

    /// This graph with every identifier qualified by `prefix` and its top-level nodes placed under `parent`; how a
    /// child flow's graph is nested in its parent's.
    func nested(under parent: String) -> FlowGraph {
        func qualify(_ id: String) -> String { parent + "." + id }
        let nodes = nodes.map { node in
            Node(
                id: qualify(node.id), name: node.name, kind: node.kind, parent: node.parent.map(qualify) ?? parent,
                isInitial: node.isInitial, isFinal: node.isFinal)
        }
        let edges = edges.map { Edge(from: qualify($0.from), to: qualify($0.to), label: $0.label) }
        return FlowGraph(name: name, nodes: nodes, edges: edges)
    }
}
