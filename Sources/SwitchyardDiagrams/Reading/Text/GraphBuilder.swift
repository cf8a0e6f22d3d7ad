import Switchyard

/// Collects states and arrows while a reader walks a diagram, tracking composite nesting with an explicit stack
/// (never recursion), so nesting depth is bounded only by memory.
struct GraphBuilder {
    /// An arrow end as written, before it is resolved against the current scope.
    enum EndpointToken {
        case name(String)
        /// A synchronisation bar (`===B1===`), a fork/join pseudo-state named as written.
        case bar(String)
        case star
        case history(owner: String?, deep: Bool)
    }

    private struct Frame {
        var id: String?
        var position: Int
        var region: Int
        var location: TextPosition
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

    /// How the notation being read is read: set by its reader before the walk, and by statements in the diagram
    /// (`set separator`, a Mermaid `stateDiagram` line).
    struct Conventions {
        /// Whether a `}` that closes nothing and a `{` never closed are warnings (PlantUML) rather than errors.
        var isLenient = false
        /// Where an empty diagram is reported (a later `@startuml` block's own line).
        var emptyDiagramLine = 1
        /// Whether a diagram with neither states nor arrows is read, as an empty graph with an `empty-diagram`
        /// warning at ``emptyDiagramLine`` (Mermaid draws a bare `stateDiagram`), rather than refused.
        var allowsEmpty = false
        /// The separator of qualified names (`Comp.inner`), or `nil` when names are not split (`set separator
        /// none`).
        var separator: String? = nil
        /// Whether naming a state inside a composite's block moves it into that composite, as Mermaid draws it (the
        /// last block that names it wins; naming it at the top level moves nothing). PlantUML keeps a state where it
        /// was first named. A move is said in a `drawn-inside` warning; a composite is never moved into itself or
        /// its own inner states.
        var referencesMoveNodes = false
    }

    /// What the finished graph renames: names met while reading that ``finish()`` rewrites (rather than the graph
    /// being taken as built), all only recorded until then.
    private struct Renames {
        /// Nodes declared with `<<history>>` (`false`) or `<<history*>>` (`true`): history pseudo-states, not
        /// states.
        var historyNodes: [String: Bool] = [:]
        /// Qualified names (`Early.x`) first met before their prefix was a composite, in the order met.
        var forwardQualified: [String] = []
        /// Aliases a writer had to use, and the identifiers they stand for (`' switchyard-id a_b "a b"`).
        var identifiers: [String: String] = [:]
    }

    var title: String?
    /// Warnings found while reading (an unclosed composite, a stray `}`), in line order.
    private(set) var warnings: [Diagnostic] = []
    /// How the notation is read.
    var conventions = Conventions()
    private var renames = Renames()

    /// Records that `alias` stands for identifier `id` (written by our writers where a notation cannot spell `id`).
    mutating func alias(_ alias: String, standsFor id: String) {
        renames.identifiers[alias] = id
    }
    private(set) var states: [GraphState] = []
    private(set) var transitions: [GraphTransition] = []
    /// Each node's position by identifier, and each arrow's end nodes: built with `states` and `transitions`, and
    /// handed to the analysis with them.
    private var resolution = Resolution(position: [:], source: [], target: [])
    /// Whether each node has been declared with `state` (rather than only referenced by an arrow).
    private var declared: [Bool] = []
    private var lastTouched = -1
    private var stack = [Frame(id: nil, position: -1, region: 0, location: TextPosition(line: 1, column: 1))]

    var scope: String? { stack[stack.count - 1].id }
    var region: Int { stack[stack.count - 1].region }
    var isEmpty: Bool { states.isEmpty && transitions.isEmpty }

    /// The position of node `id`, created in the current scope when first seen.
    @discardableResult
    mutating func touch(_ id: String, at location: TextPosition) -> Int {
        // Consecutive lines usually start from the same state; skip hashing for a repeat.
        if lastTouched >= 0 && states[lastTouched].id == id {
            if conventions.referencesMoveNodes { moveIntoScope(lastTouched, at: location) }
            return lastTouched
        }
        if let position = resolution.position[id] {
            lastTouched = position
            if conventions.referencesMoveNodes { moveIntoScope(position, at: location) }
            return position
        }
        if let separator = conventions.separator, id.contains(separator) {
            if let qualified = qualified(id, separator: separator, at: location) { return qualified }
            renames.forwardQualified.append(id)
        }
        return add(id, parent: scope, region: region, at: location)
    }

