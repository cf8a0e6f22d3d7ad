import Switchyard

extension GraphAnalysis {
    /// `no-initial`, `unreachable` and `dead-end` findings.
    static func reachabilityDiagnostics(
        _ index: AnalysisIndex, reach: [Bool], hasInitial: Bool, deadEnds: [Int]
    ) -> [Diagnostic] {
        let nodes = index.graph.states
        var findings: [Diagnostic] = []
        guard hasInitial else {
            if nodes.contains(where: { !$0.kind.isPseudo }) {
                findings.append(
                    Diagnostic(
                        severity: .warning, code: "no-initial",
                        message: "the diagram has no initial state ('[*] --> state'), so no state is reachable",
                        line: 1, column: 1))
            }
            return findings
        }
        for position in nodes.indices where index.isState(position) && !reach[position] {
            let node = nodes[position]
            findings.append(
                diagnostic(.warning, "unreachable", unreachableMessage(node.id), node.textPosition))
        }
        for position in deadEnds {
            let node = nodes[position]
            findings.append(
                diagnostic(
                    .warning, "dead-end",
                    "state '\(node.id)' has no outgoing transition and is not final; once entered it is never left",
                    node.textPosition))
        }
        return findings
    }

    /// The message of the `unreachable` finding for the state `id`: it names the structural reading (the drawn
    /// arrows, every one counted; guards, conditions and timers are not run), since `paths`, `trace` and `simulate`
    /// run the chart on the engine and can find fewer states reachable.
    static func unreachableMessage(_ id: String) -> String {
        "state '\(id)' cannot be reached from the initial state by the drawn arrows (structural reading)"
    }

    /// `guard-overlap`, `choice-without-branch`, `composite-without-initial` and `self-loop-hint` findings.
    static func designDiagnostics(_ index: AnalysisIndex) -> [Diagnostic] {
        let graph = index.graph
        var findings: [Diagnostic] = []
        var hasChildren = [Bool](repeating: false, count: graph.states.count)
        for parent in index.nodes.parent where parent >= 0 { hasChildren[parent] = true }
        // Only a composite that an arrow enters directly needs an inner initial state; one whose inner states are
        // all targeted by name is fine without.
        var enteredDirectly = [Bool](repeating: false, count: graph.states.count)
        for (position, target) in index.target.enumerated() where target >= 0 {
            if graph.transitions[position].to.stateID != nil { enteredDirectly[target] = true }
        }
        let regionCounts = graph.regionCounts()
        let levels = StateGraph.LevelEntries(graph)
        for position in graph.states.indices {
            switch index.nodes.kinds[position] {
            case .choice where index.outgoing(of: position).isEmpty:
                let node = graph.states[position]
                findings.append(
                    diagnostic(
                        .warning, "choice-without-branch",
                        "choice '\(node.id)' has no outgoing branch; the flow stops there", node.textPosition))
            case .composite where hasChildren[position] && enteredDirectly[position]:
                findings += missingEntries(levels, composite: graph.states[position], regions: regionCounts)
            default:
                break
            }
            if index.isState(position) { findings += guardOverlaps(index, node: position) }
        }
        findings += selfLoopHints(index)
        return findings
    }

    /// `composite-without-initial` findings of one composite: one for each of its regions that has no
    /// ``StateGraph/entry(of:region:)`` (no `[*]` arrow and no `<<start>>` node), naming the state the engine enters
    /// there instead (``StateGraph/firstChild(of:region:)``). Both are the rules the engine runs, region by region.
    private static func missingEntries(
        _ levels: StateGraph.LevelEntries, composite node: GraphState, regions: [String: Int]
    ) -> [Diagnostic] {
        let count = regions[node.id] ?? 1
        return (0..<count).compactMap { region in
            guard levels.entry(of: node.id, region: region) == nil,
                let first = levels.firstChild(of: node.id, region: region)
            else { return nil }
            let message =
                count > 1
                ? "composite state '\(node.id)' is entered but its region \(region + 1) has no initial state "
                    + "('[*] --> …' in that region): the drawing does not say which of its states is entered; when "
                    + "run, the chart enters '\(first)', the region's first state in document order, as SCXML does"
                : "composite state '\(node.id)' is entered but has no initial state ('[*] --> …' inside it): "
                    + "the drawing does not say which inner state is entered; when run, the chart enters "
                    + "'\(first)', its first inner state in document order, as SCXML does"
            return diagnostic(.warning, "composite-without-initial", message, node.textPosition)
        }
    }

