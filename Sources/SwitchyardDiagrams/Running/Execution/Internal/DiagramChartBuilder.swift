import Switchyard

/// Builds a ``DiagramChart``'s statechart from a `StateGraph` (the rules are on ``DiagramChart``).
struct DiagramChartBuilder {
    typealias Chart = DiagramChart.Chart
    typealias Element = Chart.Element

    /// A place states live in: the top level, a composite, or one region of a composite with regions.
    struct Container: Hashable {
        var owner: String?
        var region: Int
    }

    /// The states a graph draws and where each lives: collected first, from the states and the arrows' ends, and
    /// read by every step after.
    struct Layout {
        var kinds: [String: GraphState.Kind] = [:]
        var locations: [String: TextPosition] = [:]
        var children: [Container: [String]] = [:]
        var regionCount: [String: Int] = [:]
    }

    /// The arrows sorted by what they become in the chart, as they are added; read when the elements are made.
    struct Edges {
        /// The first `[*]` arrow of each container.
        var initials: [Container: (target: String, arrow: Int)] = [:]
        /// Each history state's default arrows.
        var historyDefaults: [String: (targets: [String], arrows: [Int])] = [:]
        /// Each fork's arrows, taken together as one transition.
        var forks: [String: (targets: [String], arrows: [Int])] = [:]
        /// Each state's own transitions.
        var outgoing: [String: [Element]] = [:]
    }

    /// The ids the chart uses: every drawn state's, and the ones the builder makes up for what a drawing leaves
    /// nameless (a region, a final `[*]`, a history), kept apart from the drawn ones.
    struct IDs {
        var used: Set<String> = []
        var synthetic: Set<String> = []

        /// A fresh id made from `base` (primed until no state has it), recorded as made up.
        mutating func unique(_ base: String) -> String {
            var name = base
            while used.contains(name) { name += "'" }
            used.insert(name)
            synthetic.insert(name)
            return name
        }
    }

    let graph: StateGraph
    /// Where each level is entered (`[*]`, `<<start>>`, else its first child): the graph's one rule.
    private let levels: StateGraph.LevelEntries
    private var layout = Layout()
    private var edges = Edges()
    private var ids = IDs()
    private var containerIDs: [Container: String] = [:]
    private var finals: [Container: String] = [:]
    private var histories: [String: [(id: String, deep: Bool)]] = [:]
    /// Where each history state was first drawn (the arrow that names it), to place the compiler's errors.
    private var historyLocations: [String: TextPosition] = [:]
    /// What the engine's compiler found wrong, when ``build()`` failed there.
    private(set) var definitionProblem: StatechartDefinitionError.ProblemKind?

    init(_ graph: StateGraph) {
        self.graph = graph
        self.levels = StateGraph.LevelEntries(graph)
    }

    /// The deepest nesting of composites that runs; the engine and this builder recurse over the nesting.
    static let depthLimit = 200

    mutating func build() throws(DiagramParseError) -> (
        chart: Chart, synthetic: Set<String>, initialArrow: Int?, entryArrows: [String: Int]
    ) {
        try checkDepth()
        collectStates()
        for (position, arrow) in graph.transitions.enumerated() { try add(arrow, at: position) }
        let top = Container(owner: nil, region: 0)
        let elements = containerElements(top)
        var initial: [String] = []
        if let entry = edges.initials[top] {
            initial = [entry.target]
        } else if let start = start(in: top) {
            initial = [start]
        } else if let first = levels.firstChild(of: nil, region: 0) {
            initial = [first]
        }
        do {
            let chart = try Chart(initial: initial, elements: elements)
            return (chart, ids.synthetic, edges.initials[top]?.arrow, entryArrows())
        } catch {
            definitionProblem = error.problemKind
            // Where the state at fault is drawn; the diagram's first node when the mistake is nobody's.
            let location =
                error.state.flatMap { historyLocations[$0] ?? layout.locations[$0] }
                ?? graph.states.first?.textPosition ?? graph.transitions.first?.textPosition
            throw DiagramParseError(message: error.message, line: location?.line ?? 1, column: location?.column ?? 1)
        }
    }

    private func checkDepth() throws(DiagramParseError) {
        var parents: [String: String] = [:]
        for state in graph.states { if let parent = state.parent, parent != state.id { parents[state.id] = parent } }
        var depth: [String: Int] = [:]
        for state in graph.states where depth[state.id] == nil {
            var chain: [String] = []
            var current: String? = state.id
            while let id = current, depth[id] == nil, chain.count <= Self.depthLimit * 2 {
                chain.append(id)
                current = parents[id]
            }
            var level = current.flatMap { depth[$0] } ?? -1
            for id in chain.reversed() {
                level += 1
                depth[id] = level
                if level > Self.depthLimit {
                    throw failure(
                        "composites nest more than \(Self.depthLimit) deep here; a chart that deep does not run",
                        graph.state(named: id)?.textPosition)
                }
            }
        }
    }

