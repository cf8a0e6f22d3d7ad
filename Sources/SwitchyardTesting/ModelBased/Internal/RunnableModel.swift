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

    /// The implementation's effects that the model itself keeps running at `cursor`, so they may outlive the state
    /// they were started in: a statechart's pending delayed sends (SCXML's `<send delay>` outlives its state unless
    /// cancelled). Their timing is checked by the model's timers instead.
    /// - Parameter cursor: Where the model is.
    /// - Returns: The effects' ids, as the store names them.
    func pendingEffects(at cursor: Cursor) -> Set<EffectID>
}

extension RunnableModel {
    func pendingEffects(at cursor: Cursor) -> Set<EffectID> { [] }
}

extension DrawingModel: RunnableModel {
    func coverage(of tracker: CoverageTracker, file: String, possiblePairs: Set<ArrowPair>) -> ModelCoverage {
        tracker.report(model: self, file: file, possiblePairs: possiblePairs)
    }
}
