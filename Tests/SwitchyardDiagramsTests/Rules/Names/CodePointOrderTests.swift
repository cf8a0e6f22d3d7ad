import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// Every sorted list is in code point order (``CodePointOrder``), not `String`'s `<`, which orders canonically
/// equivalent text by its normalized form: an `e` followed by a combining acute accent sorts as a precomposed `é`
/// (U+00E9), after `f`, while by code point it comes before `f`.
struct CodePointOrderTests {
    private static let decomposed = "e\u{301}"

    private static func scalars(_ texts: [String]) -> [[UInt32]] {
        texts.map { $0.unicodeScalars.map(\.value) }
    }

    /// A graph whose states and labels are `e` + U+0301 and `f`, with arrows between them both ways.
    private static var graph: StateGraph {
        StateGraph(
            title: "accents",
            states: [GraphState(id: decomposed), GraphState(id: "f")],
            transitions: [
                GraphTransition(from: .initial(scope: nil, region: 0), to: .state("f")),
                GraphTransition(from: .state("f"), to: .state(decomposed), label: "f"),
                GraphTransition(from: .state(decomposed), to: .state("f"), label: decomposed),
            ])
    }

    @Test func codePointOrderIsNotStringOrder() {
        #expect(CodePointOrder.precedes(Self.decomposed, "f"))
        #expect(!CodePointOrder.precedes("f", Self.decomposed))
        #expect(Self.scalars(["f", Self.decomposed].sorted()) == Self.scalars(["f", Self.decomposed]))
        #expect(CodePointOrder.precedes(fields: [Self.decomposed, "z"], ["f", "a"]))
        #expect(CodePointOrder.precedes(fields: ["f", "a"], ["f", "b"]))
        #expect(!CodePointOrder.precedes(fields: ["f", "a"], ["f", "a"]))
    }

    /// The writers' round-trip meaning sorts its events and arrows by code point (it used `String`'s order).
    @Test func drawingMeaningSortsByCodePoint() {
        let meaning = DrawingMeaning(Self.graph)
        #expect(Self.scalars(meaning.events) == Self.scalars([Self.decomposed, "f"]))
        #expect(Self.scalars(meaning.transitions) == Self.scalars(CodePointOrder.sorted(meaning.transitions)))
        #expect(meaning.transitions.count == 3)
        #expect(meaning.transitions[1].unicodeScalars.starts(with: Self.decomposed.unicodeScalars))
    }

    /// `diff` lists states and arrows by code point.
    @Test func graphDiffSortsByCodePoint() {
        let diff = GraphDiff(from: StateGraph(title: "empty"), to: Self.graph)
        #expect(Self.scalars(diff.addedStates) == Self.scalars([Self.decomposed, "f"]))
        let sources = diff.addedTransitions.map(\.from)
        #expect(Self.scalars(sources) == Self.scalars(["[*]", Self.decomposed, "f"]))
    }
}
