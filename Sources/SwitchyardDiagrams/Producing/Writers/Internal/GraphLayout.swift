import Switchyard

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
    /// The kind of each node.
    private(set) var kinds: [String: GraphState.Kind] = [:]

    /// The kind of node `id` (`.simple` when it is only referenced by arrows).
    func kind(of id: String) -> GraphState.Kind { kinds[id] ?? .simple }

    /// Groups `graph`. A node whose parent is unknown, or whose parent chain loops, is placed at the top level;
    /// an arrow whose scope is unknown is written at the top level, and an arrow with a `[*]` or history end is
    /// written in that pseudo-state's composite so it keeps its meaning.
    /// - Parameters:
    ///   - graph: The graph.
    ///   - referencesMoveNodes: Whether the notation moves a node into every composite block that names it in an
    ///     arrow (Mermaid: a state named in `state P { … }` is drawn in `P`, wherever it was declared; only the top
    ///     level never moves one). Then an arrow between named nodes is written inside a composite only when both
    ///     ends are that composite's own children, and at the top level otherwise.
    /// - Complexity: O(*n* + *m*) in nodes and arrows.
    init(_ graph: StateGraph, referencesMoveNodes: Bool = false) {
        var byID: [String: GraphState] = [:]
        for state in graph.states where byID[state.id] == nil { byID[state.id] = state }
        let parents = Self.effectiveParents(byID)
        var written: Set<String> = []
        for state in graph.states where written.insert(state.id).inserted {
            kinds[state.id] = state.kind
            var block = Block(scope: nil, region: 0)
            if let parent = parents[state.id] {
                block = Block(scope: parent, region: max(0, state.regionIndex))
                composites.insert(parent)
                regionCounts[parent] = max(regionCounts[parent] ?? 1, block.region + 1)
            }
            nodes[block, default: []].append(state)
            if state.kind == .composite { composites.insert(state.id) }
        }
        var placed: [Block] = []
        placed.reserveCapacity(graph.transitions.count)
        for transition in graph.transitions {
            // The top level has no regions: a `--` there (which some readers accept) must not hide arrows.
            var block = Block(
                scope: transition.enclosingScope,
                region: transition.enclosingScope == nil ? 0 : max(0, transition.regionIndex))
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
            if referencesMoveNodes, let scope = block.scope,
                Self.pseudoBlock(transition.from) == nil, Self.pseudoBlock(transition.to) == nil,
                [transition.from, transition.to].compactMap(Self.namedNode).contains(where: { parents[$0] != scope })
            {
                block = Block(scope: nil, region: 0)
            }
            arrows[block, default: []].append(transition)
            placed.append(block)
        }
        placeForwardArrows(graph, placed)
    }

    /// Moves to the top level each arrow between named nodes that would be written before one of its ends is
    /// declared (`s2 --> p1` in composite `s`, `p1` declared later in `p`): PlantUML and Mermaid put a node in the
    /// block that first names it, so the arrow would move `p1` into `s`. At the top level, after every block,
    /// both ends are declared where they belong; arrows with a `[*]` end stay in their composite, which gives them
    /// their meaning.
    private mutating func placeForwardArrows(_ graph: StateGraph, _ placed: [Block]) {
        var declared: [String: Int] = [:]
        var writtenAt: [GraphTransition: Int] = [:]
        var count = 0
        walk { event in
            switch event {
            case .state(let state, _), .open(let state, _):
                count += 1
                if declared[state.id] == nil { declared[state.id] = count }
            case .arrow(let transition, _, _):
                if writtenAt[transition] == nil { writtenAt[transition] = count }
            case .close, .separator:
                break
            }
        }
        let top = Block(scope: nil, region: 0)
        var blocks = placed
        var moved = false
        for (index, transition) in graph.transitions.enumerated() where blocks[index] != top {
            guard Self.pseudoBlock(transition.from) == nil, Self.pseudoBlock(transition.to) == nil,
                let time = writtenAt[transition]
            else { continue }
            let ends = [transition.from, transition.to].compactMap(Self.namedNode)
            if ends.contains(where: { (declared[$0] ?? 0) > time }) {
                blocks[index] = top
                moved = true
            }
        }
        guard moved else { return }
        arrows = [:]
        for (index, transition) in graph.transitions.enumerated() {
            arrows[blocks[index], default: []].append(transition)
        }
    }

    /// The node an arrow end names (a history names its composite).
    private static func namedNode(_ endpoint: GraphTransition.Endpoint) -> String? {
        switch endpoint {
        case .state(let id): id
        case .history(let scope, _): scope
        case .initial, .final: nil
        }
    }

    /// One thing a writer writes, in file order.
    enum Event {
        /// A node without a body.
        case state(GraphState, depth: Int)
        /// The start of a composite's body.
        case open(GraphState, depth: Int)
        /// The end of a composite's body.
        case close(GraphState, depth: Int)
        /// The boundary between two concurrent regions of the composite being written.
        case separator(depth: Int)
        /// An arrow, written in composite `scope`.
        case arrow(GraphTransition, scope: String?, depth: Int)
    }

    /// Walks the blocks from the top level down, without recursion (nesting depth is bounded only by memory):
    /// each block's nodes (composites with their bodies), then its arrows, regions separated.
    /// - Complexity: O(*n* + *m*).
    func walk(_ visit: (Event) -> Void) {
        struct Frame {
            var state: GraphState?
            var depth: Int
            var region: Int
            var next: Int
            var regions: Int
        }
        var stack = [Frame(state: nil, depth: 0, region: 0, next: 0, regions: 1)]
        while var frame = stack.popLast() {
            let scope = frame.state?.id
            let block = Block(scope: scope, region: frame.region)
            let blockNodes = nodes(in: block)
            if frame.next < blockNodes.count {
                let node = blockNodes[frame.next]
                frame.next += 1
                stack.append(frame)
                if isComposite(node.id) {
                    visit(.open(node, depth: frame.depth))
                    stack.append(
                        Frame(
                            state: node, depth: frame.depth + 1, region: 0, next: 0,
                            regions: regionCount(of: node.id)))
                } else {
                    visit(.state(node, depth: frame.depth))
                }
                continue
            }
            for transition in arrows(in: block) { visit(.arrow(transition, scope: scope, depth: frame.depth)) }
            if frame.region + 1 < frame.regions {
                frame.region += 1
                frame.next = 0
                visit(.separator(depth: frame.depth))
                stack.append(frame)
            } else if let state = frame.state {
                visit(.close(state, depth: frame.depth - 1))
            }
        }
    }

    /// Indentation for `depth`, capped so a deeply nested diagram's output stays linear in its size.
    static func indentation(_ depth: Int, unit: String) -> String {
        depth <= 0 ? "" : String(repeating: unit, count: min(depth, 16))
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
        case .initial(let scope, let region), .final(let scope, let region):
            Block(scope: scope, region: scope == nil ? 0 : max(0, region))
        // A composite's history is written `X[H]` from anywhere, but the top level's only as `[H]` at the top level.
        case .history(let scope, _): scope == nil ? Block(scope: nil, region: 0) : nil
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
        for id in CodePointOrder.sorted(byID.keys) where !done.contains(id) {
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
