// How the store runs its machine for one event: decide and take the step, or change the state in place.
extension StoreCore {
    /// Runs the machine for one event and performs the outcome. Called by `dispatch`, or by the innermost middleware.
    ///
    /// The order of a step's parts is the machine's one step rule (``Machine/take(_:on:by:)``); how the store
    /// carries out each part is in StoreCore+StepPerformer.swift.
    /// - Complexity: O(1) plus the machine's own work; no allocation on the plain path.
    @inlinable
    func apply(_ event: Event) {
        switch form {
        case .deciding:
            guard let step = decide(currentState, event) else {
                reject(event)
                return
            }
            Machine.take(step, on: event, exit: exit, enter: enter, by: self)
        case .numbered:
            // A table: the rule is found from the current state's number, and the step gives the next number,
            // which becomes current when the step commits.
            guard let (step, number) = decideNumbered(currentNumber, currentState, event) else {
                reject(event)
                return
            }
            nextNumber = number
            Machine.take(step, on: event, exit: exit, enter: enter, by: self)
        case .reducing:
            reduceInPlace(event)
        case .reducingReportingChanges:
            applyInPlace(event) { state, changes in reduceReportingChanges(&state, event, &changes) }
        case .steppingInPlace:
            // A machine that may ignore an event and runs in place like a reducer (a statechart). When someone
            // needs the state a step leaves, the step is decided on a copy and taken by the one rule: after a read
            // of `state`, Observation may be tracking it and must hear "will change" before a change and never for
            // an ignored event, which is known only after the step; observers are told will-exit and did-enter for
            // a step that exits or enters states (the chart's own exits and entries are in its effect).
            if !work.isDisjoint(with: [.tracked, .previousStateObservers]) {
                guard let step = decide(currentState, event) else {
                    reject(event)
                    return
                }
                Machine.take(step, on: event, exit: exit, enter: enter, by: self)
            } else {
                applyInPlace(event, stepInPlace)
            }
        }
    }

    /// Stores the new state (and, for a table, its number), telling Observation when someone may be tracking it.
    ///
    /// Observation's tracking is one-shot: the first change after a read in a tracking scope ends that tracking, and
    /// a view tracks again only by reading `state` again, which sets `.tracked` again. So after telling the
    /// registrar once, the store skips it (its lock and retains) until the next read.
    @inlinable
    func commit(_ state: State, tracked: Bool) {
        if tracked {
            willSet()
            currentState = state
            currentNumber = nextNumber
            didSet()
            work.remove(.tracked)
        } else {
            currentState = state
            currentNumber = nextNumber
        }
    }

    /// A plain reducer's step: when nobody watches (no observers, selections, log or possible Observation tracking),
    /// the reducer runs on the stored state and nothing else is done but its effect; otherwise
    /// `applyInPlace(_:_:)` (reducers).
    @inlinable
    func reduceInPlace(_ event: Event) {
        let flags = work
        guard flags.isDisjoint(with: StoreWork.afterCommit.union(.tracked)) else {
            applyInPlace(event) { state, _ in reduce(&state, event) }
            return
        }
        work = flags.union(.reducing)
        let effect = reduce(&currentState, event)
        work.remove(.reducing)
        if !effect.isNone { perform(effect, scopedToState: false) }
    }

    /// A reducer step, run on the stored state in place: when nobody needs the old value — no observers, or only
    /// observers of commits — a large state (arrays, dictionaries) is mutated without being copied. `reduce` gets the
    /// state and the report of changed parts, which a reducer that reports nothing leaves saying "everything".
    @inlinable
    func applyInPlace(_ event: Event, _ reduce: (inout State, inout ChangeSet) -> Effect<Event>) {
        let flags = work
        let old: State? = flags.contains(.previousStateObservers) ? currentState : nil
        let tracked = flags.contains(.tracked)
        if tracked { willSet() }
        work = flags.union(.reducing)
        // Parts are looked up only while someone watches one.
        var changes = ChangeSet(index: flags.contains(.partedSelections) ? partIndex : nil)
        changes.isEverything = form != .reducingReportingChanges
        let effect = reduce(&currentState, &changes)
        work.remove(.reducing)
        if tracked {
            didSet()
            work.remove(.tracked)
        }
        if !flags.isDisjoint(with: .afterCommit) { afterReduce(from: old, event: event, changes: changes) }
        if !effect.isNone { perform(effect, scopedToState: false) }
    }

    /// An internal step that may ignore the event, run on the stored state in place (see
    /// `applyInPlace(_:_:)` (reducers)): when the step returns `nil` the
    /// event is rejected and the state, which the step left as it was, stays committed. Never called while `.tracked`
    /// is set, so Observation is not told.
    @inlinable
    func applyInPlace(_ event: Event, _ step: (inout State, Event) -> Effect<Event>?) {
        let flags = work
        let old: State? = flags.contains(.previousStateObservers) ? currentState : nil
        work = flags.union(.reducing)
        let effect = step(&currentState, event)
        work.remove(.reducing)
        guard let effect else {
            reject(event)
            return
        }
        if !flags.isDisjoint(with: .afterCommit) {
            var changes = ChangeSet(index: nil)
            changes.isEverything = true
            afterReduce(from: old, event: event, changes: changes)
        }
        if !effect.isNone { perform(effect, scopedToState: false) }
    }

    @inlinable
    func afterReduce(from old: State?, event: Event, changes: ChangeSet) {
        let flags = work
        if flags.contains(.log) { existingBookkeeping?.log?.record(event, accepted: true, state: currentState) }
        // The flag, not the list, says whether there are observers: a flag is read without an exclusivity check.
        if flags.contains(.observers) {
            if let old {
                notify(.transition(StateTransition(from: old, event: event, to: currentState)))
            } else {
                notifyCommit(of: event)
            }
        }
        updateSelections(changes)
    }
}
