import Switchyard

extension StateGraph {
    /// The top-level `<<start>>` state a run begins in when the diagram has no top-level `[*]` arrow: PlantUML's
    /// other way to draw the initial pseudo-state (`state s1 <<start>>`). The first one drawn.
    /// - Complexity: O(*n*).
    var topLevelStart: String? {
        states.first { $0.kind == .start && $0.parent == nil }?.id
    }

    /// Every `<<start>>` state, at any level: pseudo-states whose unlabelled arrows are taken at once.
    /// - Complexity: O(*n*).
    var startStateIDs: Set<String> {
        Set(states.lazy.filter { $0.kind == .start }.map(\.id))
    }

    /// The arrows a run of the diagram starts with: the top-level `[*]` arrows, or, when there are none, the
    /// arrows leaving ``topLevelStart``. `DiagramChartBuilder` starts the engine there, and the Swift generators
    /// read the same arrows, so a diagram is generated as it runs.
    /// - Returns: Positions in `transitions`, in file order.
    /// - Complexity: O(*m*).
    func startingArrows() -> [Int] {
        let initial = transitions.indices.filter {
            if case .initial(nil, _) = transitions[$0].from { true } else { false }
        }
        guard initial.isEmpty, let start = topLevelStart else { return initial }
        return transitions.indices.filter { transitions[$0].from == .state(start) }
    }
}
