import PropertyBased
import Switchyard
import Testing

@testable import SwitchyardInspectorServer

/// The inspector stacks the labels of parallel arrows before Graphviz lays them out. On any list of arrows: every
/// arrow is still drawn between the same ends, no label is lost or invented, and no two arrows between the same
/// ends both carry a label (which Graphviz would set side by side).
@Suite(.timeLimit(.minutes(5)))
struct StackedLabelsPropertyTests {
    static let labels: [String?] = ["start", "welcomeTimedOut", "", nil, "start / retry", "back"]

    /// Arrows among four states and their pseudo-states, drawn from `numbers`.
    static func graph(_ numbers: [Int]) -> StateGraph {
        let ends: [GraphTransition.Endpoint] = [
            .state("a"), .state("b"), .state("c"), .history(scope: "c", deep: true), .initial(scope: nil, region: 0),
        ]
        var graph = StateGraph(title: "generated")
        graph.states = ["a", "b", "c"].map { GraphState(id: $0) }
        for number in numbers {
            graph.transitions.append(
                GraphTransition(
                    from: ends[number % ends.count], to: ends[(number / ends.count) % ends.count],
                    label: labels[(number / 25) % labels.count]))
        }
        return graph
    }

    struct Ends: Hashable {
        var from: GraphTransition.Endpoint
        var to: GraphTransition.Endpoint
        init(_ transition: GraphTransition) { (from, to) = (transition.from, transition.to) }
    }

    @Test func parallelLabelsAreStackedAndNoneIsLost() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...9_999).array(of: 0...40)) { numbers in
            let graph = Self.graph(numbers)
            let stacked = graph.stackingParallelLabels()
            #expect(stacked.states == graph.states)
            #expect(stacked.transitions.map(Ends.init) == graph.transitions.map(Ends.init))
            var given: [Ends: Set<String>] = [:]
            for transition in graph.transitions {
                if let label = transition.label, !label.isEmpty { given[Ends(transition), default: []].insert(label) }
            }
            var drawn: [Ends: [String]] = [:]
            for transition in stacked.transitions {
                guard let label = transition.label else { continue }
                #expect(drawn[Ends(transition)] == nil, "two labels between the same ends")
                drawn[Ends(transition)] = label.split(separator: "\n", omittingEmptySubsequences: false).map(
                    String.init)
            }
            #expect(drawn.mapValues(Set.init) == given)
            #expect(drawn.values.allSatisfy { Set($0).count == $0.count })
        }
    }
}
