/// A graph's nodes and arrows grouped by the block they are written in: a composite (or the top level) and one of
/// its concurrent regions. Writers walk it from the top level down.
struct GraphLayout {
    /// A composite (`nil` = top level) and a region inside it.
    struct Block: Hashable {
        var scope: String?
        var region: Int
    }

    /// Nodes of each block, in graph order.
    private(set) var nodes: [Block: [GraphState]] = [:]
    /// Arrows of each block, in graph order.
    private(set) var arrows: [Block: [GraphTransition]] = [:]
    /// The number of regions of each composite that has nodes or arrows (at least 1).
    private(set) var regionCounts: [String: Int] = [:]
    /// Identifiers of the nodes that are drawn as composites (declared composite or holding children).
    private(set) var composites: Set<String> = []

    /// Groups `graph`. A node whose parent is unknown, or whose parent chain loops, is placed at the top level;
    /// an arrow whose scope is unknown is written at the top level, and an arrow with a `[*]` or history end is
    /// written in that pseudo-state's composite so it keeps its meaning.
    /// - Complexity: O(*n* + *m*) in nodes and arrows.
    init(_ graph: StateGraph) {
        var byID: [String: GraphState] = [:]
        for state in graph.states where byID[state.id] == nil { byID[state.id] = state }
        let parents = Self.effectiveParents(byID)
        var written: Set<String> = []
        for state in graph.states where written.insert(state.id).inserted {
            var block = Block(scope: nil, region: 0)
            if let parent = parents[state.id] {
                block = Block(scope: parent, region: max(0, state.region))
                composites.insert(parent)
                regionCounts[parent] = max(regionCounts[parent] ?? 1, block.region + 1)
            }
            nodes[block, default: []].append(state)
            if state.kind == .composite { composites.insert(state.id) }
        }
        for transition in graph.transitions {
            var block = Block(scope: transition.scope, region: max(0, transition.region))
            if let pseudo = Self.pseudoBlock(transition.from) ?? Self.pseudoBlock(transition.to) {
                block = pseudo
            }
            if let scope = block.scope, byID[scope] == nil {
                block = Block(scope: nil, region: 0)
            }
            if let scope = block.scope {
                composites.insert(scope)
                regionCounts[scope] = max(regionCounts[scope] ?? 1, block.region + 1)
            }
            arrows[block, default: []].append(transition)
        }
    }

    /// The nodes written in `block`.
    func nodes(in block: Block) -> [GraphState] { nodes[block] ?? [] }

    /// The arrows written in `block`.
    func arrows(in block: Block) -> [GraphTransition] { arrows[block] ?? [] }

    /// The number of regions of composite `id` (1 when it has none).
    func regionCount(of id: String) -> Int { regionCounts[id] ?? 1 }

    /// Whether `id` is drawn with a `{ … }` body.
    func isComposite(_ id: String) -> Bool { composites.contains(id) }

    /// The block a `[*]` or history end belongs to, when it names one.
    private static func pseudoBlock(_ endpoint: GraphTransition.Endpoint) -> Block? {
        switch endpoint {
        case .state: nil
        case .initial(let scope, let region), .final(let scope, let region): Block(scope: scope, region: max(0, region))
        case .history: nil
        }
    }

    /// The parent each node is drawn inside: its `parent` when that is a known node, `nil` when it is unknown or
    /// when following parents would loop (the loop is cut at the node where it closes).
    private static func effectiveParents(_ byID: [String: GraphState]) -> [String: String] {
        var parents: [String: String] = [:]
        for (id, state) in byID {
            if let parent = state.parent, parent != id, byID[parent] != nil { parents[id] = parent }
        }
        var done: Set<String> = []
        for id in byID.keys.sorted() where !done.contains(id) {
            var path: [String] = []
            var onPath: Set<String> = []
            var current = id
            while !done.contains(current) {
                if onPath.contains(current) {
                    parents[path[path.count - 1]] = nil
                    break
                }
                path.append(current)
                onPath.insert(current)
                guard let parent = parents[current] else { break }
                current = parent
            }
            done.formUnion(path)
        }
        return parents
    }
}
