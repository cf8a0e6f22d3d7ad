import Switchyard

/// Builds the SCXML text of a graph for ``SCXMLWriter``: one element per composite, region and state, in the graph's
/// order, with XML names and the `switchyard:` annotations that let ``SCXMLReader`` give the same graph back.
///
/// The structure is written as drawn even where the engine refuses it (several `[*]` arrows in one region, a `[*]`
/// arrow to a state outside its composite, a history of a state without children); ``SCXMLWriter`` then marks the
/// document `switchyard:runnable="false"` so the graph still reads back while the chart stays refused.
struct SCXMLDocumentBuilder {
    /// Where nodes live: a composite (`nil`: the chart) and one of its regions.
    struct Container: Hashable {
        var scope: String?
        var region: Int
    }

    private let graph: StateGraph
    private var lines: [String] = []
    private var names = SCXMLNames()
    private var childrenOf: [Container: [GraphState]] = [:]
    private var regionsOf: [String: [Int]] = [:]
    private var outgoing: [String: [GraphTransition]] = [:]
    private var initialArrows: [Container: [GraphTransition]] = [:]
    private var historyArrows: [String: [GraphTransition]] = [:]
    private var finals: Set<Container> = []
    private var histories: [String: Set<Bool>] = [:]
    /// The SCXML events the arrows are taken on.
    private let events: DrawingEventTokens

    /// Whether to mark the document as a drawing no chart runs.
    private let isDrawing: Bool

    init(_ graph: StateGraph, drawing: Bool = false) {
        self.graph = graph
        self.isDrawing = drawing
        self.events = DrawingEventTokens(graph)
    }

