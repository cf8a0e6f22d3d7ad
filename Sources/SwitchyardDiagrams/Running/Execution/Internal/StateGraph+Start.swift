import Switchyard

extension StateGraph {
    /// How a level of a drawing is entered: by its `[*]` arrows, or at a `<<start>>` node.
    enum LevelEntry: Equatable {
        /// The level's `[*]` arrows, by position in `transitions`, in file order (one in a chart that runs).
        case arrows([Int])
        /// The level's first `<<start>>` node, drawn without a `[*]` arrow: PlantUML's other way to draw the initial
        /// pseudo-state (`state s1 <<start>>`); its arrows are taken at once.
        case start(String)
    }

    /// Where a level is entered: the one rule the engine (`DiagramChartBuilder`), the writers, the Swift generators
    /// and `check` all read. A level is entered by its `[*]` arrows; without one, at its first `<<start>>` node;
    /// without either, `nil` (the engine then enters the level's ``firstChild(of:region:)``, as SCXML does).
    /// - Parameters:
    ///   - scope: The composite (`nil`: the top level, whose regions are one level as the engine runs it).
    ///   - region: The region inside `scope`; ignored at the top level.
    /// - Complexity: O(*n* + *m*).
    func entry(of scope: String?, region: Int) -> LevelEntry? {
        func inLevel(_ owner: String?, _ index: Int) -> Bool {
            owner == scope && (scope == nil || index == region)
        }
        let arrows = transitions.indices.filter {
            if case .initial(let owner, let index) = transitions[$0].from { inLevel(owner, index) } else { false }
        }
        if !arrows.isEmpty { return .arrows(arrows) }
        return states.first { $0.kind == .start && $0.parent != $0.id && inLevel($0.parent, $0.regionIndex) }
            .map { .start($0.id) }
    }

    /// The state a level without an ``entry(of:region:)`` is entered at: its first child in document order, as
    /// SCXML enters a compound state written without `initial`. The engine (`DiagramChartBuilder` writes it as the
    /// level's initial transition) and `check` both read it. Any kind counts: a level drawn starting with a choice
    /// or an `<<end>>` node is entered there.
    /// - Parameters:
    ///   - scope: The composite (`nil`: the top level).
    ///   - region: The region inside `scope`; ignored at the top level.
    /// - Returns: The first state the graph lists in that level, or `nil` when it lists none.
    /// - Complexity: O(*n*).
    func firstChild(of scope: String?, region: Int) -> String? {
        states.first { $0.parent == scope && $0.parent != $0.id && (scope == nil || $0.regionIndex == region) }?.id
    }

    /// How many concurrent regions each composite has, by id: one more than the highest region its states, `[*]`
    /// arrows and final `[*]` ends are drawn in. A composite absent from the result has one region.
    /// - Complexity: O(*n* + *m*).
    func regionCounts() -> [String: Int] {
        var counts: [String: Int] = [:]
        var seen: Set<String> = []
        for state in states where seen.insert(state.id).inserted {
            if let parent = state.parent { counts[parent] = max(counts[parent] ?? 1, state.regionIndex + 1) }
        }
        for arrow in transitions {
            for endpoint in [arrow.from, arrow.to] {
                switch endpoint {
                case .initial(let scope?, let region), .final(let scope?, let region):
                    counts[scope] = max(counts[scope] ?? 1, region + 1)
                default: break
                }
            }
        }
        return counts
    }

    /// Every `<<start>>` state, at any level: pseudo-states whose unlabelled arrows are taken at once.
    /// - Complexity: O(*n*).
    var startStateIDs: Set<String> {
        Set(states.lazy.filter { $0.kind == .start }.map(\.id))
    }

    /// The arrows a run of the diagram starts with: the top level's ``entry(of:region:)``, its `[*]` arrows or the
    /// arrows leaving its `<<start>>` node. The Swift generators read these arrows, so a diagram is generated as it
    /// runs.
    /// - Returns: Positions in `transitions`, in file order.
    /// - Complexity: O(*n* + *m*).
    func startingArrows() -> [Int] {
        switch entry(of: nil, region: 0) {
        case .arrows(let positions): positions
        case .start(let start): transitions.indices.filter { transitions[$0].from == .state(start) }
        case nil: []
        }
    }
}
