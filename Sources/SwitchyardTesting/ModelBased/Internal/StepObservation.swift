/// What a sequence run observed beside the implementation's state: the step under way (its number and the model
/// states it exited) and the flags the run reports at its end (following observed events cut short, a step that
/// waited out the timeout). A value of its own so that ``SequenceRun`` keeps only what it holds — the store, the
/// model, the transcript — and resets a step's observation in one place.
struct StepObservation {
    /// The steps performed so far (0: the start).
    private(set) var stepNumber = 0
    /// The model states the step under way exited, those it re-entered included.
    var exited: Set<String> = []
    /// Whether following observed events stopped at ``SteppedModel/observedFollowLimit`` after the last move, which
    /// the check then names.
    var observedCutNow = false
    /// Whether following observed events stopped so at the start or some step, while the model could still follow
    /// one toward the implementation's state.
    private(set) var observedCut = false
    /// Whether some step waited the whole ``ModelTest/timeout`` for work that neither parked nor finished.
    var waitedOutTimeout = false

    /// Starts the next step: its number, nothing exited yet.
    mutating func beginStep() {
        stepNumber += 1
        exited = []
    }

    /// Records that following observed events ended without reaching the implementation's state, cut at the limit
    /// when `isCut`.
    mutating func followingStopped(isCut: Bool) {
        observedCutNow = isCut
        observedCut = observedCut || isCut
    }
}
