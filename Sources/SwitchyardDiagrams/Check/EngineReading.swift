package import Switchyard

/// Where `check`'s reading of a drawing and the engine's differ, said in `check`'s diagnostics.
///
/// `check`'s fields (`initial`, `unreachable`, `deadEnds`) follow DESIGN.md's structural reading: reachability along
/// the drawn arrows, every arrow out of a reachable state counted. The engine that `trace`, `paths`, `simulate` and
/// conformance run follows SCXML: of several arrows on one event the first in document order is taken (an inner
/// state's before its composite's), a composite without `[*]` enters its first inner state, a chart without a
/// top-level `[*]` starts in its first state. Where the two
/// readings differ on a state, `check` says so at that state, so that it never contradicts the other commands
/// silently:
/// - `unreachable` and `no-initial` findings say when the running chart does reach the state (and how);
/// - `never-entered` (warning): a state the drawn arrows reach but the running chart never enters;
/// - `not-runnable` (warning): a drawing the engine refuses to run (a composite whose `[*]` points outside it), with
///   the engine's reason and place;
/// - `engine-search-limit` (warning): the engine's run stopped at ``configurationLimit`` configurations (or at a run
///   with too many delayed sends pending), so `never-entered` was not checked and the other findings may understate
///   what the running chart enters.
///
/// SCXML documents are checked on their graph only: their conditions and data are run by `trace` and `paths`, not by
/// this comparison.
package enum EngineReading {
    /// The most configurations explored per diagram; past it, only what the engine did reach is reported (a state it
    /// did not reach within the limit may still be reachable).
    package static let configurationLimit = 20_000

    /// Adds the engine's reading to `report`, made from `graph`; a warning (`engine-search-limit`) when the engine's
    /// search stopped at `configurationLimit` configurations, since then `never-entered` is not looked for and what
    /// the running chart reaches may be more than the findings say.
    /// - Parameters:
    ///   - report: The report of a drawing that was read.
    ///   - graph: The drawing.
    ///   - configurationLimit: The most configurations explored.
    package static func reconcile(
        _ report: inout CheckReport, graph: StateGraph, configurationLimit: Int = EngineReading.configurationLimit
    ) {
        // An empty drawing has its own warning (`empty-diagram`), and nothing to run.
        guard !report.states.isEmpty else { return }
        var findings: [Diagnostic] = []
        defer { report.add(findings) }
        let chart: DiagramChart
        do {
            chart = try DiagramChart(graph)
        } catch {
            findings.append(
                Diagnostic(
                    severity: .warning, code: "not-runnable",
                    message: "trace, paths and simulate refuse to run this chart: \(error.message)",
                    line: error.line, column: error.column))
            return
        }
        let plan = PathPlanner.reading(through: chart, limit: configurationLimit)
        if plan.isTruncated {
            findings.append(
                Diagnostic(
                    severity: .warning, code: "engine-search-limit",
                    message: "the running chart was explored up to \(configurationLimit) configurations (or a run "
                        + "with more than \(DiagramChart.pendingLimit) delayed sends pending) and more are reachable: "
                        + "states it did not enter by then may still be entered, and 'never-entered' was not checked",
                    line: 1, column: 1))
        }
        let named = Set(report.states)
        let notEntered = Set(plan.unreachable).intersection(named)
        let entered = named.subtracting(notEntered)
        let locations = Dictionary(
            graph.states.map { ($0.id, $0.textPosition) }, uniquingKeysWith: { first, _ in first })

        if report.initial.isEmpty, let start = plan.initial {
            let reached = entered.count
            for position in report.diagnostics.indices where report.diagnostics[position].code == "no-initial" {
                report.diagnostics[position].message +=
                    "; when run (trace, paths, simulate), the chart starts in '\(start)', its first state in "
                    + "document order as SCXML does, and enters \(reached) of its \(named.count) states"
            }
            return
        }
        let enteredThoughUnreachable = Dictionary(
            report.unreachable.filter(entered.contains).map { (GraphAnalysis.unreachableMessage($0), $0) },
            uniquingKeysWith: { first, _ in first })
        let levels = StateGraph.LevelEntries(graph)
        for position in report.diagnostics.indices where report.diagnostics[position].code == "unreachable" {
            guard let id = enteredThoughUnreachable[report.diagnostics[position].message] else { continue }
            report.diagnostics[position].message +=
                "; when run (trace, paths, simulate), the chart does enter it"
                + (firstChildReason(of: id, in: graph, levels).map { ": \($0)" } ?? "")
        }
        // A limit reached leaves "never entered" unproven.
        guard !plan.isTruncated else { return }
        let structurallyReached = Set(report.states).subtracting(report.unreachable)
        for id in CodePointOrder.sorted(structurallyReached.intersection(notEntered)) {
            let location = locations[id] ?? nil
            findings.append(
                Diagnostic(
                    severity: .warning, code: "never-entered",
                    message: "state '\(id)' is reached by the drawn arrows but never entered when the chart runs "
                        + "(trace, paths, simulate)" + (shadowingReason(into: id, in: graph).map { ": \($0)" } ?? ""),
                    line: location?.line ?? 1, column: location?.column ?? 1))
        }
    }

    /// Why the engine enters `id` though no drawn arrow reaches it, when it is because `id` is the first inner
    /// state of a composite's region drawn without `[*]` or `<<start>>` (``StateGraph/entry(of:region:)`` and
    /// ``StateGraph/firstChild(of:region:)``, the rules the engine runs).
    private static func firstChildReason(
        of id: String, in graph: StateGraph, _ levels: StateGraph.LevelEntries
    ) -> String? {
        guard let state = graph.state(named: id), let parent = state.parent else { return nil }
        switch levels.entry(of: parent, region: state.regionIndex) {
        // The structural reading follows a `<<start>>` node's arrows as the engine does: no difference to explain.
        case .arrows, .start: return nil
        case nil:
            guard levels.firstChild(of: parent, region: state.regionIndex) == id else { return nil }
            return "'\(parent)' has no '[*]' inside it, so entering it enters its first inner state, '\(id)', as "
                + "SCXML does"
        }
    }

    /// Why the engine never takes an arrow into `id`, when it is because its source takes an earlier arrow on the
    /// same label (the first in document order wins).
    private static func shadowingReason(into id: String, in graph: StateGraph) -> String? {
        for (position, arrow) in graph.transitions.enumerated() {
            guard arrow.to.stateID == id, let source = arrow.from.stateID, let label = arrow.label, !label.isEmpty,
                let earlier = graph.transitions[..<position].first(where: {
                    $0.from.stateID == source && $0.label == label && $0.to.stateID != id
                })
            else { continue }
            let line = earlier.textPosition.map { " (line \($0.line))" } ?? ""
            return "'\(source)' takes its first arrow on '\(label)'\(line), to "
                + "'\(earlier.to.stateID ?? CheckReport.name(earlier.to))', so its later one to '\(id)' is never taken"
        }
        return nil
    }
}
