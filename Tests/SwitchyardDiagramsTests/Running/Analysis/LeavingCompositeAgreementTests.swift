import PropertyBased
import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// "An arrow from a composite leaves every state inside it" has one statement, the core's
/// ``StateGraph/transitions(leaving:)``; `check`'s dead ends and code generation's flat table ask its index
/// (`LeavingArrows`), `check`'s reachability computes the closure in one walk of its own (see its comment), and all
/// agree with it on generated graphs with nested composites, parallel regions, history targets and arrows to `[*]`.
@Suite(.timeLimit(.minutes(5))) struct LeavingCompositeAgreementTests {
    /// Ten nodes `s0…s9`: per node `[parent choice, region choice, initial/history choice]`; a node with children
    /// is a composite, parallel (two regions) when its region choice is a multiple of 3.
    private static let nodes = Gen.int(in: 0...99).array(of: 3).array(of: 10)
    /// Arrows `[from, to, kind]`: to a state, to a composite's history, or to `[*]`, labelled `e0…e2` or not.
    private static let arrows = Gen.int(in: 0...99).array(of: 3).array(of: 0...30)

    static func graph(nodes: [[Int]], arrows: [[Int]]) -> StateGraph {
        let count = nodes.count
        var parent = [Int](repeating: -1, count: count)
        for node in 1..<count { parent[node] = nodes[node][0] % (node + 1) - 1 }
        let hasChildren = (0..<count).map { node in parent.contains(node) }
        let parallel = (0..<count).map { hasChildren[$0] && nodes[$0][1] % 3 == 0 }
        func region(_ node: Int) -> Int { parent[node] >= 0 && parallel[parent[node]] ? nodes[node][1] % 2 : 0 }
        func id(_ node: Int) -> String { "s\(node)" }
        var graph = StateGraph(title: "generated")
        for node in 0..<count {
            graph.states.append(
                GraphState(
                    id: id(node), kind: hasChildren[node] ? .composite : .simple,
                    parent: parent[node] >= 0 ? id(parent[node]) : nil, region: region(node)))
        }
        graph.transitions.append(GraphTransition(from: .initial(scope: nil, region: 0), to: .state("s0")))
        for composite in 0..<count where hasChildren[composite] && nodes[composite][2] % 4 != 0 {
            for place in 0..<(parallel[composite] ? 2 : 1) {
                guard let first = (0..<count).first(where: { parent[$0] == composite && region($0) == place })
                else { continue }
                graph.transitions.append(
                    GraphTransition(
                        from: .initial(scope: id(composite), region: place), to: .state(id(first)),
                        scope: id(composite), region: place))
                if nodes[composite][2] % 5 == 0 {
                    graph.transitions.append(
                        GraphTransition(
                            from: .history(scope: id(composite), deep: false), to: .state(id(first)),
                            scope: id(composite), region: place))
                }
            }
        }
        for arrow in arrows {
            let from = arrow[0] % count
            let target = arrow[1] % count
            let to: GraphTransition.Endpoint
            switch arrow[2] % 5 {
            case 0:
                to = .final(scope: parent[from] >= 0 ? id(parent[from]) : nil, region: region(from))
            case 1 where hasChildren[target]:
                to = .history(scope: id(target), deep: arrow[2] % 2 == 0)
            default:
                to = .state(id(target))
            }
            graph.transitions.append(
                GraphTransition(
                    from: .state(id(from)), to: to, label: arrow[2] % 7 == 0 ? nil : "e\(arrow[2] % 3)",
                    scope: parent[from] >= 0 ? id(parent[from]) : nil, region: region(from)))
        }
        return graph
    }

    /// Code generation's flat table offers, from every state, exactly the arrows `transitions(leaving:)` lists, in
    /// its order: the state's own, then each enclosing composite's, innermost first.
    @Test func codeGenerationLeavesByTheCoresArrows() async {
        await propertyCheck(count: 300, input: Self.nodes, Self.arrows) { nodes, arrows in
            let graph = Self.graph(nodes: nodes, arrows: arrows)
            let table = FlatTableReading(graph)
            for state in graph.states {
                let moves = table.moves(from: state.id).map { graph.transitions[$0.transition] }
                #expect(moves == graph.transitions(leaving: state.id), "\(state.id) in \(graph)")
            }
        }
    }

    /// `check`: a node has an arrow of its own or an inherited one exactly when `transitions(leaving:)` is not
    /// empty; the reachable states are closed under `transitions(leaving:)`; and the dead ends are the reachable,
    /// non-final leaves that `transitions(leaving:)` offers nothing.
    @Test func checkLeavesByTheCoresArrows() async {
        await propertyCheck(count: 300, input: Self.nodes, Self.arrows) { nodes, arrows in
            let graph = Self.graph(nodes: nodes, arrows: arrows)
            let index = AnalysisIndex(graph)
            let canLeave = GraphAnalysis.hasLeavingArrows(index)
            let analysis = GraphAnalysis(graph)
            let final = Set(graph.finalStates)
            var deadEnds: [String] = []
            for (position, state) in graph.states.enumerated() {
                let leaving = graph.transitions(leaving: state.id)
                #expect(canLeave[position] == !leaving.isEmpty, "\(state.id) in \(graph)")
                guard analysis.reachable.contains(state.id) else { continue }
                for arrow in leaving {
                    switch arrow.to {
                    case .state(let target), .history(let target?, _):
                        #expect(analysis.reachable.contains(target), "\(state.id) → \(target) in \(graph)")
                    case .history(nil, _), .initial, .final:
                        break
                    }
                }
                if state.kind == .simple && !final.contains(state.id) && leaving.isEmpty { deadEnds.append(state.id) }
            }
            #expect(Set(analysis.deadEnds) == Set(deadEnds), "\(graph)")
        }
    }

    /// A `<<start>>` node's arrows are entries, not arrows to leave by: a state whose only "inherited" arrow would be
    /// the start node's of its composite is a dead end, while one inside a composite with an arrow of its own is not
    /// (`check` asks the core's `LeavingArrows`, leaving start nodes out as code generation does).
    @Test func startNodeArrowsAreNoArrowsToLeaveBy() throws {
        let graph = try DiagramReader.read(
            """
            @startuml
            [*] --> Outer
            state Outer {
              state entry <<start>>
              entry --> Stuck
            }
            Outer --> Free : leave
            state Inner {
              state begin <<start>>
              begin --> Waiting
            }
            Free --> Inner : go
            @enduml
            """, format: .plantuml)
        let analysis = GraphAnalysis(graph)
        #expect(analysis.deadEnds == ["Waiting"])
        let canLeave = GraphAnalysis.hasLeavingArrows(AnalysisIndex(graph))
        for (position, state) in graph.states.enumerated() where state.kind == .simple {
            #expect(canLeave[position] == (state.id != "Waiting"), "\(state.id)")
        }
    }
}