    private mutating func collectStates() {
        layout.regionCount = graph.regionCounts()
        for state in graph.states where layout.kinds[state.id] == nil {
            layout.kinds[state.id] = state.kind
            layout.locations[state.id] = state.textPosition
            ids.used.insert(state.id)
        }
        for arrow in graph.transitions {
            for endpoint in [arrow.from, arrow.to] {
                switch endpoint {
                case .state(let id) where layout.kinds[id] == nil:
                    // An arrow's endpoint the reader did not list: a simple state where the arrow was written.
                    layout.kinds[id] = .simple
                    ids.used.insert(id)
                    layout.children[container(arrow.enclosingScope, arrow.regionIndex), default: []].append(id)
                default: break
                }
            }
        }
        for state in graph.states where state.parent != state.id {
            let place = container(state.parent, state.regionIndex)
            if layout.children[place]?.contains(state.id) != true {
                layout.children[place, default: []].append(state.id)
            }
        }
    }

    /// The container of states drawn in `scope`'s `region`.
    private func container(_ scope: String?, _ region: Int) -> Container {
        guard let scope, (layout.regionCount[scope] ?? 1) > 1 else { return Container(owner: scope, region: 0) }
        return Container(owner: scope, region: region)
    }

    /// The id of the compound state a container stands for (`nil` at top level).
    private mutating func containerID(_ place: Container) -> String? {
        guard let owner = place.owner else { return nil }
        guard (layout.regionCount[owner] ?? 1) > 1 else { return owner }
        if let known = containerIDs[place] { return known }
        let id = ids.unique("\(owner)[\(place.region + 1)]")
        containerIDs[place] = id
        return id
    }

    private mutating func finalID(_ place: Container) -> String {
        if let known = finals[place] { return known }
        let id = ids.unique((containerID(place) ?? "") + "[*]")
        finals[place] = id
        return id
    }

    private mutating func historyID(_ scope: String?, deep: Bool, _ arrow: GraphTransition) throws(DiagramParseError)
        -> String
    {
        guard let scope else { throw failure("history outside a composite state cannot run", arrow.textPosition) }
        if let known = histories[scope]?.first(where: { $0.deep == deep }) { return known.id }
        let id = ids.unique(scope + (deep ? "[H*]" : "[H]"))
        histories[scope, default: []].append((id, deep))
        if let location = arrow.textPosition { historyLocations[id] = location }
        return id
    }

    private mutating func target(_ arrow: GraphTransition) throws(DiagramParseError) -> String {
        switch arrow.to {
        case .state(let id):
            if layout.kinds[id] == .join {
                throw failure("join '\(id)' cannot run: a transition has one source", arrow.textPosition)
            }
            return id
        case .final(let scope, let region): return finalID(container(scope, region))
        case .history(let scope, let deep): return try historyID(scope, deep: deep, arrow)
        case .initial: throw failure("an arrow cannot end in an initial [*]", arrow.textPosition)
        }
    }

    private mutating func add(_ arrow: GraphTransition, at position: Int) throws(DiagramParseError) {
        let to = try target(arrow)
        switch arrow.from {
        case .initial(let scope, let region):
            let place = container(scope, region)
            if edges.initials[place] == nil { edges.initials[place] = (to, position) }
        case .history(let scope, let deep):
            let id = try historyID(scope, deep: deep, arrow)
            edges.historyDefaults[id, default: ([], [])].targets.append(to)
            edges.historyDefaults[id, default: ([], [])].arrows.append(position)
        case .final: throw failure("an arrow cannot start from a final [*]", arrow.textPosition)
        case .state(let id):
            switch layout.kinds[id] {
            case .join: throw failure("join '\(id)' cannot run: a transition has one source", arrow.textPosition)
            case .fork:
                edges.forks[id, default: ([], [])].targets.append(to)
                edges.forks[id, default: ([], [])].arrows.append(position)
            default:
                edges.outgoing[id, default: []].append(transition(arrow, from: id, to: to, position: position))
            }
        }
    }

