import PropertyBased
import SwitchyardDiagrams
import Testing

/// `check`'s reachability (a fast walk of the graph) and the engine's (paths over configurations) agree on which
/// states of a drawing can be reached.
struct ReachabilityAgreementTests {
    @Test(arguments: ["media-player.puml", "process.puml", "onboarding.puml", "registration.puml", "edit.puml"])
    func examplesAgree(file: String) throws {
        let graph = try DiagramReader.read(try WriterTestSupport.example(file), format: .plantuml)
        let plan = try PathPlanner.plan(graph, cover: .states)
        let states = Set(graph.states.filter { !$0.kind.isPseudoState }.map(\.id))
        #expect(
            Set(GraphAnalysis(graph).unreachable).intersection(states) == Set(plan.unreachable).intersection(states))
    }

    /// Where a level has no `[*]`, or several, the two differ by design: `check` reports the states of a level
    /// without one unreachable (the drawing does not say where to start) and counts every `[*]` arrow of a level,
    /// while the engine, like SCXML, enters the first state of a level without one and takes the first `[*]`
    /// arrow of a level with several. So only drawings that say once where every level starts are compared.
    @Test func generatedGraphsAgree() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 0...40)) { numbers in
            let graph = GraphRecipe.graph(from: numbers, features: .plantUML)
            var started: [String: Int] = [:]
            for arrow in graph.transitions {
                if case .initial(let scope, let region) = arrow.from {
                    started["\(scope ?? "")#\(region)", default: 0] += 1
                }
            }
            let levels = Set(graph.states.map { "\($0.parent ?? "")#\($0.region)" })
            guard levels.allSatisfy({ started[$0] == 1 }), let plan = try? PathPlanner.plan(graph, cover: .states)
            else { return }
            let states = Set(graph.states.filter { !$0.kind.isPseudoState }.map(\.id))
            let analysis = Set(GraphAnalysis(graph).unreachable).intersection(states)
            let engine = Set(plan.unreachable).intersection(states)
            #expect(analysis == engine, "\(PlantUMLWriter().write(graph))")
        }
    }
}
