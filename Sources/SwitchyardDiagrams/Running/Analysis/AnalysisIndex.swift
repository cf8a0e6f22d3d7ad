import Switchyard

/// Integer-indexed adjacency of a `StateGraph`, built once in O(states + transitions) for the analysis.
struct AnalysisIndex {
    let graph: StateGraph
    /// Node identifier → position in `graph.states`.
    let position: [String: Int]
    /// Parent position of each node, or -1.
    let parent: [Int]
    /// Transition indices leaving each node as its own arrows (compressed rows: `outgoingStart[i]..<outgoingStart[i+1]`).
    let outgoingStart: [Int]
    let outgoing: [Int]
    /// Transition indices that enter each composite when it is entered directly (its `[*]` and `<<start>>`
    /// arrows), in compressed rows.
    let entryStart: [Int]
    let entry: [Int]
    /// Transition indices from each composite's history (its default arrows), followed only when an arrow enters
    /// the composite through its history, in compressed rows.
    let historyEntryStart: [Int]
    let historyEntry: [Int]
    /// Transitions from the top-level `[*]` or a top-level `<<start>>` node.
    let topLevelEntry: [Int]
    /// The node position of each transition's target (`-1` for `[*]`), with history mapped to its composite.
    let target: [Int]
    /// Whether each transition targets a history (`X[H]`, `X[H*]`).
    let targetsHistory: [Bool]
    /// The node position of each transition's source when it is a named node, or -1.
    let source: [Int]
    /// Each transition's label as a position in `labels`, or -1 when it has none.
    let labelID: [Int]
    /// The distinct non-empty labels, in order of first use.
    let labels: [String]
    /// For each label: its event as the engine takes it (``EventLabel/event(of:)``) as a position in `eventNames`,
    /// and whether it has a guard (``EventLabel/isGuarded``).
    let labelEvent: [Int]
    let labelGuarded: [Bool]
    let eventNames: [String]

    /// Whether each node is a state (not a pseudo-state).
    let isStateFlags: [Bool]
    /// Each node's kind.
    let kinds: [GraphState.Kind]
    /// Whether each transition ends in a `[*]` or an `<<end>>` node.
    let endsFinal: [Bool]

    /// Indexes `graph`; `resolution` (from a reader) saves looking every endpoint up again.
    init(_ graph: StateGraph, resolution: GraphBuilder.Resolution? = nil) {
        self.graph = graph
        let position = resolution?.position ?? graph.stateIndex()
        self.position = position
        let count = graph.states.count
        let kinds = graph.states.map(\.kind)
        self.kinds = kinds
        isStateFlags = kinds.map { !$0.isPseudoState }
        parent = graph.states.map { state in state.parent.flatMap { position[$0] } ?? -1 }

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
        let resolved = resolution.map { $0.source.count == graph.transitions.count } ?? false
        for index in graph.transitions.indices {
            let transition = graph.transitions[index]
            target[index] = resolved ? resolution.unsafelyUnwrapped.target[index] : node(transition.to)
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
                let known = resolved ? resolution.unsafelyUnwrapped.source[index] : position[id] ?? -1
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
        self.labels = labels
        var eventPosition: [String: Int] = [:]
        var eventNames: [String] = []
        var labelEvent: [Int] = []
        var labelGuarded: [Bool] = []
        for label in labels {
            let parts = EventLabel(label)
            let event = parts.shortEvent ?? label
            if let known = eventPosition[event] {
                labelEvent.append(known)
            } else {
                eventPosition[event] = eventNames.count
                labelEvent.append(eventNames.count)
                eventNames.append(event)
            }
            labelGuarded.append(parts.isGuarded)
        }
        self.labelEvent = labelEvent
        self.labelGuarded = labelGuarded
        self.eventNames = eventNames
        topLevelEntry = topLevel
        (outgoingStart, outgoing) = Self.rows(count: count, counts: outgoingCount, transitions: graph.transitions.count)
        {
            source[$0] >= 0 && entryOwner[$0] < 0 ? source[$0] : -1
        }
        (entryStart, entry) = Self.rows(count: count, counts: entryCount, transitions: graph.transitions.count) {
            entryOwner[$0] > 0 ? entryOwner[$0] - 1 : -1
        }
        (historyEntryStart, historyEntry) = Self.rows(
            count: count, counts: historyCount, transitions: graph.transitions.count
        ) { historyOwner[$0] > 0 ? historyOwner[$0] - 1 : -1 }
    }

    /// Builds compressed rows: for each transition index `t` with `row(t) >= 0`, appends `t` to that row.
    private static func rows(
        count: Int, counts: [Int], transitions: Int, row: (Int) -> Int
    ) -> ([Int], [Int]) {
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
        return (start, items)
    }

    func outgoing(of node: Int) -> ArraySlice<Int> { outgoing[outgoingStart[node]..<outgoingStart[node + 1]] }

    func entries(of node: Int) -> ArraySlice<Int> { entry[entryStart[node]..<entryStart[node + 1]] }

    func historyEntries(of node: Int) -> ArraySlice<Int> {
        historyEntry[historyEntryStart[node]..<historyEntryStart[node + 1]]
    }

    func isState(_ node: Int) -> Bool { isStateFlags[node] }
}
