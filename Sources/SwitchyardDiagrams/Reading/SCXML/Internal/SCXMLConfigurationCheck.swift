/// Whether the targets of a default entry (the chart's `initial`, a state's `initial` or `<initial>`, a history's
/// default) form a legal configuration, as SCXML requires: no two targets the same, one inside the other, or in
/// the same region (their nearest common ancestor must be a `<parallel>`). The engine enters what it is given, so
/// the reader refuses what SCXML forbids: two top-level initial states are a drawing, not a chart.
struct SCXMLConfigurationCheck {
    /// Per state id: its parent state's id (`nil`: the chart) and whether the state is a `<parallel>`.
    private var parents: [String: String?] = [:]
    private var parallel: Set<String> = []

    init(_ root: XMLNode) {
        visit(root, parent: nil)
    }

    private mutating func visit(_ node: XMLNode, parent: String?) {
        for child in node.children where SCXMLChartBuilder.stateNames.contains(child.name) {
            guard let id = child.attributes["id"] else { continue }
            parents[id] = parent
            if child.name == "parallel" { parallel.insert(id) }
            visit(child, parent: id)
        }
    }

    /// The first pair of `targets` that cannot be active together, described; `nil` when they can. Unknown ids
    /// are left to the reader's own check.
    func conflict(in targets: [String]) -> String? {
        let known = targets.filter { parents[$0] != nil }
        for (index, first) in known.enumerated() {
            for second in known[(index + 1)...] {
                if first == second { return "'\(first)' is entered twice" }
                let firstPath = ancestors(first)
                let secondPath = ancestors(second)
                if firstPath.contains(second) || secondPath.contains(first) {
                    return "'\(first)' and '\(second)' are one inside the other"
                }
                let common = firstPath.first { secondPath.contains($0) }
                guard let common, parallel.contains(common) else {
                    return "'\(first)' and '\(second)' are in the same region"
                }
            }
        }
        return nil
    }

    /// The ancestors of `id`, innermost first (the chart itself not included).
    private func ancestors(_ id: String) -> [String] {
        var path: [String] = []
        var current = parents[id] ?? nil
        while let parent = current {
            path.append(parent)
            current = parents[parent] ?? nil
        }
        return path
    }
}
