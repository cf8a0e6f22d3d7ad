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
    /// without either, `nil` (the engine then enters the level's first child, as SCXML does).
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