    private func transition(_ arrow: GraphTransition, from id: String, to: String, position: Int) -> Element {
        let record: Chart.Action = { scope in scope.context.append(position) }
        guard let label = arrow.label, !label.isEmpty else {
            // Choices and start nodes pass on at once; a state's unlabelled arrow waits for `completion` (the event
            // generated table machines use), or for the composite to complete.
            if layout.kinds[id] == .choice || layout.kinds[id] == .start {
                return .transition(on: [], to: [to], actions: [record])
            }
            let completion = Chart.EventPattern(shownAs: DiagramChart.completionEvent) { signal in
                if case .event(let name) = signal { return name == DiagramChart.completionEvent }
                return false
            }
            let isComposite =
                (layout.regionCount[id] ?? 1) > 1 || layout.children[Container(owner: id, region: 0)]?.isEmpty == false
            return .transition(on: isComposite ? [completion, .done(id)] : [completion], to: [to], actions: [record])
        }
        let names = Set(EventLabel.names(taking: label))
        let pattern = Chart.EventPattern(shownAs: label) { signal in
            if case .event(let name) = signal { return names.contains(name) }
            return false
        }
        return .transition(on: [pattern], to: [to], actions: [record])
    }

    /// The arrow each composite is entered by when an arrow enters it directly, by position in the graph's
    /// `transitions`: its first region's `[*]` arrow (the chart's initial transition), or, without one, the first
    /// arrow of the `<<start>>` state it is entered at. A composite with neither enters its first child.
    private func entryArrows() -> [String: Int] {
        var arrows: [String: Int] = [:]
        var startOwners: [String: String] = [:]
        for (place, entry) in edges.initials where place.region == 0 {
            if let owner = place.owner { arrows[owner] = entry.arrow }
        }
        for (place, _) in layout.children where place.region == 0 {
            if let owner = place.owner, arrows[owner] == nil, let start = start(in: place) {
                startOwners[start] = owner
            }
        }
        guard !startOwners.isEmpty else { return arrows }
        for (position, arrow) in graph.transitions.enumerated() {
            if case .state(let id) = arrow.from, let owner = startOwners[id], arrows[owner] == nil {
                arrows[owner] = position
            }
        }
        return arrows
    }

    /// The `<<start>>` state a container is entered at when it has no `[*]` arrow of its own (the graph's
    /// ``StateGraph/entry(of:region:)``, the rule the writers and `check` read too).
    private func start(in place: Container) -> String? {
        guard case .start(let start) = levels.entry(of: place.owner, region: place.region) else { return nil }
        return start
    }

    private mutating func containerElements(_ place: Container) -> [Element] {
        var elements: [Element] = []
        if place.owner != nil, let entry = edges.initials[place] {
            let arrow = entry.arrow
            elements.append(.initial(to: [entry.target], actions: [{ scope in scope.context.append(arrow) }]))
        } else if place.owner != nil, let start = start(in: place) {
            // Entered at its `<<start>>` state, whose arrows are eventless: taken in the same macrostep.
            elements.append(.initial(to: [start]))
        } else if let owner = place.owner, let first = levels.firstChild(of: owner, region: place.region) {
            // Neither: its first child, the rule `check` reads too (SCXML's, which the engine would also apply).
            elements.append(.initial(to: [first]))
        }
        for id in layout.children[place] ?? [] { elements.append(stateElement(id)) }
        if let final = finals[place] { elements.append(.final(final)) }
        return elements
    }

    private mutating func stateElement(_ id: String) -> Element {
        var elements: [Element] = edges.outgoing[id] ?? []
        if let fork = edges.forks[id] {
            let arrows = fork.arrows
            elements.append(.transition(on: [], to: fork.targets, actions: [{ scope in scope.context += arrows }]))
        }
        let regions = layout.regionCount[id] ?? 1
        if regions > 1 {
            for region in 0..<regions {
                let place = Container(owner: id, region: region)
                let regionID = containerID(place) ?? id
                elements.append(.stateNode(regionID, kind: .compound, elements: containerElements(place)))
            }
        } else {
            elements += containerElements(Container(owner: id, region: 0))
        }
        for history in histories[id] ?? [] {
            let defaults = edges.historyDefaults[history.id]
            // A history with no default drawn enters as its composite does (the engine takes the parent's default
            // targets), so the composite's `[*]` arrow is the one taken; a composite with regions enters each
            // region, whose own `[*]` arrows record themselves.
            let inherited = regions > 1 ? nil : edges.initials[Container(owner: id, region: 0)]?.arrow
            let arrows = defaults?.arrows ?? inherited.map { [$0] } ?? []
            elements.append(
                .stateNode(
                    history.id, kind: .history(deep: history.deep),
                    elements: [.initial(to: defaults?.targets ?? [], actions: [{ scope in scope.context += arrows }])]))
        }
        switch layout.kinds[id] {
        case .end: return .final(id, elements)
        default: return .stateNode(id, kind: regions > 1 ? .parallel : .compound, elements: elements)
        }
    }

    private func failure(_ message: String, _ location: TextPosition?) -> DiagramParseError {
        DiagramParseError(message: message, line: location?.line ?? 1, column: location?.column ?? 1)
    }
}
