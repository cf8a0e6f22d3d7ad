import Foundation
import Switchyard
import Testing

/// 0.6's graph API that 0.7 took off the public surface (README, "Migrating") keeps deprecated forwards until 0.8:
/// each gives what the package's own replacement gives. The old calls are written as a user's old code is, in
/// deprecated functions reached through a protocol, so that this target compiles without deprecation warnings.
@Suite struct StateGraphMigrationTests {
    struct Queries: Equatable {
        var index: [String: Int]
        var normalized: StateGraph
        var sameDrawing: Bool
        var children: [GraphState]
        var nested: StateGraph
        var initial: [String]
        var initialInside: [String]
        var pseudoStates: [Bool]
    }

    struct Node: Equatable {
        var state: GraphState
        var displayName: String?
        var descriptions: [String]
        var stereotype: String?
        var color: String?
        var region: Int
        var line: Int?
        var column: Int?
    }

    struct Arrow: Equatable {
        var transition: GraphTransition
        var scope: String?
        var region: Int
        var style: String?
        var line: Int?
    }

    struct Explorer: Equatable {
        var sampleEvents: [AuthEvent]
        var stateLimit: Int
        var names: [String]
        var explored: StateGraph?
        var tableGraph: StateGraph?
        var caseNames: [String]
    }

    protocol OldCode {
        static func queries(of graph: StateGraph) -> Queries
        static func graph(title: String, states: [GraphState], transitions: [GraphTransition]) -> StateGraph
        static func node() -> Node
        static func arrow() -> Arrow
        static func explorer() -> Explorer
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static func queries(of graph: StateGraph) -> Queries {
            Queries(
                index: graph.stateIndex(), normalized: graph.normalized(),
                sameDrawing: graph.structurallyEquals(graph.normalized()), children: graph.children(of: nil),
                nested: graph.nested(under: "outer"), initial: graph.initialStates(),
                initialInside: graph.initialStates(in: "authentication"),
                pseudoStates: [GraphState.Kind.simple, .composite, .choice, .fork, .join, .start, .end].map(
                    \.isPseudoState))
        }

        @available(*, deprecated)
        static func graph(title: String, states: [GraphState], transitions: [GraphTransition]) -> StateGraph {
            let make: (String?, [GraphState], [GraphTransition]) -> StateGraph = StateGraph.init(
                title:states:transitions:)
            return make(title, states, transitions)
        }

        @available(*, deprecated)
        static func node() -> Node {
            var state = GraphState(
                id: "a", kind: .composite, displayName: "Long A", descriptions: ["one"], stereotype: "entryPoint",
                color: "#pink", parent: "p", region: 1, location: SourcePosition(line: 3, column: 4))
            state.color = "#blue"
            state.region = 2
            state.location = SourcePosition(line: 5, column: 6)
            return Node(
                state: state, displayName: state.displayName, descriptions: state.descriptions,
                stereotype: state.stereotype, color: state.color, region: state.region, line: state.location?.line,
                column: state.location?.column)
        }

        @available(*, deprecated)
        static func arrow() -> Arrow {
            var transition = GraphTransition(
                from: .state("a"), to: .state("b"), label: "go", scope: "p", region: 1, style: "right",
                location: SourcePosition(line: 7, column: 1))
            transition.style = "left"
            return Arrow(
                transition: transition, scope: transition.scope, region: transition.region, style: transition.style,
                line: transition.location?.line)
        }

        @available(*, deprecated)
        static func explorer() -> Explorer {
            var explorer = MachineExplorer(Flows.authMachine, sampleEvents: [.chooseRegister], stateLimit: 50)
            explorer.sampleEvents = AuthEvent.allCases
            explorer.stateLimit = 40
            return Explorer(
                sampleEvents: explorer.sampleEvents, stateLimit: explorer.stateLimit,
                names: [
                    explorer.stateName(.register), explorer.eventName(.cancel),
                    explorer.machine.initialState == .choose ? "choose" : "?",
                ],
                explored: explorer.explore(),
                tableGraph: MachineExplorer.table(Flows.authMachine, stateLimit: 40)?.explore(),
                caseNames: [
                    CaseName.of(AppFlowState.authenticating(.register)),
                    CaseName.unqualifiedDescription(of: AppFlowState.authenticating(.register)),
                ])
        }
    }

