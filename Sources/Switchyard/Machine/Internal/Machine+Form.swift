extension Machine {
    /// What a machine is made of besides what every machine shares: one case per way of writing a machine, each
    /// carrying only what that way has. A store switches on it once per event (see `MachineSteps`); everything that
    /// decides without a store derives its step from it in one place, ``Machine/transition(from:on:)``.
    ///
    /// Each case's closures sit in a small struct of their own (``DecidingForm``, ``TableForm``, ``ReducingForm``,
    /// ``PartsReducingForm``) rather than directly in the payload or in an `Optional`: a function stored in a
    /// generic struct's field keeps the calling convention of that field's declared type, as a stored property of
    /// `Machine` did, where one inside an `Optional` is stored at its most general convention and every call from a
    /// store would go through a reabstraction thunk.
    @usableFromInline
    enum Form: Sendable {
        /// A routing or stepping machine: the step is decided from the state by value, then taken.
        case deciding(DecidingForm<State, Event>)
        /// A transition table, whose rule a store finds from its current state's dense number.
        case table(TableForm<State, Event>)
        /// A reducer, run on the state in place; every event is accepted as an internal step.
        case reducing(ReducingForm<State, Event>)
        /// A reducer that reports the parts of the state it changed, run on the state in place.
        case reducingParts(PartsReducingForm<State, Event>)
        /// Steps that change the state in place and may ignore an event (a statechart's).
        case steppingInPlace(InPlaceSteps<State, Event>)

        /// The step `event` takes from `state`, decided on a value: the one derivation of every form's
        /// ``Machine/transition(from:on:)``, which exploration, flows and tests use. A store takes the same steps its
        /// own way (on its state in place, or from the table number it keeps) and must agree with this
        /// (MachineFormTests).
        /// - Complexity: That of the form's step; O(1) for a table.
        @inlinable
        func step(from state: State, on event: Event) -> Step<State, Event>? {
            switch self {
            case .deciding(let form):
                return form.decide(state, event)
            case .table(let form):
                return form.decideNumbered(form.number(state), state, event)?.step
            case .reducing(let form):
                var next = state
                let effect = form.reduce(&next, event)
                return Step(next, effect: effect, kind: .internal)
            case .reducingParts(let form):
                var next = state
                var changes = ChangeSet(index: nil)
                let effect = form.reduce(&next, event, &changes)
                return Step(next, effect: effect, kind: .internal)
            case .steppingInPlace(let steps):
                return steps.step(from: state, on: event)
            }
        }

        /// The dense number a table gives `state` (`-1` when no rule names it); `-1` for every other form, whose
        /// stores keep no number.
        func tableNumber(of state: State) -> Int {
            guard case .table(let form) = self else { return -1 }
            return form.number(state)
        }

        /// A new index of the parts a reducer reports, for a store's selections; `nil` unless the form reports parts.
        func makePartIndex() -> PartIndex? {
            guard case .reducingParts(let form) = self else { return nil }
            return form.partIndexMaker.make()
        }
    }
}

/// The closure of a routing or stepping machine: the step decided from a state by value.
@usableFromInline
struct DecidingForm<State: Sendable, Event: Sendable>: Sendable {
    /// The step for an event in a state, or `nil` when the event is ignored there.
    @usableFromInline let decide: @Sendable (State, Event) -> Step<State, Event>?

    @inlinable
    init(decide: @escaping @Sendable (State, Event) -> Step<State, Event>?) {
        self.decide = decide
    }
}

/// The closure of a table machine, and what it needs only off the send path.
///
/// A store keeps its current state's dense number beside the state, so that `decideNumbered` finds the rule without
/// hashing the state (``TransitionTable`` explains the numbering).
@usableFromInline
struct TableForm<State: Sendable, Event: Sendable>: Sendable {
    /// The step from the state with the given number, and the number of the state it leads to; `nil` when the event
    /// is ignored.
    @usableFromInline let decideNumbered: @Sendable (Int, State, Event) -> (step: Step<State, Event>, number: Int)?
    /// How states are numbered, and the table itself; behind one reference so that every case of the form is at
    /// most three words, which a store loads before it knows the case (five made a plain send 5 % dearer,
    /// measured).
    @usableFromInline let details: TableDetails<State, Event>

    @inlinable
    init(
        decideNumbered: @escaping @Sendable (Int, State, Event) -> (step: Step<State, Event>, number: Int)?,
        details: TableDetails<State, Event>
    ) {
        self.decideNumbered = decideNumbered
        self.details = details
    }

    /// The dense number of a state, `-1` when no rule names it.
    @inlinable
    func number(_ state: State) -> Int {
        details.number(state)
    }
}

/// What a table machine needs off the send path: the numbering of states (once per store, and for value-level steps)
/// and the ``TransitionTable`` itself, for introspection (`Machine.table`).
@usableFromInline
final class TableDetails<State: Sendable, Event: Sendable>: Sendable {
    /// The dense number of a state, `-1` when no rule names it.
    @usableFromInline let number: @Sendable (State) -> Int
    /// The table; its type needs hashable states and events, which a machine does not, hence `any`.
    @usableFromInline let table: any Sendable

    @inlinable
    init(number: @escaping @Sendable (State) -> Int, table: any Sendable) {
        self.number = number
        self.table = table
    }
}

/// The closure of a reducer: it changes the state in place and returns the effects to run.
@usableFromInline
struct ReducingForm<State: Sendable, Event: Sendable>: Sendable {
    /// Changes the state for an event and returns the effects to run.
    @usableFromInline let reduce: @Sendable (inout State, Event) -> Effect<Event>

    @inlinable
    init(reduce: @escaping @Sendable (inout State, Event) -> Effect<Event>) {
        self.reduce = reduce
    }
}

/// The closures of a reducer that reports the parts it changed (``Machine/reducer(initial:parts:_:)``).
@usableFromInline
struct PartsReducingForm<State: Sendable, Event: Sendable>: Sendable {
    /// Changes the state for an event, inserts the parts it changed into the change set, and returns the effects.
    @usableFromInline let reduce: @Sendable (inout State, Event, inout ChangeSet) -> Effect<Event>
    /// Makes a store's index of watched parts for the part type the reducer reports; behind one reference, off the
    /// send path (see `TableForm.details`).
    @usableFromInline let partIndexMaker: PartIndexMaker

    @inlinable
    init(
        reduce: @escaping @Sendable (inout State, Event, inout ChangeSet) -> Effect<Event>,
        partIndexMaker: PartIndexMaker
    ) {
        self.reduce = reduce
        self.partIndexMaker = partIndexMaker
    }
}

/// Makes a store's index of watched parts, for the part type a reducer reports (``PartsReducingForm``).
@usableFromInline
final class PartIndexMaker: Sendable {
    /// Makes an empty index.
    @usableFromInline let make: @Sendable () -> PartIndex

    @inlinable
    init(_ make: @escaping @Sendable () -> PartIndex) {
        self.make = make
    }
}
