public import Switchyard

/// Compares an explored machine graph (`MachineExplorer`) with a drawn diagram, reading the diagram by running it
/// on the one statechart engine (``DiagramChart``), as ``ChartConformance``, `paths` and `simulate` do: an arrow
/// the drawing shows is a move its chart makes, so a drawing means the same thing to every tool.
///
/// The diagram's moves are found by a breadth-first search over the configurations its chart reaches, with the
/// chart's one adjacency (the moves `paths` and `diff` take; a drawing makes no delayed sends, so none lets time
/// pass), sending in each one every event a labelled arrow names (its ``EventLabel/eventName``, and the whole label when that differs,
/// so each guarded alternative is taken). A move is reported at the level of detail the machine names: a drawn
/// state counts as its nearest enclosing state that the machine names (a `done` case with a payload stands for the
/// `success` and `failure` states drawn inside `done`). So an arrow leaving a composite applies in every state
/// inside it unless an inner arrow takes the event first, and an arrow into a composite ends where the engine's
/// default entry ends, in every region. Moves into a final state (`[*]`) and unlabelled arrows (taken with the
/// event ``DiagramChart/completionEvent`` so the states after them are explored) are not compared.
public enum DiagramConformance {
    /// The most configurations of the diagram's chart a comparison explores.
    package static let defaultConfigurationLimit = 100_000

    /// The differences between `machine` (explored) and `diagram`.
    /// - Parameters:
    ///   - machine: The explored graph: an initial arrow and labelled arrows between named states.
    ///   - diagram: The drawing.
    /// - Returns: Missing and extra transitions and states, sorted by code point; only
    ///   ``ConformanceReport/diagramError`` when the drawing cannot run (a join, see ``DiagramChart``). When the
    ///   machine's graph was cut short (its `StateGraph.truncation`) or the diagram has more than 100,000
    ///   configurations, ``ConformanceReport/truncation`` says so and the report does not conform.
    /// - Complexity: O(configurations × events) macrosteps of the diagram's chart, plus O(*n* + *m*) in the
    ///   machine's graph and sorting the differences.
    public static func compare(machine: StateGraph, diagram: StateGraph) -> ConformanceReport {
        compare(machine: machine, diagram: diagram, configurationLimit: defaultConfigurationLimit)
    }

    /// ``compare(machine:diagram:)`` exploring at most `configurationLimit` configurations of the diagram.
    package static func compare(
        machine: StateGraph, diagram: StateGraph, configurationLimit: Int
    ) -> ConformanceReport {
        let chart: DiagramChart
        do {
            chart = try DiagramChart(diagram)
        } catch {
            return ConformanceReport(diagramError: error)
        }
        let names = MachineLevel(machine: machine, chart: chart)
        let key = SwiftIdentifier.lowerCamelCase
        let moves = diagramMoves(of: chart, named: names, limit: configurationLimit)
        var expected: [[String]: ConformanceReport.Arrow] = [:]
        for arrow in moves.arrows { expected[[key(arrow.from), key(arrow.event), key(arrow.to)]] = arrow }
        var actual: [[String]: ConformanceReport.Arrow] = [:]
        var machineInitial: String?
        for transition in machine.transitions {
            guard case .state(let to) = transition.to else { continue }
            switch transition.from {
            case .initial: machineInitial = machineInitial ?? to
            case .state(let from):
                let event = transition.label ?? ""
                actual[[key(from), key(event), key(to)]] = ConformanceReport.Arrow(from: from, event: event, to: to)
            case .final, .history: continue
            }
        }
        var report = ConformanceReport()
        let cuts = [
            machine.truncation.map { "the machine's graph is incomplete: \($0)" },
            moves.isCut
                ? "the diagram's configurations were explored up to the limit of \(configurationLimit), more are "
                    + "reachable" : nil,
        ].compactMap { $0 }
        if !cuts.isEmpty { report.truncation = cuts.joined(separator: "; ") }
        report.missingTransitions = sorted(expected.filter { actual[$0.key] == nil }.map(\.value))
        report.extraTransitions = sorted(actual.filter { expected[$0.key] == nil }.map(\.value))
        // Named pseudo-states (a choice point a generated machine keeps as a case) count as drawn.
        let drawn = Set(diagram.states.compactMap { names.level($0.id) }.map(key))
        report.extraStates = CodePointOrder.sorted(machine.states.map(\.id).filter { !drawn.contains(key($0)) })
        let reached = Set(machine.states.map { key($0.id) })
        report.missingStates = CodePointOrder.sorted(
            diagram.states.filter { state in
                !state.kind.isPseudo && names.level(state.id) == nil
                    && names.namedInside(state.id).allSatisfy { !reached.contains(key($0)) }
            }.map(\.id))
        if let diagramInitial = moves.initial, let machineInitial, key(diagramInitial) != key(machineInitial) {
            report.initialMismatch = [diagramInitial, machineInitial]
        }
        // A cut hides what lies beyond it, so only the differences it cannot hide are listed: what a machine cut
        // short did not reach, or a transition a cut diagram search did not see, may be there.
        if machine.truncation != nil {
            report.missingStates = []
            report.missingTransitions = []
        }
        if moves.isCut { report.extraTransitions = [] }
        return report
    }

