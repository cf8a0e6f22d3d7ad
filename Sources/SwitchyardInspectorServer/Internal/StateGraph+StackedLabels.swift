import Switchyard

extension StateGraph {
    /// The graph with the labels of parallel arrows (same source, same target) stacked on the first of them, one
    /// line each, and left off the others; every arrow is still drawn.
    ///
    /// Graphviz sets the labels of parallel edges side by side with no gap between them, and a browser's font is
    /// often wider than Graphviz's estimate of it, so `start` and `welcomeTimedOut` read "startwelcomeTimedOut".
    /// Lines of one label are stacked and cannot run together.
    /// - Complexity: O(*m*) in arrows.
    func stackingParallelLabels() -> StateGraph {
        struct Ends: Hashable {
            var from: GraphTransition.Endpoint
            var to: GraphTransition.Endpoint
        }
        var labels: [Ends: [String]] = [:]
        var first: [Ends: Int] = [:]
        for (index, transition) in transitions.enumerated() {
            let ends = Ends(from: transition.from, to: transition.to)
            if first[ends] == nil { first[ends] = index }
            if let label = transition.label, !label.isEmpty, labels[ends]?.contains(label) != true {
                labels[ends, default: []].append(label)
            }
        }
        var graph = self
        for (index, transition) in transitions.enumerated() {
            let ends = Ends(from: transition.from, to: transition.to)
            let stacked = labels[ends] ?? []
            graph.transitions[index].label =
                first[ends] == index && !stacked.isEmpty ? stacked.joined(separator: "\n") : nil
        }
        return graph
    }
}
