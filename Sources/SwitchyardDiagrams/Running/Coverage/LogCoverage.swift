public import Switchyard

/// What recorded event sequences — a manual test session, a production log — exercised of a drawing: each sequence
/// is replayed from the drawing's start on the statechart engine (guards and actions over data evaluated as a
/// model-based test evaluates them), and the states, arrows, guard outcomes and pairs of arrows it took are counted.
public enum LogCoverage {
    /// The coverage of `sequences` against `graph`.
    /// - Parameters:
    ///   - sequences: Event names as the drawing's labels name them (a label's event part, or the whole label), one
    ///     list per recorded session; events the drawing does not take in the current configuration are skipped.
    ///   - graph: The drawing.
    ///   - file: The drawing's path, for the `FILE:LINE:COL` of what was never exercised.
    ///   - data: The initial values of the data the drawing's guards use.
    /// - Returns: The coverage.
    /// - Throws: ``DiagramParseError`` when the drawing cannot run (see ``DiagramChart``).
    /// - Complexity: O(events) macrosteps, plus one search of the drawing's configurations for the possible pairs.
    public static func coverage(
        of sequences: [[String]], in graph: StateGraph, file: String, data: [String: Int] = [:]
    ) throws(DiagramParseError) -> ModelCoverage {
        let model = DrawingModel(chart: try DiagramChart(graph), timers: [:])
        var tracker = CoverageTracker()
        for sequence in sequences {
            var run = CoverageTracker()
            let start = model.start(data: data)
            run.record(start, model: model)
            var cursor = start.cursor
            for event in sequence {
                let (move, guards) = model.send(event, to: cursor)
                run.record(guards)
                guard let move else { continue }
                cursor = move.cursor
                run.record(move, model: model)
            }
            tracker.merge(run)
        }
        var names: [String] = []
        for label in model.labels.compactMap(\.self) where !label.event.isEmpty && !names.contains(label.event) {
            names.append(label.event)
        }
        let planning = ModelPlanning(
            model: model, inputs: names.map { (label: $0, kind: .send(variants: 1)) }, data: data)
        let plan = planning.plan()
        var coverage = tracker.report(model: model, file: file, possiblePairs: plan.pairs)
        coverage.truncation = plan.truncation
        return coverage
    }
}
