import Foundation
import Switchyard
import Testing

/// `StateGraph.nestedGraph(under:)` (how a child flow's graph sits in its parent's) and the graph's JSON form (the
/// inspector's wire format carries it).
struct StateGraphNestingTests {
    static let child = StateGraph(
        title: "auth",
        states: [GraphState(id: "register"), GraphState(id: "form", kind: .composite), GraphState(id: "done")],
        transitions: [
            GraphTransition(from: .initial(scope: nil, region: 0), to: .state("register")),
            GraphTransition(from: .state("register"), to: .state("done"), label: "registered"),
            GraphTransition(from: .state("done"), to: .history(scope: "form", deep: true), scope: "form"),
            GraphTransition(from: .state("done"), to: .final(scope: nil, region: 0)),
        ])

    @Test func nestingQualifiesIdentifiersAndPlacesTheTopLevelInTheParent() {
        let nested = Self.child.nestedGraph(under: "auth")
        #expect(nested.title == "auth")
        #expect(nested.states.map(\.id) == ["auth.register", "auth.form", "auth.done"])
        #expect(nested.states.map(\.parent) == ["auth", "auth", "auth"])
        #expect(nested.states.map(\.longName) == ["register", "form", "done"])
        #expect(
            nested.transitions == [
                GraphTransition(from: .initial(scope: "auth", region: 0), to: .state("auth.register"), scope: "auth"),
                GraphTransition(
                    from: .state("auth.register"), to: .state("auth.done"), label: "registered", scope: "auth"),
                GraphTransition(
                    from: .state("auth.done"), to: .history(scope: "auth.form", deep: true), scope: "auth.form"),
                GraphTransition(from: .state("auth.done"), to: .final(scope: "auth", region: 0), scope: "auth"),
            ])
        #expect(nested.initialStateIDs(in: "auth") == ["auth.register"])
        #expect(nested.finalStates == ["auth.done"])
    }

    @Test func theJSONFormNamesEachEndsKindAndReadsBack() throws {
        let data = try JSONEncoder().encode(Self.child.transitions[0])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""from":{"initial":{"region":0}}"#))
        #expect(text.contains(#""to":{"state":"register"}"#))
        let decoded = try JSONDecoder().decode(StateGraph.self, from: JSONEncoder().encode(Self.child))
        #expect(decoded == Self.child)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(GraphTransition.Endpoint.self, from: Data(#"{"state":"a","final":{}}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(GraphTransition.Endpoint.self, from: Data(#"{}"#.utf8))
        }
    }
}
