import Switchyard
import SwitchyardDiagrams

/// The seam where a model-based test consults its model: the runner, planning and coverage only step a
/// ``SteppedModel`` (a drawing run on the statechart engine, or a typed `Statechart`, `Machine` or `Flow` run by
/// its own transition function) and ask it to name what it covered.
protocol RunnableModel: SteppedModel {
    /// The coverage report for what `tracker` recorded.
    /// - Parameters:
    ///   - tracker: What the sequences exercised.
    ///   - file: The drawing's path, for locations (a typed model has none).
    ///   - possiblePairs: Every pair of consecutive arrows the planning found.
    func coverage(of tracker: CoverageTracker, file: String, possiblePairs: Set<ArrowPair>) -> ModelCoverage
}

extension DrawingModel: RunnableModel {
    func coverage(of tracker: CoverageTracker, file: String, possiblePairs: Set<ArrowPair>) -> ModelCoverage {
        tracker.report(model: self, file: file, possiblePairs: possiblePairs)
    }
}

extension RunnableModel {
    /// The most timers one ``SteppedModel/wait(_:from:)`` of a typed model fires. Not a due order (the order is the
    /// timers' own: a chart's delayed sends by ``DelayedSends``, a machine's timer inputs by when their state was
    /// entered) but a bound on one wait's work: it protects the runner from a model whose timers re-arm without
    /// end — a machine's zero-length timer input that re-enters its own state is due again at the same instant, and
    /// a chart that re-sends a short tick to itself delivers one per tick for as long as the wait lasts.
    static var deliveriesPerWait: Int { 1_000 }
}