    /// Moves the node at `position` into the current composite block, as Mermaid draws a state named there (see
    /// ``Conventions/referencesMoveNodes``), and says so.
    private mutating func moveIntoScope(_ position: Int, at location: TextPosition) {
        guard let scope, states[position].parent != scope || states[position].regionIndex != region else { return }
        // Never into itself or one of its own inner states.
        var ancestor: String? = scope
        var steps = 0
        while let current = ancestor, steps <= states.count {
            if current == states[position].id { return }
            ancestor = resolution.position[current].flatMap { states[$0].parent }
            steps += 1
        }
        let before = states[position].parent
        states[position].parent = scope
        states[position].regionIndex = region
        guard before != scope else { return }
        let firstSeen = states[position].textPosition.map { " (first named at \($0.line):\($0.column))" } ?? ""
        warn(
            code: "drawn-inside",
            message: "state '\(states[position].id)'\(firstSeen) is named here inside \(Self.describe(scope)), so "
                + "Mermaid draws it there rather than \(Self.describe(before, in: true)), and it is read there; name it "
                + "outside the block (at the top level) to keep it where it is",
            at: location)
    }

    private mutating func add(_ id: String, parent: String?, region: Int, at location: TextPosition) -> Int {
        states.append(GraphState(id: id, parent: parent, region: region, location: location))
        declared.append(false)
        resolution.position[id] = states.count - 1
        return states.count - 1
    }

    /// `Comp.inner` (with the separator `.`) where `Comp` is a composite: the node `inner` of `Comp` (created there
    /// when new), not a state named `Comp.inner`. `nil` when the prefix names no composite.
    private mutating func qualified(_ id: String, separator: String, at location: TextPosition) -> Int? {
        // Byte-wise and literal, as PlantUML's `lastIndexOf`: no Unicode equivalence, no Foundation.
        guard let split = Self.lastSplit(id, separator) else { return nil }
        let prefix = split.prefix
        let name = split.suffix
        var owner = prefix
        if resolution.position[owner] == nil, let inner = Self.lastSplit(prefix, separator, allowingEmptyPrefix: true) {
            owner = inner.suffix
        }
        guard let ownerPosition = resolution.position[owner], states[ownerPosition].kind == .composite else {
            return nil
        }
        if let position = resolution.position[name] {
            lastTouched = position
            return position
        }
        return add(name, parent: owner, region: 0, at: location)
    }

    /// `text` split around the last occurrence of `separator`, when text follows it (and precedes it, unless
    /// `allowingEmptyPrefix`).
    ///
    /// UTF-8 is self-synchronizing, so a match of one valid string inside another starts and ends on scalar
    /// boundaries and both sides decode exactly.
    static func lastSplit(
        _ text: String, _ separator: String, allowingEmptyPrefix: Bool = false
    ) -> (prefix: String, suffix: String)? {
        let bytes = Array(text.utf8)
        let needle = Array(separator.utf8)
        let lowest = allowingEmptyPrefix ? 0 : 1
        guard !needle.isEmpty, bytes.count >= needle.count + 1 + lowest else { return nil }
        var start = bytes.count - needle.count - 1
        while start >= lowest {
            if bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle) {
                return (
                    String(decoding: bytes[..<start], as: UTF8.self),
                    String(decoding: bytes[(start + needle.count)...], as: UTF8.self)
                )
            }
            start -= 1
        }
        return nil
    }

    /// The position of node `id`, declared here. The node keeps the composite where it was first seen (as the real
    /// PlantUML does: `Idle --> Configuring` inside `NotShooting`, then `state Configuring {` at top level, keeps
    /// `Configuring` in `NotShooting`), but its location becomes this first declaration.
    private mutating func declareHere(_ id: String, at location: TextPosition) -> Int {
        let position = touch(id, at: location)
        if !declared[position] {
            declared[position] = true
            let firstSeen = states[position].textPosition
            if states[position].parent != scope, let firstSeen, firstSeen != location {
                // Said, not changed: a user who declares a state inside a composite means it to be there, and it is
                // not (an arrow to it before the composite was written put it where the arrow was).
                warn(
                    code: "declared-elsewhere",
                    message: "state '\(states[position].id)' is declared inside \(Self.describe(scope)) but was "
                        + "first named at \(firstSeen.line):\(firstSeen.column), "
                        + "\(Self.describe(states[position].parent, in: true)), and is read there with what it holds; "
                        + "declare the composite before naming its states",
                    at: location)
            }
            states[position].textPosition = location
        }
        return position
    }

    private static func describe(_ scope: String?, in preposition: Bool = false) -> String {
        guard let scope else { return preposition ? "at the top level" : "the top level" }
        return preposition ? "inside '\(scope)'" : "'\(scope)'"
    }

