// Shared by the fuzzers (built into each by `.ci/fuzz`): what every graph a reader accepts must survive.

@testable import SwitchyardDiagrams

/// What a graph means for `check`, independent of layout, names shown and notation: states, initial and final
/// states, events, and every transition by identifier (history targets named by their composite, `<<start>>` and
/// `<<end>>` nodes as the `[*]` they stand for). A line break in a label is PlantUML's `\n`, the only way a one-line
/// notation can write it, so labels compare as written on one line; and a single trailing `\` continues a PlantUML
/// line, so it cannot be written there and labels compare without it.
struct GraphMeaning: Equatable {
    var states: [String]
    var initial: [String]
    var final: [String]
    var events: [String]
    var transitions: [String]

    init(_ graph: StateGraph) {
        let analysis = GraphAnalysis(graph)
        let startEnd = Set(graph.states.filter { $0.kind == .start || $0.kind == .end }.map(\.id))
        func name(_ endpoint: GraphTransition.Endpoint) -> String {
            if case .state(let id) = endpoint, startEnd.contains(id) { return "[*]" }
            return CheckReport.name(endpoint)
        }
        states = analysis.states
        initial = analysis.initial
        final = analysis.final
        func label(_ text: String) -> String {
            let line = IdentifierAliases.oneLine(text)
            return line.hasSuffix("\\") && !line.hasSuffix("\\\\") ? String(line.dropLast()) : line
        }
        events = Set(analysis.events.map(label)).sorted()
        transitions = graph.transitions.map { "\(name($0.from)) -> \(name($0.to)) : \(label($0.label ?? ""))" }.sorted()
    }
}

/// Whether Mermaid can say everything `graph` says: it has no history at top level nor history to history, and
/// draws `<<start>>` / `<<end>>` as `[*]`, which says the same only for an arrow out of a start node or into an end
/// node, written in the node's own block.
func mermaidCanExpress(_ graph: StateGraph) -> Bool {
    if graph.transitions.isEmpty && graph.states.allSatisfy({ $0.kind == .start || $0.kind == .end }) {
        return false
    }
    let nodes = Dictionary(graph.states.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for transition in graph.transitions {
        for (endpoint, allowed) in [(transition.from, GraphState.Kind.start), (transition.to, .end)] {
            guard case .state(let id) = endpoint, let node = nodes[id], node.kind == .start || node.kind == .end
            else { continue }
            if node.kind != allowed || node.parent != transition.scope || node.region != transition.region {
                return false
            }
        }
        var histories = 0
        for endpoint in [transition.from, transition.to] {
            if case .history(let scope, _) = endpoint {
                if scope == nil { return false }
                histories += 1
            }
        }
        if histories == 2 { return false }
    }
    return true
}

/// Reads `text` back and stops the run when it does not read or means something else than `graph`.
func expectSameMeaning(_ graph: StateGraph, _ text: String, _ notation: String, read: (String) throws -> StateGraph) {
    let before = GraphMeaning(graph)
    do {
        let after = GraphMeaning(try read(text))
        precondition(before == after, "\(notation) round trip changed the graph: \(before) → \(after)\n\(text)")
    } catch {
        preconditionFailure("\(notation) writer output does not read back: \(error)\n\(text)")
    }
}

/// Writes `graph` in every notation and generates Swift from it: nothing may crash, and what the PlantUML, Mermaid
/// and SCXML writers produce must read back as the same graph (``GraphMeaning``).
func exerciseWriters(_ graph: StateGraph) {
    _ = DOTWriter().write(graph)
    _ = try? SwiftMachineGenerator(typeName: "Fuzz").generate(graph)
    // A drawing the engine cannot run (a join, composites nested too deep) is an error, not a crash.
    _ = try? PathPlanner.plan(graph, cover: .transitions, file: "fuzz")
    if var simulation = try? DiagramSimulation(graph) {
        for event in simulation.acceptedEvents { simulation.send(event) }
    }
    // A graph with no state and no arrow (a drawing of history declarations only) has nothing a notation can write.
    guard !graph.states.isEmpty || !graph.transitions.isEmpty else { return }
    expectSameMeaning(graph, PlantUMLWriter().write(graph), "PlantUML") { try PlantUMLReader().read($0) }
    // SCXML may refuse a graph no statechart can run; what it writes must read back as the same graph.
    if let scxml = try? SCXMLWriter().write(graph) {
        expectSameMeaning(graph, scxml, "SCXML") { try SCXMLReader().readGraph(bytes: Array($0.utf8)) }
    }
    if mermaidCanExpress(graph) {
        expectSameMeaning(graph, MermaidWriter().write(graph), "Mermaid") { try MermaidReader().read($0) }
    }
}