    mutating func build() throws(RenderError) -> String {
        try index()
        var root = [
            "xmlns=\"http://www.w3.org/2005/07/scxml\"", "xmlns:switchyard=\"\(SCXMLWriter.namespace)\"",
            "version=\"1.0\"",
        ]
        if isDrawing { root.append("switchyard:runnable=\"false\"") }
        if let title = graph.title {
            // SCXML's `name` is an NMTOKEN: the title goes there when it is one, in the annotation otherwise.
            if SCXMLNames.isNameToken(title) {
                root.append("name=\"\(title)\"")
            } else {
                root.append(SCXMLAnnotation.annotation("name", title))
            }
        }
        let top = Container(scope: nil, region: 0)
        let arrows = initialArrows[top] ?? []
        if !arrows.isEmpty {
            root.append("initial=\"\(try targets(arrows))\"")
            root += labels(arrows, "initial-label")
        } else if !(childrenOf[top] ?? []).isEmpty || finals.contains(top) {
            root.append("switchyard:initial=\"none\"")
            // Entered at its `<<start>>` node, as the chart is (``DiagramChart``); the graph has no `[*]` arrow.
            if let start = start(in: top) { root.append("initial=\"\(names.xmlID(start))\"") }
        }
        lines.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        // An explored graph cut at a limit says so in the document too (`StateGraph.truncation`); a comment may not
        // hold `--` or end with `-` (a space keeps them apart).
        if let truncation = graph.truncation {
            var text = ""
            for character in IdentifierAliases.oneLine(truncation) {
                if character == "-", text.last == "-" { text += " " }
                text.append(character)
            }
            lines.append("<!-- incomplete: " + text + " -->")
        }
        lines.append("<scxml " + root.joined(separator: " ") + ">")
        try contents(of: top, depth: 1)
        lines.append("</scxml>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Sorts states, arrows, regions, `[*]` targets and histories into their containers.
    private mutating func index() throws(RenderError) {
        for state in graph.states {
            if state.parent == nil && state.regionIndex > 0 {
                throw RenderError(
                    message: "concurrent regions at the top level cannot be written as SCXML", at: state.textPosition)
            }
            childrenOf[Container(scope: state.parent, region: state.regionIndex), default: []].append(state)
            if let parent = state.parent { addRegion(state.regionIndex, to: parent) }
            names.declare(state.id)
        }
        let ends = Set(graph.states.filter { $0.kind == .end }.map(\.id))
        for transition in graph.transitions {
            switch transition.from {
            case .state(let id) where ends.contains(id):
                // The chart runs an `<<end>>` node as a final state, which no arrow leaves; SCXML's `<final>` has no
                // transitions, so the arrow could not even be kept as drawn.
                throw RenderError(
                    message: "an arrow leaves the <<end>> node '\(id)', a final state, which SCXML cannot say",
                    at: transition.textPosition)
            case .state(let id): outgoing[id, default: []].append(transition)
            case .initial(let scope, let region):
                initialArrows[Self.container(scope, region), default: []].append(transition)
                if let scope { addRegion(region, to: scope) }
            case .history(let scope, let deep):
                guard let scope else {
                    throw RenderError(
                        message: "a top-level history cannot be written as SCXML", at: transition.textPosition)
                }
                historyArrows[scope, default: []].append(transition)
                histories[scope, default: []].insert(deep)
            case .final:
                throw RenderError(
                    message: "an arrow leaves a final pseudo-state, which SCXML cannot express",
                    at: transition.textPosition)
            }
            switch transition.to {
            case .final(let scope, let region):
                finals.insert(Self.container(scope, region))
                if let scope { addRegion(region, to: scope) }
            case .history(let scope, let deep):
                guard let scope else {
                    throw RenderError(
                        message: "a top-level history cannot be written as SCXML", at: transition.textPosition)
                }
                histories[scope, default: []].insert(deep)
            case .state, .initial:
                break
            }
        }
    }

    /// The container of a `[*]` in `scope`'s `region`. The top level has no regions: a `--` there (which some readers
    /// accept) puts no `[*]` in a region of its own.
    private static func container(_ scope: String?, _ region: Int) -> Container {
        Container(scope: scope, region: scope == nil ? 0 : region)
    }

    private mutating func addRegion(_ region: Int, to scope: String) {
        if !(regionsOf[scope] ?? []).contains(region) { regionsOf[scope, default: []].append(region) }
    }

    /// The states, `<initial>`, history and `<final>` elements of a container.
    private mutating func contents(of container: Container, depth: Int) throws(RenderError) {
        for state in childrenOf[container] ?? [] { try element(for: state, depth: depth) }
        if finals.contains(container) {
            lines.append(indent(depth) + "<final id=\"\(names.final(container))\" switchyard:pseudo=\"final\"/>")
        }
    }

    private mutating func element(for state: GraphState, depth: Int) throws(RenderError) {
        // Elements are written recursively; past the depth a chart can run, refuse rather than exhaust the stack.
        // (`depth` is 1 at the top level: the leaf inside 200 nested composites is at 201.)
        if depth > DiagramChartBuilder.depthLimit + 1 {
            throw RenderError(
                message: "composites nest more than \(DiagramChartBuilder.depthLimit) deep at '\(state.id)'; an SCXML "
                    + "chart that deep does not run",
                at: state.textPosition)
        }
        let id = names.xmlID(state.id)
        var attributes = "id=\"\(id)\""
        if id != state.id { attributes += " " + SCXMLAnnotation.annotation("id", state.id) }
        if state.kind != .simple && state.kind != .composite { attributes += " switchyard:kind=\"\(state.kind)\"" }
        var regions = (regionsOf[state.id] ?? []).sorted()
        let isComposite = state.kind == .composite || !regions.isEmpty
        guard isComposite else {
            let arrows = outgoing[state.id] ?? []
            // A history of a state without children is drawn, not run (the engine refuses it).
            if arrows.isEmpty && histories[state.id] == nil {
                // An `<<end>>` node is a final state for the chart (``DiagramChart``): done when entered.
                let element = state.kind == .end ? "final" : "state"
                lines.append(indent(depth) + "<\(element) \(attributes)/>")
                return
            }
            lines.append(indent(depth) + "<state \(attributes)>")
            try transitions(arrows, from: state, depth: depth + 1)
            try historyElements(of: state.id, depth: depth + 1)
            lines.append(indent(depth) + "</state>")
            return
        }
        if state.kind == .composite && regions.isEmpty { attributes += " switchyard:kind=\"composite\"" }
        let isParallel = regions.count > 1 || regions.contains { $0 > 0 }
        if isParallel {
            // Every region up to the last drawn, an empty one too: the chart runs each (``DiagramChart``).
            regions = Array(0...(regions.last ?? 0))
            lines.append(indent(depth) + "<parallel \(attributes)>")
            try transitions(outgoing[state.id] ?? [], from: state, depth: depth + 1)
            try historyElements(of: state.id, depth: depth + 1)
            for region in regions {
                let container = Container(scope: state.id, region: region)
                var wrapper = "id=\"\(names.region(container))\" switchyard:region=\"\(region)\""
                let opening = try initialElement(of: container, depth: depth + 2, attributes: &wrapper)
                lines.append(indent(depth + 1) + "<state \(wrapper)>")
                lines += opening
                try contents(of: container, depth: depth + 2)
                lines.append(indent(depth + 1) + "</state>")
            }
            lines.append(indent(depth) + "</parallel>")
        } else {
            let container = Container(scope: state.id, region: 0)
            let opening = try initialElement(of: container, depth: depth + 1, attributes: &attributes)
            lines.append(indent(depth) + "<state \(attributes)>")
            lines += opening
            try transitions(outgoing[state.id] ?? [], from: state, depth: depth + 1)
            try historyElements(of: state.id, depth: depth + 1)
            try contents(of: container, depth: depth + 1)
            lines.append(indent(depth) + "</state>")
        }
    }

    /// The `<initial>` of a container with one `[*]` arrow; `switchyard:initial="none"` on one with states and none.
    private mutating func initialElement(
        of container: Container, depth: Int, attributes: inout String
    ) throws(RenderError) -> [String] {
        let arrows = initialArrows[container] ?? []
        guard !arrows.isEmpty else {
            if !(childrenOf[container] ?? []).isEmpty || finals.contains(container) {
                attributes += " switchyard:initial=\"none\""
                if let start = start(in: container) {
                    return [indent(depth) + "<initial><transition target=\"\(names.xmlID(start))\"/></initial>"]
                }
            }
            return []
        }
        let transition = (["target=\"\(try targets(arrows))\""] + labels(arrows, "label")).joined(separator: " ")
        return [indent(depth) + "<initial><transition \(transition)/></initial>"]
    }

    /// The `<<start>>` node the chart enters a container at when it has no `[*]` arrow
    /// (``StateGraph/entry(of:region:)``, the rule the engine runs).
    private func start(in container: Container) -> String? {
        guard case .start(let start) = graph.entry(of: container.scope, region: container.region) else { return nil }
        return start
    }

    /// The targets of a container's `[*]` arrows as one IDREFS list (several only in a drawing).
    private mutating func targets(_ arrows: [GraphTransition]) throws(RenderError) -> String {
        var list: [String] = []
        for arrow in arrows { list.append(try target(of: arrow)) }
        return list.joined(separator: " ")
    }

    /// The label annotations of a container's `[*]` arrows: `name` for the first, `name-2`, `name-3`, … after it.
    private func labels(_ arrows: [GraphTransition], _ name: String) -> [String] {
        arrows.enumerated().compactMap { index, arrow in
            guard let label = arrow.label, !label.isEmpty else { return nil }
            return SCXMLAnnotation.annotation(index == 0 ? name : "\(name)-\(index + 1)", label)
        }
    }

    private mutating func historyElements(of scope: String, depth: Int) throws(RenderError) {
        for deep in [false, true] where histories[scope]?.contains(deep) == true {
            let id = names.history(scope: scope, deep: deep)
            let defaults = (historyArrows[scope] ?? []).filter {
                if case .history(_, deep) = $0.from { return true }
                return false
            }
            let type = deep ? "deep" : "shallow"
            if defaults.isEmpty {
                lines.append(indent(depth) + "<history id=\"\(id)\" type=\"\(type)\"/>")
            } else {
                lines.append(indent(depth) + "<history id=\"\(id)\" type=\"\(type)\">")
                try transitions(defaults, depth: depth + 1)
                lines.append(indent(depth) + "</history>")
            }
        }
    }

    /// `<transition>` elements for `arrows`, taken as the drawing's chart takes them (``DiagramChart``): a labelled
    /// arrow on the SCXML events of its label (``DrawingEventTokens``); an unlabelled arrow from a choice or start node
    /// at once, from any other state on `completion` and, from a composite, when it completes (`done.state.X`); a
    /// fork's arrows as one transition to all their targets, taken at once. A history's default transitions
    /// (`state` is `nil`) have no event in SCXML, so their labels are kept as annotations only.
    private mutating func transitions(
        _ arrows: [GraphTransition], from state: GraphState? = nil, depth: Int
    ) throws(RenderError) {
        if state?.kind == .fork, !arrows.isEmpty {
            // Every target in one transition (SCXML takes only the first of several eventless ones); each arrow's
            // label, if any arrow has one, in `label`, `label-2`, …, empty for none.
            var attributes = ""
            if arrows.contains(where: { !($0.label ?? "").isEmpty }) {
                for (index, arrow) in arrows.enumerated() {
                    let name = index == 0 ? "label" : "label-\(index + 1)"
                    attributes += SCXMLAnnotation.annotation(name, arrow.label ?? "") + " "
                }
            }
            attributes += "target=\"\(try targets(arrows))\""
            lines.append(indent(depth) + "<transition \(attributes)/>")
            return
        }
        for arrow in arrows {
            var attributes = ""
            if let label = arrow.label, !label.isEmpty {
                if state == nil {
                    attributes += SCXMLAnnotation.annotation("label", label) + " "
                } else {
                    let event = events.descriptors(for: label)
                    attributes += "event=\"\(event)\" "
                    if event != label { attributes += SCXMLAnnotation.annotation("label", label) + " " }
                }
            } else if let state, state.kind != .choice, state.kind != .start {
                var event = DiagramChart.completionEvent
                if isComposite(state) { event += " done.state.\(names.xmlID(state.id))" }
                attributes += "event=\"\(event)\" " + SCXMLAnnotation.annotation("label", "") + " "
            }
            attributes += "target=\"\(try target(of: arrow))\""
            lines.append(indent(depth) + "<transition \(attributes)/>")
        }
    }

    /// Whether the chart takes `state`'s unlabelled arrows when it completes (``DiagramChart``): it holds states
    /// (a `[*]` target is none) or several regions.
    private func isComposite(_ state: GraphState) -> Bool {
        (regionsOf[state.id] ?? []).contains { $0 > 0 }
            || !(childrenOf[Container(scope: state.id, region: 0)] ?? []).isEmpty
    }

    /// The SCXML id of `arrow`'s target.
    private mutating func target(of arrow: GraphTransition) throws(RenderError) -> String {
        switch arrow.to {
        case .state(let id): return names.xmlID(id)
        case .final(let scope, let region): return names.final(Self.container(scope, region))
        case .history(let scope?, let deep): return names.history(scope: scope, deep: deep)
        case .history(nil, _):
            throw RenderError(message: "a top-level history cannot be written as SCXML", at: arrow.textPosition)
        case .initial:
            throw RenderError(
                message: "an arrow targets an initial pseudo-state, which SCXML cannot express", at: arrow.textPosition)
        }
    }

    private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
