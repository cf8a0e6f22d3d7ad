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
    /// - Complexity: O(*n* + *m*); ask ``LevelEntries`` about many levels.
    func entry(of scope: String?, region: Int) -> LevelEntry? {
        LevelEntries(self).entry(of: scope, region: region)
    }

    /// The state a level without an ``entry(of:region:)`` is entered at: its first child in document order, as
    /// SCXML enters a compound state written without `initial`. The engine (`DiagramChartBuilder` writes it as the
    /// level's initial transition) and `check` both read it. Any kind counts: a level drawn starting with a choice
    /// or an `<<end>>` node is entered there.
    /// - Parameters:
    ///   - scope: The composite (`nil`: the top level).
    ///   - region: The region inside `scope`; ignored at the top level.
    /// - Returns: The first state the graph lists in that level, or `nil` when it lists none.
    /// - Complexity: O(*n* + *m*); ask ``LevelEntries`` about many levels.
    func firstChild(of scope: String?, region: Int) -> String? {
        LevelEntries(self).firstChild(of: scope, region: region)
    }

    /// ``StateGraph/entry(of:region:)`` and ``StateGraph/firstChild(of:region:)`` for every level at once: the rule,
    /// written here only, read in one pass over the graph, so that a caller asking about each composite (the chart
    /// builder, `check`) stays linear.
    struct LevelEntries {
        /// A level: the top level (`scope == nil`, region 0), or one region of a composite.
        private struct Level: Hashable {
            var scope: String?
            var region: Int

            init(_ scope: String?, _ region: Int) {
                self.scope = scope
                self.region = scope == nil ? 0 : region
            }
        }

        /// Each level's `[*]` arrows, by position in `transitions`, in file order.
        private var arrows: [Level: [Int]] = [:]
        /// Each level's first `<<start>>` node.
        private var starts: [Level: String] = [:]
        /// Each level's first state listed.
        private var firstChildren: [Level: String] = [:]

        /// Reads where every level of `graph` is entered.
        /// - Complexity: O(*n* + *m*).
        init(_ graph: StateGraph) {
            for (position, arrow) in graph.transitions.enumerated() {
                if case .initial(let scope, let region) = arrow.from {
                    arrows[Level(scope, region), default: []].append(position)
                }
            }
            for state in graph.states where state.parent != state.id {
                let level = Level(state.parent, state.regionIndex)
                if firstChildren[level] == nil { firstChildren[level] = state.id }
                if state.kind == .start && starts[level] == nil { starts[level] = state.id }
            }
        }

        /// ``StateGraph/entry(of:region:)``.
        /// - Complexity: O(1).
        func entry(of scope: String?, region: Int) -> LevelEntry? {
            let level = Level(scope, region)
            if let positions = arrows[level] { return .arrows(positions) }
            return starts[level].map { .start($0) }
        }

        /// ``StateGraph/firstChild(of:region:)``.
        /// - Complexity: O(1).
        func firstChild(of scope: String?, region: Int) -> String? {
            firstChildren[Level(scope, region)]
        }
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