    /// The diagram's moves at the machine's level, found by running its chart from the initial configuration; the
    /// initial configuration's name when the drawing has a top-level `[*]` arrow; and whether the search stopped at
    /// `limit` configurations with more reachable.
    static func diagramMoves(
        of chart: DiagramChart, named names: MachineLevel, limit: Int
    ) -> (arrows: [ConformanceReport.Arrow], initial: String?, isCut: Bool) {
        // Each event a labelled arrow names, once, in drawing order: (what to send, what the report calls it).
        var events: [(send: String, name: String)] = []
        var seen: Set<String> = []
        for transition in chart.graph.transitions {
            guard case .state = transition.from, let label = transition.label, !label.isEmpty else { continue }
            let name = EventLabel(label).eventName
            // The engine's names for the arrow, its event first (an action-only label is taken only by its text).
            for send in EventLabel.names(taking: label).reversed() where seen.insert(send).inserted {
                events.append((send, name))
            }
        }
        if seen.insert(DiagramChart.completionEvent).inserted {
            events.append((DiagramChart.completionEvent, DiagramChart.completionEvent))
        }
        let sends = events.map(\.send)
        let byName = Dictionary(events.map { ($0.send, $0) }, uniquingKeysWith: { first, _ in first })
        let start = DiagramRun(chart.start())
        var arrows: [ConformanceReport.Arrow] = []
        var isCut = false
        _ = BreadthFirstSearch<DiagramRun, DiagramRun.Key, Int>(
            from: [start], limit: limit, key: \.key,
            successors: { run in
                guard run.name != nil else { return [] }
                // A run the adjacency does not search from (too many pending sends) is a cut as the limit is.
                guard let moves = chart.moves(from: run, offering: sends) else {
                    isCut = true
                    return []
                }
                let from = names.name(of: run.activeStates)
                var next: [(edge: Int, node: DiagramRun)] = []
                for move in moves {
                    guard let send = move.event, let event = byName[send] else { continue }
                    let (after, taken) = (move.run, move.arrows)
                    next.append((0, after))
                    // Unlabelled arrows, moves into a final state and moves that stop the chart are not compared.
                    guard event.send != DiagramChart.completionEvent, after.name != nil, let first = taken.first
                    else { continue }
                    switch chart.graph.transitions[first].to {
                    case .state, .history: break
                    case .final, .initial: continue
                    }
                    arrows.append(
                        ConformanceReport.Arrow(from: from, event: event.name, to: names.name(of: after.activeStates)))
                }
                return next
            },
            visit: { _, _, to, _ in
                // The limit refused a new configuration: its moves were not looked at.
                if to == nil { isCut = true }
                return true
            })
        let initial = chart.initialArrow != nil && start.name != nil ? names.name(of: start.activeStates) : nil
        return (arrows, initial, isCut)
    }

    private static func sorted(_ arrows: [ConformanceReport.Arrow]) -> [ConformanceReport.Arrow] {
        arrows.sorted { CodePointOrder.precedes(fields: [$0.from, $0.event, $0.to], [$1.from, $1.event, $1.to]) }
    }
}
