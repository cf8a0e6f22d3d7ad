// How the store carries out each part of a step; the order of the parts is `Machine.take(_:on:by:)`'s.
extension StoreCore: StepPerformer {
    /// Leaving a state: tell observers, run its exit action, cancel the effects tied to it.
    @inlinable
    func leave(exitAction: Effect<Event>) {
        // The flags, not the arrays they summarize: reading `work` makes no run-time exclusivity check.
        if work.contains(.observers) { notify(.willExit(current.value)) }
        if !exitAction.isNone { perform(exitAction, scopedToState: false) }
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

    @inlinable
    func perform(transitionEffect effect: Effect<Event>) {
        if !effect.isNone { perform(effect, scopedToState: false) }
    }

    @inlinable
    func arrive(entryAction: Effect<Event>) {
        if !entryAction.isNone { perform(entryAction, scopedToState: true) }
    }
}
