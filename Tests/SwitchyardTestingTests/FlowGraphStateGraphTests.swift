import Switchyard
import SwitchyardDiagrams
import Testing

struct FlowGraphStateGraphTests {
    @Test func flowsBecomeCompositesWithInitialAndFinalArrows() {
        let flow = FlowGraph(
            name: "app",
            nodes: [
                FlowGraph.Node(id: "welcome", name: "welcome", isInitial: true),
                FlowGraph.Node(id: "auth", name: "auth", kind: .flow),
                FlowGraph.Node(id: "auth.register", name: "register", parent: "auth", isInitial: true),
                FlowGraph.Node(id: "auth.done", name: "done", parent: "auth", isFinal: true),
                FlowGraph.Node(id: "main", name: "main"),
            ],
            edges: [
                FlowGraph.Edge(from: "welcome", to: "auth", label: "start"),
                FlowGraph.Edge(from: "auth.register", to: "auth.done", label: "registered"),
                FlowGraph.Edge(from: "auth", to: "main", label: "finished"),
            ])
        let graph = StateGraph(flow)
        #expect(graph.title == "app")
        #expect(graph.states.map(\.id) == ["welcome", "auth", "auth.register", "auth.done", "main"])
        #expect(graph.state(named: "auth")?.kind == .composite)
        #expect(graph.state(named: "auth.register")?.parent == "auth")
        #expect(graph.state(named: "auth.register")?.displayName == "register")
        #expect(graph.state(named: "main")?.displayName == nil)
        #expect(
            graph.transitions == [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("welcome")),
                GraphTransition(
                    from: .initial(scope: "auth", region: 0), to: .state("auth.register"), scope: "auth"),
                GraphTransition(from: .state("welcome"), to: .state("auth"), label: "start"),
                GraphTransition(
                    from: .state("auth.register"), to: .state("auth.done"), label: "registered", scope: "auth"),
                GraphTransition(from: .state("auth"), to: .state("main"), label: "finished"),
                GraphTransition(from: .state("auth.done"), to: .final(scope: "auth", region: 0), scope: "auth"),
            ])
    }
}
