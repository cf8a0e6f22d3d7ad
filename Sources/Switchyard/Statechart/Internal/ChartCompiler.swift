/// Turns nested element definitions into a ``ChartStorage``: nodes in document order, ids resolved to indices,
/// default entries made explicit, mistakes reported by id.
struct ChartCompiler<StateID: Hashable & Sendable, Event: Sendable, Context> {
    typealias Chart = Statechart<StateID, Event, Context>
    typealias Storage = ChartStorage<StateID, Event, Context>

    private var nodes: [Storage.Node] = []
    private var index: [StateID: Int] = [:]
    private var regular: [[Chart.TransitionDefinition]] = []
    private var initialDefinitions: [Chart.TransitionDefinition?] = []
    /// The depth of the state being added (0: the chart), bounded by ``Statechart/nestingLimit`` before the
    /// recursion goes deeper.
    private var depth = 0

    mutating func compile(
        initial: [StateID], elements: [Chart.Element], startActions: [Chart.Action]
    ) throws(StatechartDefinitionError) -> Storage {
        nodes = [Storage.Node(id: nil, kind: .compound, parent: -1)]
        regular = [[]]
        initialDefinitions = [nil]
        try add(elements, to: 0)
        nodes[0].subtreeEnd = nodes.count
        guard nodes.count > 1 else { throw StatechartDefinitionError(message: "a statechart needs a state") }
        if !initial.isEmpty {
            if initialDefinitions[0] != nil {
                throw StatechartDefinitionError(message: "the chart has both initial states and an initial transition")
            }
            initialDefinitions[0] = Chart.TransitionDefinition(
                patterns: [], guardCondition: nil, targets: initial, kind: .external, actions: [])
        }
        var transitions: [Storage.CompiledTransition] = []
        // Regular transitions first, so their indices are the ones `Statechart.transitions` lists.
        for node in nodes.indices {
            for definition in regular[node] {
                nodes[node].transitions.append(transitions.count)
                transitions.append(try compiled(definition, source: node, isRegular: true))
            }
        }
        // Then default entries, in document order: a parent's before its history states'.
        for node in nodes.indices {
            guard let defaultTargets = try defaultEntry(of: node, transitions: transitions) else { continue }
            nodes[node].initial = transitions.count
            transitions.append(defaultTargets)
        }
        try rejectHistoryLoops(transitions)
        return Storage(nodes: nodes, transitions: transitions, startActions: startActions)
    }

    private func name(_ node: Int) -> String {
        nodes[node].id.map { "'\($0)'" } ?? "the chart"
    }

    /// An error about `node` (`nil` or the chart: about no state in particular).
    private func failure(
        _ message: String, at node: Int?, _ problem: StatechartDefinitionError.ProblemKind = .invalidStructure
    ) -> StatechartDefinitionError {
        StatechartDefinitionError(
            message: message, state: node.flatMap { nodes[$0].id }.map { String(describing: $0) }, problem: problem)
    }

    /// An error about the state `id`.
    private func failure(_ message: String, id: StateID) -> StatechartDefinitionError {
        StatechartDefinitionError(message: message, state: String(describing: id))
    }

    /// The initial transition of a compound state (or the chart), or the default transition of a history state.
    private func defaultEntry(
        of node: Int, transitions: [Storage.CompiledTransition]
    ) throws(StatechartDefinitionError) -> Storage.CompiledTransition? {
        let kind = nodes[node].kind
        if case .history = kind {
            let parent = nodes[node].parent
            var transition = try compiled(
                initialDefinitions[node]
                    ?? Chart.TransitionDefinition(
                        patterns: [], guardCondition: nil, targets: [], kind: .external, actions: []),
                source: node, isRegular: false)
            if transition.targets.isEmpty {
                // No default written: the parent's own default entry.
                transition.targets =
                    nodes[parent].kind == .parallel
                    ? nodes[parent].children
                    : nodes[parent].initial >= 0 ? transitions[nodes[parent].initial].targets : []
            }
            for target in transition.targets where !isDescendant(target, of: parent) {
                throw failure("the default of history state \(name(node)) must be inside \(name(parent))", at: node)
            }
            return transition
        }
        guard kind == .compound else {
            if initialDefinitions[node] != nil {
                throw failure("state \(name(node)) has an initial transition but no children", at: node)
            }
            return nil
        }
        var transition: Storage.CompiledTransition
        if let definition = initialDefinitions[node] {
            transition = try compiled(definition, source: node, isRegular: false)
        } else {
            guard let first = nodes[node].children.first else { return nil }
            transition = Storage.CompiledTransition(
                source: node, patterns: [], guardCondition: nil, targets: [first], kind: .external, actions: [],
                isRegular: false)
        }
        if transition.targets.isEmpty {
            throw failure("the initial transition of \(name(node)) has no target", at: node)
        }
        for target in transition.targets where !isDescendant(target, of: node) {
            throw failure("initial state \(name(target)) is not inside \(name(node))", at: node)
        }
        return transition
    }

