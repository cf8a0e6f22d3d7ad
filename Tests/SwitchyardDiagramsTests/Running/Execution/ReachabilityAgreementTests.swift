import Switchyard
import SwitchyardDiagrams
import Testing

/// `check`'s reachability (a fast walk of the graph) and the engine's (paths over configurations) agree on which
/// states of the example drawings can be reached. On generated drawings they still differ where a drawing is vague
/// (see the RunningDiagrams article): a level without `[*]` or with several, two unlabelled arrows from one state,
/// a `<<start>>` node beside a `[*]` arrow in one level, arrows out of `<<end>>`, and a composite entered only by an arrow drawn
/// at top level to a state inside it.
struct ReachabilityAgreementTests {
    @Test(arguments: ["media-player.puml", "process.puml", "onboarding.puml", "registration.puml", "edit.puml"])
    func examplesAgree(file: String) throws {
        let graph = try DiagramReader.read(try WriterTestSupport.example(file), format: .plantuml)
        let plan = try PathPlanner.plan(graph, cover: .states)
        let states = Set(graph.states.filter { !$0.kind.isPseudo }.map(\.id))
        #expect(
            Set(GraphAnalysis(graph).unreachable).intersection(states) == Set(plan.unreachable).intersection(states))
    }
}
