import Foundation
import PropertyBased
import SwitchyardDiagrams
import Testing

@Suite(.timeLimit(.minutes(1)))
struct PathPlannerTests {
    static func graph(_ name: String) throws -> StateGraph {
        try DiagramReader.read(
            try WriterTestSupport.example(name), format: name.hasSuffix(".mmd") ? .mermaid : .plantuml)
    }

    @Test func shortestPathsReachEveryStateOfEdit() throws {
        let plan = PathPlanner.plan(try Self.graph("edit.puml"), cover: .states, file: "edit.puml")
        #expect(plan.initial == "editing")
        #expect(plan.paths.map(\.target) == ["editing", "confirming", "saving", "saved"])
        #expect(
            plan.paths.map(\.events) == [[], ["save"], ["save", "confirm OK"], ["save", "confirm OK", "finish save"]])
        #expect(plan.unreachable.isEmpty)
    }

    @Test(arguments: WriterTestSupport.exampleNames)
    func transitionPathsTakeEveryArrowOfTheExamples(name: String) throws {
        let graph = try Self.graph(name)
        let plan = PathPlanner.plan(graph, cover: .transitions)
        #expect(plan.untakenTransitionLines.isEmpty)
        #expect(plan.paths.count <= graph.transitions.count)
    }

    @Test func compositesAreReachedThroughTheStatesInside() throws {
        let plan = PathPlanner.plan(try Self.graph("process.puml"), cover: .states)
        let done = try #require(plan.paths.first { $0.target == "done" })
        #expect(done.events == ["execute", "succeed"])
        #expect(plan.unreachable.isEmpty)
    }

    @Test func jsonHasAVersionAndDecodesBack() throws {
        let plan = PathPlanner.plan(try Self.graph("onboarding.puml"), cover: .transitions, file: "onboarding.puml")
        let json = PathFormatter.json(plan)
        #expect(json.contains("\"version\" : 1"))
        #expect(try JSONDecoder().decode(PathPlan.self, from: Data(json.utf8)) == plan)
    }

    @Test func textShowsOnePathPerLine() throws {
        let text = PathFormatter.text(PathPlanner.plan(try Self.graph("edit.puml"), cover: .states, file: "edit.puml"))
        #expect(
            text == """
                edit.puml: 4 paths cover the states from editing
                editing: (initial)
                confirming: save
                saving: save -> confirm OK
                saved: save -> confirm OK -> finish save

                """)
    }

    /// On generated graphs: paths are chains of real moves, every reached state has a path, and transition
    /// coverage takes every arrow that leaves a reached state.
    @Test func pathsAreValidOnGeneratedGraphs() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 0...50)) { numbers in
            let graph = GraphRecipe.graph(from: numbers, features: .plantUML)
            let machine = GraphMachine(graph)
            let states = PathPlanner.plan(graph, cover: .states)
            for path in states.paths {
                var current: String? = nil
                for (index, step) in path.steps.enumerated() {
                    let options = index == 0 ? machine.initialMoves : machine.moves(from: current ?? "")
                    #expect(options.contains { $0.to == step.to && $0.event == step.event }, "\(path)")
                    current = step.to
                }
            }
            // Read back from PlantUML so every arrow has its own line to report.
            guard let located = try? DiagramReader.read(PlantUMLWriter().write(graph), format: .plantuml) else {
                return
            }
            let locatedMachine = GraphMachine(located)
            let reached = Set(PathPlanner.plan(located, cover: .states).paths.flatMap { $0.steps.compactMap(\.to) })
            var takeable: Set<Int> = []
            for move in locatedMachine.initialMoves {
                takeable.insert(located.transitions[move.transition].location?.line ?? 0)
            }
            for state in reached {
                for move in locatedMachine.moves(from: state) {
                    takeable.insert(located.transitions[move.transition].location?.line ?? 0)
                }
            }
            let untaken = Set(PathPlanner.plan(located, cover: .transitions).untakenTransitionLines)
            #expect(untaken.isDisjoint(with: takeable), "\(PlantUMLWriter().write(graph))")
        }
    }
}
