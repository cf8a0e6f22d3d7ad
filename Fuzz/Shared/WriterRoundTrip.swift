// Shared by both fuzzers (built into each by `.ci/fuzz`): what every graph a reader accepts must survive.

/// Writes `graph` in every notation and generates Swift from it: nothing may crash, and what the PlantUML and
/// Mermaid writers produce must read back with the same states.
func exerciseWriters(_ graph: StateGraph) {
    let analysis = GraphAnalysis(graph)
    _ = DOTWriter().write(graph)
    _ = try? SwiftMachineGenerator(typeName: "Fuzz").generate(graph)
    // A drawing the engine cannot run (a join, composites nested too deep) is an error, not a crash.
    _ = try? PathPlanner.plan(graph, cover: .transitions, file: "fuzz")
    if var simulation = try? DiagramSimulation(graph) {
        for event in simulation.acceptedEvents { simulation.send(event) }
    }
    let plantuml = PlantUMLWriter().write(graph)
    do {
        let read = try PlantUMLReader().read(plantuml)
        precondition(GraphAnalysis(read).states == analysis.states, "PlantUML round trip changed the states")
    } catch {
        preconditionFailure("PlantUML writer output does not read back: \(error)\n\(plantuml)")
    }
    // SCXML may refuse a graph no statechart can run; what it writes must read back, runnable, with the same states.
    if let scxml = try? SCXMLWriter().write(graph) {
        do {
            let read = try SCXMLReader().readGraph(bytes: Array(scxml.utf8))
            precondition(GraphAnalysis(read).states == analysis.states, "SCXML round trip changed the states")
        } catch {
            preconditionFailure("SCXML writer output does not read back: \(error)\n\(scxml)")
        }
    }
    let mermaid = MermaidWriter().write(graph)
    if let read = try? MermaidReader().read(mermaid) {
        precondition(GraphAnalysis(read).states == analysis.states, "Mermaid round trip changed the states")
    }
}
