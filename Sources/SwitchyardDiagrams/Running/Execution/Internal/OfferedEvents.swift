/// The events a running drawing offers: the event names of the transitions leaving its active states, innermost
/// states first, then in document order, each name once. Written once for drawings (``DiagramChart``) and SCXML
/// documents (``SCXMLDiagram``), which both ask it.
struct OfferedEvents: Sendable {
    /// For each state with transitions: its depth, and its transitions' positions and event names.
    private let bySource: [String: (depth: Int, transitions: [(order: Int, names: [String])])]

    /// Indexes `transitions` by source.
    /// - Parameters:
    ///   - parents: Each state's parent (top-level states have none).
    ///   - transitions: Each transition's source and the event names it offers, in document order; one with no
    ///     names is skipped (its position still counts).
    /// - Complexity: O(transitions × depth).
    init(parents: [String: String], transitions: [(source: String, names: [String])]) {
        var bySource: [String: (depth: Int, transitions: [(order: Int, names: [String])])] = [:]
        for (order, transition) in transitions.enumerated() where !transition.names.isEmpty {
            if bySource[transition.source] == nil {
                var depth = 0
                var current = parents[transition.source]
                while let parent = current {
                    depth += 1
                    current = parents[parent]
                }
                bySource[transition.source] = (depth, [])
            }
            bySource[transition.source]?.transitions.append((order, transition.names))
        }
        self.bySource = bySource
    }

    /// The names offered while `activeStates` are active: innermost first, then in document order, each once.
    /// - Complexity: O(active states' transitions × log of that), whatever the size of the chart.
    func names(whileActive activeStates: some Sequence<String>) -> [String] {
        var candidates: [(depth: Int, order: Int, name: String)] = []
        for state in activeStates {
            guard let entry = bySource[state] else { continue }
            for (order, names) in entry.transitions {
                for name in names { candidates.append((entry.depth, order, name)) }
            }
        }
        candidates.sort { ($0.depth, -$0.order) > ($1.depth, -$1.order) }
        var seen: Set<String> = []
        return candidates.compactMap { seen.insert($0.name).inserted ? $0.name : nil }
    }
}
