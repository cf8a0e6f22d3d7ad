/// Collects states and arrows while a reader walks a diagram, tracking composite nesting with an explicit stack
/// (never recursion), so nesting depth is bounded only by memory.
struct GraphBuilder {
    /// An arrow end as written, before it is resolved against the current scope.
    enum EndpointToken {
        case name(String)
        case star
        case history(owner: String?, deep: Bool)
    }

    private struct Frame {
        var id: String?
        var position: Int
        var region: Int
        var location: SourceLocation
    }

    /// Node positions already resolved while reading, so the analysis need not look identifiers up again.
    struct Resolution {
        /// Node identifier → position in `states`.
        var position: [String: Int]
        /// Per transition: the source node's position when it is a named node, else -1.
        var source: [Int]
        /// Per transition: the target node's position (history → its composite), else -1.
        var target: [Int]
    }

    var title: String?
    private(set) var states: [GraphState] = []
    private(set) var transitions: [GraphTransition] = []
    private var index: [String: Int] = [:]
    /// Whether each node has been declared with `state` (rather than only referenced by an arrow).
    private var declared: [Bool] = []
    private var lastTouched = -1
    private var stack = [Frame(id: nil, position: -1, region: 0, location: SourceLocation(line: 1, column: 1))]
    private var sourceNodes: [Int] = []
    private var targetNodes: [Int] = []

    var scope: String? { stack[stack.count - 1].id }
    var region: Int { stack[stack.count - 1].region }
    var isEmpty: Bool { states.isEmpty && transitions.isEmpty }

    /// The position of node `id`, created in the current scope when first seen.
    @discardableResult
    mutating func touch(_ id: String, at location: SourceLocation) -> Int {
        // Consecutive lines usually start from the same state; skip hashing for a repeat.
        if lastTouched >= 0 && states[lastTouched].id == id { return lastTouched }
        if let position = index[id] {
            lastTouched = position
            return position
        }
        states.append(GraphState(id: id, parent: scope, region: region, location: location))
        declared.append(false)
        index[id] = states.count - 1
        return states.count - 1
    }

    /// The position of node `id`, declared here. The node keeps the composite where it was first seen (as the real
    /// PlantUML does: `Idle --> Configuring` inside `NotShooting`, then `state Configuring {` at top level, keeps
    /// `Configuring` in `NotShooting`), but its location becomes this first declaration.
    private mutating func declareHere(_ id: String, at location: SourceLocation) -> Int {
        let position = touch(id, at: location)
        if !declared[position] {
            declared[position] = true
            states[position].location = location
        }
        return position
    }

    /// Records a `state` declaration's details.
    mutating func declare(
        _ id: String, displayName: String? = nil, stereotypes: [String] = [], color: String? = nil,
        description: String? = nil, at location: SourceLocation
    ) {
        let position = declareHere(id, at: location)
        if let displayName { states[position].displayName = displayName }
        for stereotype in stereotypes {
            let kind: GraphState.Kind? =
                switch stereotype.lowercased() {
                case "choice": .choice
                case "fork": .fork
                case "join": .join
                case "start": .start
                case "end": .end
                default: nil
                }
            if let kind {
                if states[position].kind != .composite { states[position].kind = kind }
            } else {
                states[position].stereotype = stereotype
            }
        }
        if let color { states[position].color = color }
        if let description { states[position].descriptions.append(description) }
    }

    /// Adds a description line (`X : text`) without declaring `X` (it stays where it was first seen).
    mutating func describe(_ id: String, _ description: String, at location: SourceLocation) {
        let position = touch(id, at: location)
        states[position].descriptions.append(description)
    }

    /// Opens composite `id` (`state id {`).
    mutating func open(_ id: String, at location: SourceLocation) {
        let position = declareHere(id, at: location)
        if states[position].kind == .simple { states[position].kind = .composite }
        stack.append(Frame(id: id, position: position, region: 0, location: location))
    }

    /// Closes the innermost composite (`}`).
    mutating func close(at location: SourceLocation) throws(DiagramParseError) {
        guard stack.count > 1 else {
            throw DiagramParseError(
                message: "'}' closes no composite state", line: location.line, column: location.column)
        }
        stack.removeLast()
    }

    /// Starts the next concurrent region of the current composite (`--` or `||`).
    mutating func startRegion() {
        stack[stack.count - 1].region += 1
    }

    /// Adds an arrow between two written endpoints.
    mutating func addTransition(
        from source: EndpointToken, to target: EndpointToken, label: String?, style: String?,
        at location: SourceLocation
    ) {
        let (from, sourceNode) = resolve(source, isSource: true, at: location)
        let (to, targetNode) = resolve(target, isSource: false, at: location)
        sourceNodes.append(sourceNode)
        targetNodes.append(targetNode)
        let label = label.flatMap { $0.isEmpty ? nil : $0 }
        transitions.append(
            GraphTransition(
                from: from, to: to, label: label, scope: scope, region: region, style: style, location: location))
    }

    /// The endpoint and the node position the analysis uses for it (see ``Resolution``).
    private mutating func resolve(
        _ token: EndpointToken, isSource: Bool, at location: SourceLocation
    ) -> (GraphTransition.Endpoint, Int) {
        switch token {
        case .name(let id):
            return (.state(id), touch(id, at: location))
        case .star:
            return (isSource ? .initial(scope: scope, region: region) : .final(scope: scope, region: region), -1)
        case .history(let owner, let deep):
            if let owner {
                let position = touch(owner, at: location)
                if states[position].kind == .simple { states[position].kind = .composite }
                return (.history(scope: owner, deep: deep), isSource ? -1 : position)
            }
            return (.history(scope: scope, deep: deep), isSource ? -1 : stack[stack.count - 1].position)
        }
    }

    /// The finished graph.
    /// - Throws: at the line of the outermost composite whose `{` is never closed, or at line 1 when the diagram
    ///   has neither states nor arrows.
    func finish() throws(DiagramParseError) -> StateGraph {
        try finishResolved().graph
    }

    /// The finished graph with its node positions resolved; see ``finish()``.
    func finishResolved() throws(DiagramParseError) -> (graph: StateGraph, resolution: Resolution) {
        if stack.count > 1 {
            let frame = stack[1]
            throw DiagramParseError(
                message: "composite state '\(frame.id ?? "")' is never closed with '}'", line: frame.location.line,
                column: frame.location.column)
        }
        if isEmpty {
            throw DiagramParseError(message: "the diagram has no states or transitions", line: 1, column: 1)
        }
        return (
            StateGraph(title: title, states: states, transitions: transitions),
            Resolution(position: index, source: sourceNodes, target: targetNodes)
        )
    }
}
