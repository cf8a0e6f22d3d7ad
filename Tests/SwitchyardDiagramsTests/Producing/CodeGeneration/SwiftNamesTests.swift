import Switchyard
import SwitchyardDiagrams
import Testing

/// The names generated Swift gives a drawing's states and events (``SwiftNames``), and what the generator refuses.
struct SwiftNamesTests {
    @Test func namesAreUniqueWithinEachEnum() {
        let graph = StateGraph(
            states: [GraphState(id: "CLOSED"), GraphState(id: "closed")],
            transitions: [
                GraphTransition(from: .state("CLOSED"), to: .state("closed"), label: "confirm OK"),
                GraphTransition(from: .state("closed"), to: .state("CLOSED"), label: "confirmOK"),
                GraphTransition(from: .state("closed"), to: .state("closed")),
            ])
        let names = SwiftNames(graph)
        #expect(names.states["CLOSED"] == "closed")
        #expect(names.states["closed"] == "closed2")  // no underscore: lower camel case for swift-format
        #expect(names.events["confirm OK"] == "confirmOK")
        #expect(names.events["confirmOK"] == "confirmOK2")
        #expect(names.events[nil] == "completion")
    }

    @Test func aDiagramWithoutStatesCannotBeGenerated() {
        #expect(throws: CodeGenerationError.self) {
            try SwiftMachineGenerator(typeName: "Empty").generate(StateGraph())
        }
    }
}