    /// Records a `state` declaration's details.
    /// - Parameter resetsDisplayName: Whether a declaration without a display name draws the state with its id again
    ///   (plantuml's `state X` after `state "Long" as X`), rather than keeping the name it had.
    mutating func declare(
        _ id: String, displayName: String? = nil, stereotypes: [String] = [], color: String? = nil,
        description: String? = nil, resetsDisplayName: Bool = false, at location: TextPosition
    ) {
        let position = declareHere(id, at: location)
        if let displayName {
            states[position].longName = displayName
        } else if resetsDisplayName {
            states[position].longName = nil
        }
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
            if stereotype.lowercased() == "history" || stereotype.lowercased() == "history*" {
                renames.historyNodes[states[position].id] = stereotype.hasSuffix("*")
                continue
            }
            if let kind {
                if states[position].kind != .composite { states[position].kind = kind }
            } else {
                states[position].stereotypeText = stereotype
            }
        }
        if let color { states[position].colorText = color }
        if let description { states[position].descriptionLines.append(description) }
    }

    /// Adds a description line (`X : text`) without declaring `X` (it stays where it was first seen).
    mutating func describe(_ id: String, _ description: String, at location: TextPosition) {
        let position = touch(id, at: location)
        states[position].descriptionLines.append(description)
    }

    /// Adds a warning about the reading (something the real tool reads in a way the writer probably did not mean).
    mutating func warn(code: String, message: String, at location: TextPosition) {
        warnings.append(
            Diagnostic(severity: .warning, code: code, message: message, line: location.line, column: location.column))
    }

    /// Opens composite `id` (`state id {`).
    mutating func open(_ id: String, at location: TextPosition) {
        let position = declareHere(id, at: location)
        switch states[position].kind {
        // A body makes a state a composite whatever its stereotype: plantuml draws `state X <<end>> { … }` (and
        // `<<start>>`, `<<choice>>`, `<<fork>>`, `<<join>>`) as a composite holding its states, not as a pseudo-state.
        case .simple, .start, .end, .choice, .fork, .join: states[position].kind = .composite
        default: break
        }
        stack.append(Frame(id: states[position].id, position: position, region: 0, location: location))
    }

    /// Closes the innermost composite (`}`).
    mutating func close(at location: TextPosition, strayMessage: String? = nil) throws(DiagramParseError) {
        guard stack.count > 1 else {
            if conventions.isLenient || strayMessage != nil {
                warnings.append(
                    Diagnostic(
                        severity: .warning, code: "stray-brace",
                        message: strayMessage ?? "'}' closes no composite state; ignored",
                        line: location.line, column: location.column))
                return
            }
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
    /// - Parameter unlessLinked: Whether the arrow is left out when one already joins the same two ends, either way
    ///   round (PlantUML's `-[single]->`); its ends are named all the same.
    /// - Returns: Whether the arrow was added.
    @discardableResult
    mutating func addTransition(
        from source: EndpointToken, to target: EndpointToken, label: String?, style: String?,
        unlessLinked: Bool = false, at location: TextPosition
    ) -> Bool {
        let (from, sourceNode) = resolve(source, isSource: true, at: location)
        let (to, targetNode) = resolve(target, isSource: false, at: location)
        if unlessLinked,
            transitions.contains(where: { ($0.from, $0.to) == (from, to) || ($0.from, $0.to) == (to, from) })
        {
            return false
        }
        resolution.source.append(sourceNode)
        resolution.target.append(targetNode)
        let label = label.flatMap { $0.isEmpty ? nil : $0 }
        transitions.append(
            GraphTransition(
                from: from, to: to, label: label, scope: scope, region: region, style: style, location: location))
        return true
    }

    /// The endpoint and the node position the analysis uses for it (see ``Resolution``).
    private mutating func resolve(
        _ token: EndpointToken, isSource: Bool, at location: TextPosition
    ) -> (GraphTransition.Endpoint, Int) {
        switch token {
        case .name(let id):
            let position = touch(id, at: location)
            return (.state(states[position].id), position)
        case .bar(let id):
            let position = touch(id, at: location)
            if states[position].kind == .simple { states[position].kind = .fork }
            return (.state(id), position)
        case .star:
            return (isSource ? .initial(scope: scope, region: region) : .final(scope: scope, region: region), -1)
        case .history(let owner, let deep):
            if let owner {
                let position = touch(owner, at: location)
                if states[position].kind == .simple { states[position].kind = .composite }
                return (.history(scope: states[position].id, deep: deep), isSource ? -1 : position)
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
    func finishResolved() throws(DiagramParseError) -> (graph: StateGraph, resolution: Resolution?) {
        let result = try finishWithWarnings()
        return (result.graph, result.resolution)
    }

    /// The finished graph, its node positions, and every warning (those found while reading, then those of
    /// closing what is still open).
    func finishWithWarnings() throws(DiagramParseError) -> (
        graph: StateGraph, resolution: Resolution?, warnings: [Diagnostic]
    ) {
        var builder = self
        if conventions.isLenient {
            // PlantUML closes what is still open at `@enduml`; say so at the line that opened it.
            for frame in stack.dropFirst() {
                builder.warnings.append(
                    Diagnostic(
                        severity: .warning, code: "unclosed-composite",
                        message: "composite state '\(frame.id ?? "")' is never closed with '}'; closed at the end",
                        line: frame.location.line, column: frame.location.column))
            }
            builder.stack.removeSubrange(1...)
        }
        let result = try builder.finishClosed()
        if isEmpty && conventions.allowsEmpty && result.graph.states.isEmpty {
            builder.warnings.append(
                Diagnostic(
                    severity: .warning, code: "empty-diagram", message: "the diagram has no states or transitions",
                    line: conventions.emptyDiagramLine, column: 1))
        }
        return (result.graph, result.resolution, builder.warnings)
    }

    private func finishClosed() throws(DiagramParseError) -> (graph: StateGraph, resolution: Resolution?) {
        if stack.count > 1 {
            let frame = stack[1]
            throw DiagramParseError(
                message: "composite state '\(frame.id ?? "")' is never closed with '}'", line: frame.location.line,
                column: frame.location.column)
        }
        if isEmpty && !conventions.allowsEmpty {
            throw DiagramParseError(
                message: "the diagram has no states or transitions", line: conventions.emptyDiagramLine, column: 1)
        }
        let merged = forwardMerges()
        if !renames.historyNodes.isEmpty || !renames.identifiers.isEmpty || !merged.isEmpty {
            // Only history pseudo-states (`state a <<history>>`) leave a graph with no state: plantuml draws that
            // diagram, so it is read, as an empty graph.
            return (postProcessed(merging: merged), nil)
        }
        return (
            StateGraph(title: title, states: states, transitions: transitions),
            resolution
        )
    }

    /// `Early.x` met before `state Early {` (so it became a state of that name) names the same state as `x` declared
    /// later inside `Early`, as plantuml reads it: the forward name → the inner state's identifier. A forward name
    /// whose composite has no such state stays a state of its own (plantuml draws `Early.x` then).
    private func forwardMerges() -> [String: String] {
        guard let separator = conventions.separator, !renames.forwardQualified.isEmpty else { return [:] }
        var merged: [String: String] = [:]
        for id in renames.forwardQualified {
            guard let split = Self.lastSplit(id, separator) else { continue }
            var owner = split.prefix
            if resolution.position[owner] == nil,
                let inner = Self.lastSplit(owner, separator, allowingEmptyPrefix: true)
            {
                owner = inner.suffix
            }
            guard let ownerPosition = resolution.position[owner], states[ownerPosition].kind == .composite,
                let inner = resolution.position[split.suffix], states[inner].parent == owner
            else { continue }
            merged[id] = split.suffix
        }
        return merged
    }

    /// The graph with `<<history>>` / `<<history*>>` nodes turned into the history of their composite: arrows to
    /// or from such a node become arrows to or from `[H]` / `[H*]` of the node's parent.
    ///
    /// Aliases recorded with ``alias(_:standsFor:)`` are replaced by the identifiers they stand for.
    private func postProcessed(merging merged: [String: String]) -> StateGraph {
        let parents = Dictionary(states.map { ($0.id, $0.parent) }, uniquingKeysWith: { first, _ in first })
        // An alias is replaced only when that makes no two states one: a `switchyard-id` comment written by hand,
        // or naming an identifier the diagram also uses literally, is a comment and nothing more (as for plantuml).
        var names: [String: String] = [:]
        var taken = Set(states.map(\.id))
        for (alias, id) in renames.identifiers.sorted(by: { $0.key < $1.key }) where alias != id && !taken.contains(id)
        {
            names[alias] = id
            taken.insert(id)
        }
        func name(_ id: String) -> String { merged[id] ?? names[id] ?? id }
        func rewritten(_ endpoint: GraphTransition.Endpoint) -> GraphTransition.Endpoint {
            switch endpoint {
            case .state(let id):
                guard let deep = renames.historyNodes[id] else { return .state(name(id)) }
                return .history(scope: (parents[id] ?? nil).map(name), deep: deep)
            case .initial(let scope, let region): return .initial(scope: scope.map(name), region: region)
            case .final(let scope, let region): return .final(scope: scope.map(name), region: region)
            case .history(let scope, let deep): return .history(scope: scope.map(name), deep: deep)
            }
        }
        let nodes = states.filter { renames.historyNodes[$0.id] == nil && merged[$0.id] == nil }.map { state in
            var copy = state
            copy.id = name(state.id)
            copy.parent = state.parent.map(name)
            return copy
        }
        let arrows = transitions.map { transition in
            var copy = transition
            copy.from = rewritten(transition.from)
            copy.to = rewritten(transition.to)
            copy.enclosingScope = transition.enclosingScope.map(name)
            return copy
        }
        return StateGraph(title: title, states: nodes, transitions: arrows)
    }
}
