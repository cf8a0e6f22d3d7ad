// Shared by the fuzzers (built into each by `.ci/fuzz`): what every graph a reader accepts must survive.

import Switchyard
@testable import SwitchyardDiagrams

/// Reads `text` back and stops the run when it does not read or means something else than `graph`.
func expectSameMeaning(_ graph: StateGraph, _ text: String, _ notation: String, read: (String) throws -> StateGraph) {
    let before = DrawingMeaning(graph)
    do {
        let after = DrawingMeaning(try read(text))
        precondition(before == after, "\(notation) round trip changed the graph: \(before) → \(after)\n\(text)")
    } catch {
        preconditionFailure("\(notation) writer output does not read back: \(error)\n\(text)")
    }
}

/// Writes `graph` in every notation and generates Swift from it: nothing may crash, and what the PlantUML, Mermaid
/// and SCXML writers produce must read back as the same graph (``DrawingMeaning``).
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
    if DrawingMeaning.canExpress(graph, in: .mermaid) {
        expectSameMeaning(graph, MermaidWriter().write(graph), "Mermaid") { try MermaidReader().read($0) }
    }
}
