// How the store runs its machine for one event: decide and take the step, or change the state in place.
extension StoreCore {
    /// Runs the machine for one event and performs the outcome. Called by `dispatch`, or by the innermost middleware.
    ///
    /// The order of a step's parts is the one step rule (``StepRule``, applied by ``Machine/take(_:on:by:)``); how
    /// the store carries out each part is in StoreCore+StepPerformer.swift.
    /// - Complexity: O(1) plus the machine's own work; no allocation on the plain path.
    @inlinable
    func apply(_ event: Event) {
        apply(event, steps.form)
    }

    /// ``apply(_:)`` for the store's machine form, which is passed rather than switched on where it is stored: a
    /// `switch` on the stored enum copies the case's payload (a retain and a release of each closure context it
    /// holds, +66 instructions on a routing send and +163 on a table send, measured), while a parameter is borrowed.
    @inlinable
    @inline(__always)
    func apply(_ event: Event, _ form: Machine<State, Event>.Form) {
        switch form {
        case .deciding(let form):
            guard let step = form.decide(current.value, event) else {
                reject(event)
                return
            }
            Machine.take(step, on: event, by: self)
        case .table(let form):
            // A table: the rule is found from the current state's number, and the step gives the next number,
            // which becomes current when the step commits.
            guard let (step, number) = form.decideNumbered(current.number, current.value, event) else {
                reject(event)
                return
            }
            current.nextNumber = number
            Machine.take(step, on: event, by: self)
        case .reducing(let form):
            reduceInPlace(event, form)
        case .reducingParts(let form):
            applyInPlace(event, reportsParts: true) { state, changes in form.reduce(&state, event, &changes) }
        case .steppingInPlace(let inPlace):
            // A machine that may ignore an event and runs in place like a reducer (a statechart).
            let flags = work
            if flags.contains(.previousStateObservers) {
                // Observers are told the state a step leaves, and will-exit and did-enter around a step that exits
                // or enters states: the step is taken on a copy kept for it, which the commit swaps in.
                stepOnCopy(event, inPlace)
            } else if flags.contains(.tracked) {
                // After a read of `state`, Observation may be tracking it: it must hear "will change" before a
                // change and never for an ignored event, so the machine first looks ahead.
                stepInPlaceLookingAhead(event, inPlace)
            } else {
                takeInPlace(event, inPlace, tracked: false)
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
            current.commit(state)
            didSet()
            work.remove(.tracked)
        } else {
            current.commit(state)
        }
    }

    /// A plain reducer's step: when nobody watches (no observers, selections, log or possible Observation tracking),
    /// the reducer runs on the stored state and nothing else is done but its effect; otherwise
    /// `applyInPlace(_:_:)` (reducers).
    @inlinable
    func reduceInPlace(_ event: Event, _ form: ReducingForm<State, Event>) {
        let flags = work
        guard flags.isDisjoint(with: StoreWork.afterCommit.union(.tracked)) else {
            applyInPlace(event, reportsParts: false) { state, _ in form.reduce(&state, event) }
            return
        }
        // The rule's internal case: the reducer's mutation is the commit, and yields the effect run after it.
        var effect = Effect<Event>.none
        Machine.take(.internal, effect: effect, by: self) {
            work = flags.union(.reducing)
            effect = form.reduce(&current.value, event)
            work.remove(.reducing)
        }
    }

    /// A reducer step, run on the stored state in place: when nobody needs the old value — no observers, or only
    /// observers of commits — a large state (arrays, dictionaries) is mutated without being copied. `reduce` gets the
    /// state and the report of changed parts, which says "everything" unless the reducer `reportsParts`.
    @inlinable
    func applyInPlace(
        _ event: Event, reportsParts: Bool, _ reduce: (inout State, inout ChangeSet) -> Effect<Event>
    ) {
        // The rule's internal case: the mutation, Observation and the announcement are the commit, and the mutation
        // yields the effect run after it.
        var effect = Effect<Event>.none
        Machine.take(.internal, effect: effect, by: self) {
            // Observation first: what it calls may register observers, which the flags read after it then include.
            let tracked = work.contains(.tracked)
            if tracked { willSet() }
            let flags = work
            let old: State? = flags.contains(.previousStateObservers) ? current.value : nil
            work = flags.union(.reducing)
            // Parts are looked up only while someone watches one.
            var changes = ChangeSet(index: flags.contains(.partedSelections) ? watchers.partIndex : nil)
            changes.isEverything = !reportsParts
            effect = reduce(&current.value, &changes)
            work.remove(.reducing)
            if tracked {
                didSet()
                work.remove(.tracked)
            }
            if !flags.isDisjoint(with: .afterCommit) {
                announce(from: old, event: event, kind: .internal, changes: changes)
            }
        }
    }

    /// A step that may ignore the event (a statechart's), taken on the stored state in place: when the step returns
    /// `nil` the event is rejected and the state, which the step left as it was, stays committed. With `tracked`,
    /// the machine has looked ahead and found that the event does something, so Observation is told before the
    /// change; observers that need no previous state are told the commit.
    ///
    /// The step is then carried out by the one step rule, as `stepOnCopy(_:_:)` carries out one taken on a copy, so
    /// whether someone watches never changes which work runs: an external step stops the work tied to the store's
    /// state. The state is already the new one when the rule leaves the old: only observers of commits can be
    /// registered here (any other takes the copy), and they are not told will-exit; a chart has no exit or entry
    /// action of the store's machine (it runs its own inside the macrostep, by the same rule: ``StepRule``).
    @inlinable
    func takeInPlace(_ event: Event, _ inPlace: InPlaceSteps<State, Event>, tracked: Bool) {
        // Observation first: what it calls may register observers, which the flags read after it then include.
        if tracked { willSet() }
        let flags = work
        work = flags.union(.reducing)
        let outcome = inPlace.take(&current.value, event)
        work.remove(.reducing)
        if tracked {
            didSet()
            work.remove(.tracked)
        }
        guard let outcome else {
            reject(event)
            return
        }
        Machine.take(outcome.kind, effect: outcome.effect, by: self) {
            // The state was committed in place: the commit only tells whoever watches.
            if !flags.isDisjoint(with: .afterCommit) {
                announce(from: nil, event: event, kind: outcome.kind, changes: nil)
            }
        }
    }

    /// A step that may ignore the event, while Observation may be tracking the state: the machine looks ahead
    /// (changing nothing a reader sees), so an ignored event tells Observation nothing and a step is taken in place
    /// after Observation hears "will change". When the look ahead cannot tell, the step is taken on a copy.
    @inlinable
    func stepInPlaceLookingAhead(_ event: Event, _ inPlace: InPlaceSteps<State, Event>) {
        work.insert(.reducing)
        let willStep = inPlace.lookAhead(&current.value, event)
        work.remove(.reducing)
        switch willStep {
        case true?:
            takeInPlace(event, inPlace, tracked: true)
        case false?:
            reject(event)
        case nil:
            stepOnCopy(event, inPlace)
        }
    }

    /// A step that may ignore the event, taken on a copy of the state kept in the bookkeeping for it (its storage
    /// reused from one event to the next, see `InPlaceSteps.copy`), then carried out by the one step rule: will-exit
    /// with the state left, the commit (the copy swapped in, Observation told), did-enter and the transition with
    /// both states, the effect. The state left stays in the bookkeeping, to be overwritten by the next step.
    @inlinable
    func stepOnCopy(_ event: Event, _ inPlace: InPlaceSteps<State, Event>) {
        let books = bookkeeping
        inPlace.copy(&current.value, &books.stepCopy)
        guard let outcome = inPlace.take(&books.stepCopy!, event) else {
            reject(event)
            return
        }
        Machine.take(outcome.kind, effect: outcome.effect, by: self) {
            let tracked = work.contains(.tracked)
            if tracked { willSet() }
            swap(&current.value, &books.stepCopy!)
            current.number = current.nextNumber
            if tracked {
                didSet()
                work.remove(.tracked)
            }
            if !work.isDisjoint(with: .afterCommit) {
                // Taken out for the notifications (lent, not copied), then kept again for the next step's copy,
                // unless the observers that need it were cancelled meanwhile.
                let left = books.stepCopy.take()
                announce(from: left, event: event, kind: outcome.kind, changes: nil)
                if work.contains(.previousStateObservers) { books.stepCopy = left }
            }
        }
    }
}
