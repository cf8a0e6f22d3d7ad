import Switchyard

/// Integer-indexed adjacency of a `StateGraph`, built once in O(states + transitions) for the analysis.
struct AnalysisIndex {
    let graph: StateGraph
    /// What each node is and where it sits, by node position.
    let nodes: Nodes
    /// Transition indices leaving each node as its own arrows.
    let outgoing: Rows
    /// Transition indices that enter each composite when it is entered directly (its `[*]` and `<<start>>` arrows).
    let entry: Rows
    /// Transition indices from each composite's history (its default arrows), followed only when an arrow enters
    /// the composite through its history.
    let historyEntry: Rows
    /// Transitions from the top-level `[*]` or a top-level `<<start>>` node.
    let topLevelEntry: [Int]
    /// The node position of each transition's target (`-1` for `[*]`), with history mapped to its composite.
    let target: [Int]
    /// Whether each transition targets a history (`X[H]`, `X[H*]`).
    let targetsHistory: [Bool]
    /// The node position of each transition's source when it is a named node, or -1.
    let source: [Int]
    /// Each transition's label as a position in `labels.text`, or -1 when it has none.
    let labelID: [Int]
    /// Whether each transition ends in a `[*]` or an `<<end>>` node.
    let endsFinal: [Bool]
    /// The distinct labels and what the engine reads in each.
    let labels: Labels

    /// The columns of the nodes, in `graph.states` order: what the reader drew, read once.
    struct Nodes {
        /// Node identifier → position in `graph.states`.
        let position: [String: Int]
        /// Parent position of each node, or -1.
        let parent: [Int]
        /// Whether each node is a state (not a pseudo-state).
        let isState: [Bool]
        /// Each node's kind.
        let kinds: [GraphState.Kind]
    }

    /// Transition indices grouped by node in compressed rows: node `i`'s are `items[start[i]..<start[i + 1]]`.
    struct Rows {
        let start: [Int]
        let items: [Int]

        /// Builds the rows: for each transition index `t` with `row(t) >= 0`, appends `t` to that row.
        /// - Parameters:
        ///   - count: The number of nodes.
        ///   - counts: How many transitions each row holds.
        ///   - transitions: The number of transitions.
        ///   - row: The row of a transition, or -1 for none.
        init(count: Int, counts: [Int], transitions: Int, row: (Int) -> Int) {
            var start = [Int](repeating: 0, count: count + 1)
            for index in 0..<count { start[index + 1] = start[index] + counts[index] }
            var fill = start
            var items = [Int](repeating: 0, count: start[count])
            for transition in 0..<transitions {
                let node = row(transition)
                guard node >= 0 else { continue }
                items[fill[node]] = transition
                fill[node] += 1
            }
            self.start = start
            self.items = items
        }

        /// The transition indices of `node`'s row.
        subscript(node: Int) -> ArraySlice<Int> { items[start[node]..<start[node + 1]] }
    }

    /// The distinct non-empty labels, in order of first use, and for each the event the engine takes it on
    /// (``EventLabel/event(of:)``) and whether it has a guard (``EventLabel/isGuarded``): the second pass over the
    /// labels, once the transitions have named them.
    struct Labels {
        /// The labels as written.
        let text: [String]
        /// Each label's event, as a position in `eventNames`.
        let event: [Int]
        /// Whether each label has a guard.
        let isGuarded: [Bool]
        /// The distinct events, in order of first use.
        let eventNames: [String]

        /// Reads the events and guards of `labels`.
        init(_ labels: [String]) {
            var eventPosition: [String: Int] = [:]
            var eventNames: [String] = []
            var event: [Int] = []
            var isGuarded: [Bool] = []
            for label in labels {
                let parts = EventLabel(label)
                let name = parts.shortEvent ?? label
                if let known = eventPosition[name] {
                    event.append(known)
                } else {
                    eventPosition[name] = eventNames.count
                    event.append(eventNames.count)
                    eventNames.append(name)
                }
                isGuarded.append(parts.isGuarded)
            }
            text = labels
            self.event = event
            self.isGuarded = isGuarded
            self.eventNames = eventNames
        }
    }

