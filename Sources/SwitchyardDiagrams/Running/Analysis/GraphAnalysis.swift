public import Switchyard

/// What a diagram says and what is wrong with it, exactly as DESIGN.md defines the fields of `check`.
///
/// Pseudo-states (`[*]`, choice, fork, join, `<<start>>`/`<<end>>`, history) are never listed as states. Every list
/// is sorted by Unicode code point.
public struct GraphAnalysis: Sendable, Hashable {
    /// Every named state, leaf or composite, by identifier.
    public var states: [String]
    /// Targets of the top-level `[*]` (and of a top-level `<<start>>` node) that are states.
    public var initial: [String]
    /// Every state with an arrow to a `[*]` (or an `<<end>>` node), at any level.
    public var final: [String]
    /// The distinct non-empty labels, guard and action text kept as written.
    public var events: [String]
    /// Every arrow, in file order.
    public var transitions: [GraphTransition]
    /// The states reachable from the initial states along the drawn arrows (the structural reading `check` reports;
    /// guards, conditions and timers are not run, as `paths` runs them).
    public var reachable: Set<String>
    /// The states that are not reachable (structurally), composites and their inner states included.
    public var unreachable: [String]
    /// Reachable leaf states that are not final and have no outgoing arrow of their own or from an enclosing
    /// composite.
    public var deadEnds: [String]
    /// `(state, event)` pairs where the state's own arrows carry the same label to different targets.
    public var nondeterministic: [NondeterministicChoice]
    /// Findings, sorted by line and column.
    public var diagnostics: [Diagnostic]

    /// Analyses `graph`.
    /// - Parameter graph: The graph, as read from a diagram or explored from a machine.
    /// - Complexity: O(*s* + *t* log *t*) for *s* states and *t* transitions (the log factor is sorting).
    public init(_ graph: StateGraph) {
        self.init(index: AnalysisIndex(graph))
    }

    /// Analyses a graph just read, reusing the reader's node positions.
    init(_ graph: StateGraph, resolution: GraphBuilder.Resolution?) {
        self.init(index: AnalysisIndex(graph, resolution: resolution))
    }

    private init(index: AnalysisIndex) {
        let graph = index.graph
        let nodes = graph.states
        transitions = graph.transitions
        states = CodePointOrder.sorted(nodes.indices.lazy.filter { index.isState($0) }.map { nodes[$0].id })

        var initialSet = Set<String>()
        for transition in index.topLevelEntry {
            let node = index.target[transition]
            if node >= 0, index.isState(node), case .state = graph.transitions[transition].to {
                initialSet.insert(nodes[node].id)
            }
        }
        initial = CodePointOrder.sorted(initialSet)

        var isFinal = [Bool](repeating: false, count: nodes.count)
        for position in graph.transitions.indices where index.endsFinal[position] {
            let from = index.source[position]
            if from >= 0 && index.isState(from) { isFinal[from] = true }
        }
        final = CodePointOrder.sorted(nodes.indices.lazy.filter { isFinal[$0] }.map { nodes[$0].id })
        events = CodePointOrder.sorted(index.labels.text)

        let reach = Self.reachability(index)
        var reachableSet = Set<String>()
        var unreachableList: [String] = []
        reachableSet.reserveCapacity(nodes.count)
        for position in nodes.indices where index.isState(position) {
            if reach[position] {
                reachableSet.insert(nodes[position].id)
            } else {
                unreachableList.append(nodes[position].id)
            }
        }
        reachable = reachableSet
        unreachable = CodePointOrder.sorted(unreachableList)

        let canLeave = Self.hasLeavingArrows(index)
        var deadEndNodes: [Int] = []
        for position in nodes.indices
        where index.nodes.kinds[position] == .simple && reach[position] && !isFinal[position] && !canLeave[position] {
            deadEndNodes.append(position)
        }
        deadEnds = CodePointOrder.sorted(deadEndNodes.map { nodes[$0].id })

        let choices = Self.nondeterminism(index)
        nondeterministic = choices.map(\.choice).sorted {
            $0.state == $1.state
                ? CodePointOrder.precedes($0.event, $1.event) : CodePointOrder.precedes($0.state, $1.state)
        }

        var findings = Self.reachabilityDiagnostics(
            index, reach: reach, hasInitial: !initialSet.isEmpty || !index.topLevelEntry.isEmpty,
            deadEnds: deadEndNodes)
        for (choice, transition) in choices {
            let location = graph.transitions[transition].textPosition
            findings.append(
                Diagnostic(
                    severity: .error, code: "nondeterministic",
                    message:
                        "'\(choice.state)' has several arrows labelled '\(choice.event)' to different targets; "
                        + "the next state is ambiguous",
                    line: location?.line ?? 1, column: location?.column ?? 1))
        }
        findings += Self.designDiagnostics(index)
        findings += Self.historyLoopDiagnostics(graph)
        findings.sort {
            ($0.line, $0.column, $0.code, $0.message) < ($1.line, $1.column, $1.code, $1.message)
        }
        diagnostics = findings
    }
}