    static let graph = Flows.app.graph()

    static func check<Code: OldCode>(_: Code.Type) {
        let graph = Self.graph
        #expect(
            Code.queries(of: graph)
                == Queries(
                    index: graph.indexByID(), normalized: graph.withoutPresentation(), sameDrawing: true,
                    children: graph.childStates(of: nil), nested: graph.nestedGraph(under: "outer"),
                    initial: graph.initialStateIDs(), initialInside: graph.initialStateIDs(in: "authentication"),
                    pseudoStates: [false, false, true, true, true, true, true]))
        #expect(Code.queries(of: graph).initialInside == ["authentication.choose"])
        #expect(
            Code.graph(title: "t", states: graph.states, transitions: graph.transitions)
                == StateGraph(title: "t", states: graph.states, transitions: graph.transitions, truncation: nil))

        let node = Code.node()
        #expect(node.state.longName == "Long A" && node.state.descriptionLines == ["one"])
        #expect(node.state.stereotypeText == "entryPoint" && node.state.colorText == "#blue")
        #expect(node.state.regionIndex == 2 && node.state.textPosition == TextPosition(line: 5, column: 6))
        #expect(node.state.parent == "p" && node.state.kind == .composite)
        #expect(
            node
                == Node(
                    state: node.state, displayName: "Long A", descriptions: ["one"], stereotype: "entryPoint",
                    color: "#blue", region: 2, line: 5, column: 6))

        let arrow = Code.arrow()
        #expect(
            arrow.transition
                == GraphTransition(
                    from: .state("a"), to: .state("b"), label: "go", scope: "p", region: 1, style: "left",
                    location: TextPosition(line: 7, column: 1)))
        #expect(arrow == Arrow(transition: arrow.transition, scope: "p", region: 1, style: "left", line: 7))

        let explorer = Code.explorer()
        let today = MachineExplorer(Flows.authMachine, sampleEvents: AuthEvent.allCases, stateLimit: 40)
        #expect(explorer.sampleEvents == AuthEvent.allCases && explorer.stateLimit == 40)
        #expect(explorer.names == ["register", "cancel", "choose"])
        #expect(explorer.explored == today.explore())
        #expect(explorer.tableGraph == MachineExplorer.tableExplorer(Flows.authMachine, stateLimit: 40)?.explore())
        #expect(explorer.tableGraph == today.explore())
        let value = AppFlowState.authenticating(.register)
        #expect(explorer.caseNames == [DefaultNames.of(value), DefaultNames.unqualifiedDescription(of: value)])
        #expect(explorer.caseNames[0] == "authenticating")
    }

    @Test func theGraphForwardsGiveWhatTheirReplacementsGive() {
        Self.check(ZeroSixCode.self)
    }

    @Test func aNodeKeepsItsZeroSixJSONKeys() throws {
        let state = GraphState(id: "a", displayName: "Long", region: 1, location: TextPosition(line: 2, column: 3))
        let text = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        for key in ["\"displayName\"", "\"descriptions\"", "\"region\"", "\"location\""] {
            #expect(text.contains(key), "\(text)")
        }
        let arrow = GraphTransition(from: .state("a"), to: .state("b"), scope: "p", style: "right")
        let arrowText = String(decoding: try JSONEncoder().encode(arrow), as: UTF8.self)
        for key in ["\"scope\"", "\"region\"", "\"style\""] { #expect(arrowText.contains(key), "\(arrowText)") }
    }
}
