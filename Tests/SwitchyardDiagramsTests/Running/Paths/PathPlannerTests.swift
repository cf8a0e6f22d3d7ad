import Foundation
import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

@Suite(.timeLimit(.minutes(5)))
struct PathPlannerTests {
    static func graph(_ name: String) throws -> StateGraph {
        try DiagramReader.read(
            try WriterTestSupport.example(name), format: name.hasSuffix(".mmd") ? .mermaid : .plantuml)
    }

    @Test func shortestPathsReachEveryStateOfEdit() throws {
        let plan = try PathPlanner.plan(try Self.graph("edit.puml"), cover: .states, file: "edit.puml")
        #expect(plan.initial == "editing")
        #expect(plan.paths.map(\.target) == ["editing", "confirming", "saving", "saved"])
        #expect(
            plan.paths.map(\.events) == [[], ["save"], ["save", "confirm OK"], ["save", "confirm OK", "finish save"]])
        #expect(plan.unreachable.isEmpty)
    }

    @Test(arguments: WriterTestSupport.exampleNames)
    func transitionPathsTakeEveryArrowOfTheExamples(name: String) throws {
        let graph = try Self.graph(name)
        let plan = try PathPlanner.plan(graph, cover: .transitions)
        #expect(plan.untakenTransitionLines.isEmpty)
        #expect(plan.paths.count <= graph.transitions.count)
    }

    @Test func compositesAreReachedThroughTheStatesInside() throws {
        let plan = try PathPlanner.plan(try Self.graph("process.puml"), cover: .states)
        let done = try #require(plan.paths.first { $0.target == "done" })
        #expect(done.events == ["execute", "succeed"])
        #expect(plan.unreachable.isEmpty)
    }

    /// On generated graphs: every path replays on the engine (each step's event is accepted and lands in the
    /// configuration the plan says), and no arrow a replayed path takes is reported as never taken.
    @Test func pathsReplayOnTheEngineForGeneratedGraphs() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 0...50)) { numbers in
            let graph = GraphRecipe.graph(from: numbers, features: .plantUML)
            // Read back from PlantUML so every arrow has its own line to report.
            guard let located = try? DiagramReader.read(PlantUMLWriter().write(graph), format: .plantuml),
                let states = try? PathPlanner.plan(located, cover: .states)
            else { return }
            let transitions = try PathPlanner.plan(located, cover: .transitions)
            var takenLines: Set<Int> = []
            for path in states.paths + transitions.paths {
                var simulation = try DiagramSimulation(located)
                #expect(simulation.current == path.steps.first?.to, "\(path)")
                for step in path.steps.dropFirst() {
                    let taken = simulation.send(step.event ?? "")
                    #expect(taken != nil && taken?.to == step.to, "\(path)")
                    for arrow in taken?.arrows ?? [] {
                        takenLines.insert(located.transitions[arrow].textPosition?.line ?? 0)
                    }
                }
            }
            #expect(takenLines.isDisjoint(with: transitions.untakenTransitionLines), "\(PlantUMLWriter().write(graph))")
        }
    }

    /// A chart with data has a configuration per value: the transition cover ends each path where an arrow is first
    /// taken, so the path to `finish` is the four laps its guard needs, not the deepest of 100,000 laps.
    @Test func transitionPathsAreShortestToTheirArrows() throws {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="idle">
              <datamodel><data id="n" expr="0"/></datamodel>
              <state id="idle"><transition event="go" target="busy"/></state>
              <state id="busy">
                <onentry><assign location="n" expr="n + 1"/></onentry>
                <transition event="back" target="idle"/>
                <transition event="finish" cond="n &gt; 3" target="end"/>
              </state>
              <final id="end"/>
            </scxml>
            """
        let diagram = try SCXMLReader().readDiagram(bytes: Array(chart.utf8))
        let plan = PathPlanner.plan(diagram, cover: .transitions)
        #expect(plan.untakenTransitions.isEmpty)
        #expect(plan.paths.map(\.events) == [["go", "back", "go", "back", "go", "back", "go", "finish"]])
    }
}
