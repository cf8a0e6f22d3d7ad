import Switchyard
import SwitchyardDiagrams
import Testing

/// Writers, paths and code generation walk composites without recursion and keep output linear in the graph, so
/// a composite nesting 100,000 deep (which the readers accept) is written, not a stack overflow.
struct DeepNestingTests {
    static let depth = 100_000

    /// `C0 { C1 { … { leaf } } }`, entered from `[*]`, with one arrow leaving the outermost composite.
    static let graph: StateGraph = {
        var graph = StateGraph()
        for level in 0..<depth {
            graph.states.append(
                GraphState(id: "C\(level)", kind: .composite, parent: level == 0 ? nil : "C\(level - 1)"))
        }
        graph.states.append(GraphState(id: "leaf", parent: "C\(depth - 1)"))
        graph.states.append(GraphState(id: "out"))
        graph.transitions.append(GraphTransition(from: .initial(scope: nil, region: 0), to: .state("leaf")))
        graph.transitions.append(GraphTransition(from: .state("C0"), to: .state("out"), label: "leave"))
        return graph
    }()

    @Test func writersHandleDeepNesting() throws {
        let plantuml = PlantUMLWriter().write(Self.graph)
        #expect(plantuml.utf8.count < 160 * Self.depth)
        let read = try DiagramReader.read(plantuml, format: .plantuml)
        #expect(read.isStructurallyEqual(to: Self.graph))
        #expect(MermaidWriter().write(Self.graph).utf8.count < 200 * Self.depth)
        #expect(DOTWriter().write(Self.graph).utf8.count < 400 * Self.depth)
    }

    /// The SCXML writer writes elements recursively and its output is a chart the engine runs, so a nesting deeper
    /// than a chart can run is refused with a ``RenderError`` rather than a stack overflow; 200 levels are written.
    @Test func scxmlRefusesANestingTooDeepToRun() throws {
        #expect(throws: RenderError.self) { try SCXMLWriter().write(Self.graph) }
        var shallow = StateGraph()
        for level in 0..<200 {
            shallow.states.append(
                GraphState(id: "C\(level)", kind: .composite, parent: level == 0 ? nil : "C\(level - 1)"))
        }
        shallow.states.append(GraphState(id: "leaf", parent: "C199"))
        shallow.transitions.append(GraphTransition(from: .initial(scope: nil, region: 0), to: .state("leaf")))
        let text = try SCXMLWriter().write(shallow)
        #expect(try SCXMLReader().readGraph(bytes: Array(text.utf8)).states.count == 201)
    }

    /// The statechart engine recurses over the nesting, so running a chart that deep is refused with a position
    /// rather than a stack overflow; a nesting of 200 runs.
    @Test func pathsRefuseANestingTooDeepToRun() throws {
        #expect(throws: DiagramParseError.self) { try PathPlanner.plan(Self.graph, cover: .transitions) }
        var shallow = StateGraph()
        for level in 0..<200 {
            shallow.states.append(
                GraphState(id: "C\(level)", kind: .composite, parent: level == 0 ? nil : "C\(level - 1)"))
        }
        shallow.states.append(GraphState(id: "leaf", parent: "C199"))
        shallow.states.append(GraphState(id: "out"))
        shallow.transitions = Array(Self.graph.transitions)
        let plan = try PathPlanner.plan(shallow, cover: .transitions)
        #expect(plan.untakenTransitionLines.isEmpty)
        #expect(plan.paths.last?.events == ["leave"])
    }
}
