extension Machine {
    /// A Redux-style machine whose reducer also reports which parts of the state it changed, so that a store
    /// evaluates only the selective subscriptions of those parts (``Store/subscribe(to:in:initial:_:)``).
    ///
    /// Like ``reducer(initial:_:)``, every event is accepted, the state is updated in place, and steps are
    /// ``Step/Kind-swift.enum/internal``. Subscriptions made without a part (or in a part of another type than
    /// `Part`), observers and Observation see every step as before; only subscriptions declared in a `Part` are
    /// skipped when their part is not reported.
    ///
    /// ```swift
    /// let counters = Machine<Counters, CountersEvent>.reducer(initial: Counters(), parts: Counters.Part.self) {
    ///     state, event, changes in
    ///     switch event {
    ///     case .increment(let index):
    ///         state.values[index] += 1
    ///         changes.insert(.value(index))
    ///     }
    ///     return .none
    /// }
    /// ```
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - parts: The type that names the parts of the state, shared with the subscriptions.
    ///   - reducer: Mutates the state for an event, inserts into `changes` every part it changed (or calls
    ///     ``StateChanges/insertAll()``), and returns the effects to run.
    /// - Returns: The machine.
    @inlinable
    public static func reducer<Part: Hashable & Sendable>(
        initial: State,
        parts: Part.Type,
        _ reducer: @escaping @Sendable (inout State, Event, inout StateChanges<Part>) -> Effect<Event>
    ) -> Machine {
        Machine(
            initial: initial,
            form: .reducingParts(
                PartsReducingForm(
                    reduce: { state, event, set in
                        // The report goes straight into the store's change set: lent to the reducer as the
                        // typed `StateChanges<Part>` it writes, then taken back.
                        var changes = StateChanges<Part>(storage: ChangeSet(index: nil))
                        swap(&changes.storage, &set)
                        let effect = reducer(&state, event, &changes)
                        swap(&changes.storage, &set)
                        return effect
                    },
                    partIndexMaker: PartIndexMaker { TypedPartIndex<Part>() })))
    }
}