    private static func guardOverlaps(_ index: AnalysisIndex, node: Int) -> [Diagnostic] {
        let outgoing = index.outgoing(of: node)
        guard outgoing.count >= 2,
            outgoing.contains(where: { index.labelID[$0] >= 0 && index.labels.isGuarded[index.labelID[$0]] })
        else { return [] }
        // event id → (first guard-less transition, first guarded transition)
        var seen: [Int: (unguarded: Int, guarded: Int)] = [:]
        for transition in outgoing {
            let label = index.labelID[transition]
            guard label >= 0 else { continue }
            let event = index.labels.event[label]
            var entry = seen[event] ?? (-1, -1)
            if index.labels.isGuarded[label] {
                if entry.guarded < 0 { entry.guarded = transition }
            } else if entry.unguarded < 0 {
                entry.unguarded = transition
            }
            seen[event] = entry
        }
        let graph = index.graph
        var findings: [Diagnostic] = []
        for (event, entry) in seen where entry.unguarded >= 0 && entry.guarded >= 0 {
            let state = graph.states[node].id
            let guardedLabel = graph.transitions[entry.guarded].label ?? ""
            findings.append(
                diagnostic(
                    .warning, "guard-overlap",
                    "'\(state)' handles '\(index.labels.eventNames[event])' both without a guard and guarded "
                        + "('\(guardedLabel)'); the guard-less arrow also fires when the guard holds",
                    graph.transitions[entry.unguarded].textPosition))
        }
        return findings
    }

    /// The "second tap" pattern, as a note: `S --> S : e` where `e` is the event that led into `S` (another state
    /// enters `S` by `e`, as in system 2's hidden `doing → doing`), or where every other state ignores `e`.
    private static func selfLoopHints(_ index: AnalysisIndex) -> [Diagnostic] {
        let graph = index.graph
        struct Key: Hashable {
            var node: Int
            var event: Int
        }
        var loops: [(transition: Int, key: Key)] = []
        for (position, transition) in graph.transitions.enumerated() {
            let from = index.source[position]
            let label = index.labelID[position]
            guard from >= 0, from == index.target[position], case .state = transition.to, label >= 0 else {
                continue
            }
            loops.append((position, Key(node: from, event: index.labels.event[label])))
        }
        guard !loops.isEmpty else { return [] }
        let wanted = Set(loops.map(\.key))
        var enteredByOthers = Set<Key>()
        // Per event: the one state with an arrow on it, or -2 when several states have one.
        var onlySource = [Int](repeating: -1, count: index.labels.eventNames.count)
        for position in graph.transitions.indices {
            let label = index.labelID[position]
            guard label >= 0 else { continue }
            let event = index.labels.event[label]
            let from = index.source[position]
            if from >= 0 && onlySource[event] != from {
                onlySource[event] = onlySource[event] == -1 ? from : -2
            }
            let to = index.target[position]
            guard to >= 0, from != to else { continue }
            let key = Key(node: to, event: event)
            if wanted.contains(key) { enteredByOthers.insert(key) }
        }
        var hinted = Set<Key>()
        var findings: [Diagnostic] = []
        for loop in loops where hinted.insert(loop.key).inserted {
            let state = graph.states[loop.key.node].id
            let event = index.labels.eventNames[loop.key.event]
            let message: String
            if enteredByOthers.contains(loop.key) {
                message =
                    "'\(state)' re-enters itself on '\(event)', the event that led into it: a second '\(event)' "
                    + "restarts '\(state)'; if it should be ignored there, remove this arrow"
            } else if onlySource[loop.key.event] == loop.key.node {
                message =
                    "'\(state)' re-enters itself on '\(event)', which every other state ignores; if '\(event)' "
                    + "should be ignored in '\(state)' too, remove this arrow"
            } else {
                continue
            }
            findings.append(
                diagnostic(.note, "self-loop-hint", message, graph.transitions[loop.transition].textPosition))
        }
        return findings
    }

    private static func diagnostic(
        _ severity: Diagnostic.Severity, _ code: String, _ message: String, _ location: TextPosition?
    ) -> Diagnostic {
        Diagnostic(
            severity: severity, code: code, message: message, line: location?.line ?? 1,
            column: location?.column ?? 1)
    }
}
