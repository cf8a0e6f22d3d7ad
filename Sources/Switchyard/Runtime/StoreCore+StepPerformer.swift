// How the store carries out each part of a step; the order of the parts is the one step rule's (`StepRule`), which
// `Machine.take(_:on:by:)` hands the store to.
extension StoreCore: StepPerformer {
    /// Runs the machine's exit or entry action, held by value in the core (called where it is held: returned from
    /// a getter, the closure would be retained and released on each step).
    @inlinable
    @inline(__always)
    func runAction(_ action: StateAction) -> Effect<Event> {
        switch action {
        case .exit: steps.exit?(current.value) ?? .none
        case .entry: steps.enter?(current.value) ?? .none
        }
    }

    /// Tells observers that the current state is being left.
    @inlinable
    func announceLeaving() {
        // The flags, not the arrays they summarize: reading `work` makes no run-time exclusivity check.
        if work.contains(.observers) { notify(.willExit(current.value)) }
    }

    /// Performs the effect; work tied to the current state is registered under its tie, so leaving the state
    /// cancels it.
    @inlinable
    func perform(_ effect: Effect<Event>, tiedToCurrentState: Bool) {
        if !effect.isNone { perform(effect, scopedToState: tiedToCurrentState) }
    }

    /// Cancels the effects tied to the current state; nothing to do when none is.
    @inlinable
    func cancelWorkTiedToCurrentState() {
        if work.contains(.scopedEffects) { cancelEffectsOfCurrentState() }
    }

    /// Commits the step's state; when someone watches (observers, selections, the log), tells them. Always inlined:
    /// called from the step rule's commit closure, the optimizer otherwise leaves it out of line on the send path
    /// (measured: 54 instructions more per routing send).
    @inlinable
    @inline(__always)
    func commit(_ step: Step<State, Event>, on event: Event) {
        let flags = work
        if flags.isDisjoint(with: .afterCommit) {
            // The plain path: nobody to tell, nothing to record.
            if flags.contains(.tracked) {
                commit(step.state, tracked: true)
            } else {
                current.commit(step.state)
            }
        } else {
            // The state left is kept only for observers that are told it (not for the log, selections or
            // observers of commits).
            let old: State? = flags.contains(.previousStateObservers) ? current.value : nil
            commit(step.state, tracked: flags.contains(.tracked))
            announce(from: old, event: event, kind: step.kind, changes: nil)
        }
    }
}