    /// A history state's default entry that leads back to itself would enter it for ever: a history without a
    /// default of its own takes its parent's, which may be the history itself (`initial="h"`), or histories may
    /// name each other. Only sibling histories can form such a loop (every other default entry goes deeper).
    private func rejectHistoryLoops(_ transitions: [Storage.CompiledTransition]) throws(StatechartDefinitionError) {
        for start in nodes.indices where nodes[start].isHistory {
            var seen: Set<Int> = [start]
            var pending = [start]
            while let node = pending.popLast() {
                guard nodes[node].initial >= 0 else { continue }
                for target in transitions[nodes[node].initial].targets where nodes[target].isHistory {
                    if target == start {
                        throw failure(
                            "the default entry of history state \(name(start)) leads back to itself; give it a "
                                + "default transition to a state", at: start, .historyLoop)
                    }
                    if seen.insert(target).inserted { pending.append(target) }
                }
            }
        }
    }

    private func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        node > ancestor && node < nodes[ancestor].subtreeEnd
    }

    private func compiled(
        _ definition: Chart.TransitionDefinition, source: Int, isRegular: Bool
    ) throws(StatechartDefinitionError) -> Storage.CompiledTransition {
        var targets: [Int] = []
        for target in definition.targets {
            guard let node = index[target] else {
                throw failure("a transition of \(name(source)) targets unknown state '\(target)'", at: source)
            }
            targets.append(node)
        }
        return Storage.CompiledTransition(
            source: source, patterns: definition.patterns, guardCondition: definition.guardCondition,
            targets: targets, kind: definition.kind, actions: definition.actions, isRegular: isRegular)
    }

    private mutating func add(_ elements: [Chart.Element], to parent: Int) throws(StatechartDefinitionError) {
        for element in elements {
            switch element.content {
            case .state(let definition):
                try add(definition, to: parent)
            case .transition(let definition):
                if parent == 0 {
                    throw failure("transitions belong inside a state, not at the top level", at: nil)
                }
                regular[parent].append(definition)
            case .initial(let definition):
                if initialDefinitions[parent] != nil {
                    throw failure("\(name(parent)) has more than one initial transition", at: parent)
                }
                initialDefinitions[parent] = definition
            case .entry(let action):
                if parent == 0 { throw StatechartDefinitionError(message: "entry actions belong inside a state") }
                nodes[parent].onEntry.append(action)
            case .exit(let action):
                if parent == 0 { throw StatechartDefinitionError(message: "exit actions belong inside a state") }
                nodes[parent].onExit.append(action)
            }
        }
    }

    private mutating func add(_ definition: Chart.StateDefinition, to parent: Int) throws(StatechartDefinitionError) {
        if index[definition.id] != nil {
            throw failure("state '\(definition.id)' is defined twice", id: definition.id)
        }
        if case .history = definition.kind, parent == 0 {
            throw failure("history state '\(definition.id)' must be inside a state", id: definition.id)
        }
        if depth >= Chart.nestingLimit {
            throw failure(
                "states nest more than \(Chart.nestingLimit) deep at '\(definition.id)'; a chart that deep does not run",
                id: definition.id)
        }
        let node = nodes.count
        nodes.append(Storage.Node(id: definition.id, kind: definition.kind, parent: parent))
        regular.append([])
        initialDefinitions.append(nil)
        index[definition.id] = node
        if case .history = definition.kind {
            nodes[parent].histories.append(node)
        } else {
            nodes[parent].children.append(node)
        }
        depth += 1
        try add(definition.elements, to: node)
        depth -= 1
        nodes[node].subtreeEnd = nodes.count
        let hasChildren = !nodes[node].children.isEmpty || !nodes[node].histories.isEmpty
        switch definition.kind {
        case .atomic, .compound:
            nodes[node].kind = nodes[node].children.isEmpty ? .atomic : .compound
            if nodes[node].children.isEmpty && !nodes[node].histories.isEmpty {
                throw failure("state '\(definition.id)' has a history but no children", id: definition.id)
            }
        case .final, .history:
            if hasChildren {
                throw failure("state '\(definition.id)' cannot have child states", id: definition.id)
            }
        case .parallel:
            break
        }
        if !definition.initial.isEmpty {
            if initialDefinitions[node] != nil {
                throw failure(
                    "state '\(definition.id)' has both initial states and an initial transition", id: definition.id)
            }
            if nodes[node].kind != .compound && !nodes[node].isHistory {
                throw failure("only a compound state has initial states ('\(definition.id)')", id: definition.id)
            }
            initialDefinitions[node] = Chart.TransitionDefinition(
                patterns: [], guardCondition: nil, targets: definition.initial, kind: .external, actions: [])
        }
    }
}