    /// Indexes `graph`; `resolution` (from a reader) saves looking every endpoint up again.
    init(_ graph: StateGraph, resolution: GraphBuilder.Resolution? = nil) {
        self.graph = graph
        let position = resolution?.position ?? graph.indexByID()
        let count = graph.states.count
        let kinds = graph.states.map(\.kind)
        let parent = graph.states.map { state in state.parent.flatMap { position[$0] } ?? -1 }
        nodes = Nodes(position: position, parent: parent, isState: kinds.map { !$0.isPseudo }, kinds: kinds)

        func node(_ endpoint: GraphTransition.Endpoint) -> Int {
            switch endpoint {
            case .state(let id): position[id] ?? -1
            case .history(let scope, _): scope.flatMap { position[$0] } ?? -1
            case .initial, .final: -1
            }
        }
        var source = [Int](repeating: -1, count: graph.transitions.count)
        var target = [Int](repeating: -1, count: graph.transitions.count)
        // Which composite (+1, 0 = top level) a transition enters from, or -1.
        var entryOwner = [Int](repeating: -1, count: graph.transitions.count)
        var outgoingCount = [Int](repeating: 0, count: count + 1)
        var entryCount = [Int](repeating: 0, count: count + 1)
        // Which composite (+1) a history default arrow starts in, or -1.
        var historyOwner = [Int](repeating: -1, count: graph.transitions.count)
        var historyCount = [Int](repeating: 0, count: count + 1)
        var targetsHistory = [Bool](repeating: false, count: graph.transitions.count)
        var topLevel: [Int] = []
        var labelID = [Int](repeating: -1, count: graph.transitions.count)
        var endsFinal = [Bool](repeating: false, count: graph.transitions.count)
        var labelPosition: [String: Int] = [:]
        var labels: [String] = []
        // The builder's resolution of every arrow's ends, when it has one for each arrow.
        let resolved = resolution.flatMap { $0.source.count == graph.transitions.count ? $0 : nil }
        for index in graph.transitions.indices {
            let transition = graph.transitions[index]
            target[index] = resolved?.target[index] ?? node(transition.to)
            if case .history = transition.to { targetsHistory[index] = true }
            if case .final = transition.to {
                endsFinal[index] = true
            } else if case .state = transition.to, target[index] >= 0, kinds[target[index]] == .end {
                endsFinal[index] = true
            }
            if let label = transition.label, !label.isEmpty {
                if let known = labelPosition[label] {
                    labelID[index] = known
                } else {
                    labelPosition[label] = labels.count
                    labelID[index] = labels.count
                    labels.append(label)
                }
            }
            switch transition.from {
            case .state(let id):
                let known = resolved?.source[index] ?? position[id] ?? -1
                guard known >= 0 else { break }
                let from = known
                source[index] = from
                if kinds[from] == .start {
                    entryOwner[index] = parent[from] + 1
                } else {
                    outgoingCount[from] += 1
                }
            case .initial(let scope, _):
                entryOwner[index] = scope.flatMap { position[$0] }.map { $0 + 1 } ?? 0
            case .history(let scope, _):
                // A default of the top level's history (which nothing can re-enter) is no initial arrow.
                if let owner = scope.flatMap({ position[$0] }) {
                    historyOwner[index] = owner + 1
                    historyCount[owner] += 1
                }
            case .final:
                break
            }
            if entryOwner[index] == 0 {
                topLevel.append(index)
            } else if entryOwner[index] > 0 {
                entryCount[entryOwner[index] - 1] += 1
            }
        }
        self.source = source
        self.target = target
        self.targetsHistory = targetsHistory
        self.labelID = labelID
        self.endsFinal = endsFinal
        self.labels = Labels(labels)
        topLevelEntry = topLevel
        outgoing = Rows(count: count, counts: outgoingCount, transitions: graph.transitions.count) {
            source[$0] >= 0 && entryOwner[$0] < 0 ? source[$0] : -1
        }
        entry = Rows(count: count, counts: entryCount, transitions: graph.transitions.count) {
            entryOwner[$0] > 0 ? entryOwner[$0] - 1 : -1
        }
        historyEntry = Rows(count: count, counts: historyCount, transitions: graph.transitions.count) {
            historyOwner[$0] > 0 ? historyOwner[$0] - 1 : -1
        }
    }

    func outgoing(of node: Int) -> ArraySlice<Int> { outgoing[node] }

    func entries(of node: Int) -> ArraySlice<Int> { entry[node] }

    func historyEntries(of node: Int) -> ArraySlice<Int> { historyEntry[node] }

    func isState(_ node: Int) -> Bool { nodes.isState[node] }
}
