/// The one breadth-first search of Switchyard: flows, machine exploration, diagram paths and simulation all walk
/// their state spaces with it, so "reachable" and "shortest" mean the same everywhere.
///
/// Nodes are found from the start nodes by asking for each node's successors (an edge value and the node it leads
/// to), in the order they are given; a node is new when its key has not been seen. The search records, for every
/// node found, the edge that first reached it and its depth, so shortest paths are read back with
/// ``path(to:)``.
package struct BreadthFirstSearch<Node, Key: Hashable, Edge> {
    /// The nodes found, in discovery order; the start nodes first.
    package private(set) var nodes: [Node] = []
    /// For each node, the node it was first reached from and the edge, or `nil` for a start node.
    package private(set) var parents: [(node: Int, edge: Edge)?] = []
    /// For each node, the number of edges from a start node.
    package private(set) var depths: [Int] = []
    /// Each key's node position.
    package private(set) var positions: [Key: Int] = [:]

    /// Runs the search.
    /// - Parameters:
    ///   - starts: Where the search begins, depth 0 (duplicates by key are kept once).
    ///   - limit: At most this many nodes are found; edges to further new nodes are still reported, as not new.
    ///   - key: Tells nodes apart.
    ///   - successors: The edges leaving a node, in the order they should be tried.
    ///   - visit: Called for every edge followed, with the positions of its ends in ``nodes`` (`to` is `nil` when
    ///     the limit stopped a new node) and whether it reached a new node; return `false` to stop the search.
    /// - Complexity: O(nodes + edges) calls of `key` and `visit`, one call of `successors` per node found.
    package init(
        from starts: [Node], limit: Int = .max, key: (Node) -> Key, successors: (Node) -> [(edge: Edge, node: Node)],
        visit: (_ from: Int, _ edge: Edge, _ to: Int?, _ isNew: Bool) -> Bool = { _, _, _, _ in true }
    ) {
        for start in starts where nodes.count < limit {
            let startKey = key(start)
            guard positions[startKey] == nil else { continue }
            positions[startKey] = nodes.count
            nodes.append(start)
            parents.append(nil)
            depths.append(0)
        }
        var head = 0
        while head < nodes.count {
            let current = head
            head += 1
            for (edge, node) in successors(nodes[current]) {
                let nodeKey = key(node)
                if let known = positions[nodeKey] {
                    guard visit(current, edge, known, false) else { return }
                    continue
                }
                guard nodes.count < limit else {
                    guard visit(current, edge, nil, false) else { return }
                    continue
                }
                positions[nodeKey] = nodes.count
                nodes.append(node)
                parents.append((current, edge))
                depths.append(depths[current] + 1)
                guard visit(current, edge, nodes.count - 1, true) else { return }
            }
        }
    }

    /// The edges of a shortest path from a start node to the node at `position`, in order.
    /// - Parameter position: A position in ``nodes``.
    /// - Returns: The edges; empty for a start node.
    /// - Complexity: O(depth).
    package func path(to position: Int) -> [Edge] {
        var edges: [Edge] = []
        var current = position
        while let link = parents[current] {
            edges.append(link.edge)
            current = link.node
        }
        return edges.reversed()
    }

    /// The positions of the nodes on a shortest path to `position`, from its start node to it.
    /// - Parameter position: A position in ``nodes``.
    /// - Returns: The positions, `position` last.
    /// - Complexity: O(depth).
    package func ancestry(of position: Int) -> [Int] {
        var result = [position]
        var current = position
        while let link = parents[current] {
            result.append(link.node)
            current = link.node
        }
        return result.reversed()
    }
}
