/// "An arrow from a composite leaves every state inside it", the one statement of the rule, indexed once for a whole
/// graph: a node can leave by its own arrows, then by those of each enclosing composite, innermost first, each group
/// in file order.
///
/// ``StateGraph/transitions(leaving:)`` (so deep links) reads a graph through it, and so do code generation's flat
/// reading of a diagram and `check`'s dead ends; `check`'s reachability computes the closure of the same arrows in
/// one walk (the diagrams target's `LeavingCompositeAgreementTests` holds it to this index).
package struct LeavingArrows: Sendable {
    /// Each node's own arrows, by position in the graph's `transitions`, in file order.
    private let own: [String: [Int]]
    /// For each node, its nearest enclosing composite that has arrows of its own: collecting a node's arrows then
    /// costs only the arrows found, however deep the nesting.
    private let inheritsFrom: [String: String]
    /// How many nodes there are: a bound on the walk up through `inheritsFrom`, so a drawing whose parents form a
    /// loop cannot make it endless.
    private let nodeCount: Int

    /// Indexes `graph`.
    /// - Parameters:
    ///   - graph: The graph.
    ///   - excluding: Nodes whose arrows are not theirs to leave by (code generation's `<<start>>` states, whose
    ///     arrows are entries); no node has them as an ancestor.
    /// - Complexity: O(states + transitions).
    package init(_ graph: StateGraph, excluding: Set<String> = []) {
        var parents: [String: String] = [:]
        for state in graph.states {
            if let parent = state.parent, parent != state.id { parents[state.id] = parent }
        }
        var own: [String: [Int]] = [:]
        for (position, transition) in graph.transitions.enumerated() {
            if case .state(let id) = transition.from, !excluding.contains(id) { own[id, default: []].append(position) }
        }
        self.own = own
        self.nodeCount = graph.states.count + graph.transitions.count
        self.inheritsFrom = Self.nearestAncestorsWithArrows(
            nodes: graph.states.map(\.id), parents: parents, own: own)
    }

    /// The positions (in the graph's `transitions`) of the arrows `id` can leave by: its own, then those of each
    /// enclosing composite, innermost first; each group in file order, each arrow once.
    /// - Parameter id: A node's identifier.
    /// - Complexity: O(depth + arrows found).
    package func positions(leaving id: String) -> [Int] {
        var result: [Int] = []
        var current: String? = id
        var steps = 0
        while let node = current, steps <= nodeCount {
            result += own[node] ?? []
            current = inheritsFrom[node]
            steps += 1
        }
        return result
    }

    /// Whether `id` can leave by any arrow: ``positions(leaving:)`` is not empty, answered without collecting them.
    /// - Parameter id: A node's identifier.
    /// - Complexity: O(1).
    package func hasArrows(leaving id: String) -> Bool {
        own[id] != nil || inheritsFrom[id] != nil
    }

    /// For each node, its nearest ancestor with arrows of its own: one walk up from each node, filled in on the way
    /// back down, so O(nodes) in total whatever the depth; a loop of parents ends the walk.
    private static func nearestAncestorsWithArrows(
        nodes: [String], parents: [String: String], own: [String: [Int]]
    ) -> [String: String] {
        var result: [String: String] = [:]
        var done: Set<String> = []
        for node in nodes where !done.contains(node) {
            var path: [String] = []
            var onPath: Set<String> = []
            var current: String? = node
            while let id = current, !done.contains(id), onPath.insert(id).inserted {
                path.append(id)
                current = parents[id]
            }
            for id in path.reversed() {
                if let parent = parents[id], !onPath.contains(parent) || done.contains(parent) {
                    result[id] = own[parent]?.isEmpty == false ? parent : result[parent]
                } else if let parent = parents[id], own[parent]?.isEmpty == false, parent != id {
                    result[id] = parent
                }
                done.insert(id)
            }
        }
        return result
    }
}
