/// How a store runs a machine whose steps change its state in place and may ignore an event (a statechart's): the
/// step itself, a look ahead that says whether an event will do anything, and a copy of the state that reuses a
/// buffer's storage. A store calls the look ahead when Observation may be tracking its state (it must hear "will
/// change" before a change, and never for an ignored event) and the copy when observers need the state a step
/// leaves; otherwise it takes the step on its state and nothing else.
///
/// A class, so that a machine (and the store's copy of its form, `MachineSteps`) holds one reference to it rather than
/// three closures in line.
@usableFromInline
final class InPlaceSteps<State: Sendable, Event: Sendable>: Sendable {
    /// The outcome of a step taken in place: its effect, and whether it exited or entered states (an external step
    /// of the store) or not.
    @usableFromInline
    typealias Outcome = (effect: Effect<Event>, kind: Step<State, Event>.Kind)

    /// Takes the event's step on the state in place; `nil` when the event is ignored, and then the state is left as
    /// it was.
    @usableFromInline
    let take: @Sendable (inout State, Event) -> Outcome?
    /// Whether the event will do anything, found without changing anything a reader can see: `true` when it will
    /// (the next `take` of the same event, on the state as this left it, reuses what this found), `false` when it
    /// will be ignored, `nil` when that is known only by taking it.
    @usableFromInline
    let lookAhead: @Sendable (inout State, Event) -> Bool?
    /// Makes `buffer` equal to `state`, reusing the storage `buffer` holds where nobody else holds it, so that
    /// `take` on the one does not copy what the other shares. (`state` is `inout` only so that a store passes its
    /// own without a copy; it is left as it was.)
    @usableFromInline
    let copy: @Sendable (_ state: inout State, _ buffer: inout State?) -> Void

    @inlinable
    init(
        take: @escaping @Sendable (inout State, Event) -> Outcome?,
        lookAhead: @escaping @Sendable (inout State, Event) -> Bool?,
        copy: @escaping @Sendable (_ state: inout State, _ buffer: inout State?) -> Void
    ) {
        self.take = take
        self.lookAhead = lookAhead
        self.copy = copy
    }

    /// The step `event` takes from `state`, taken on a copy: what ``Machine/transition(from:on:)`` answers for a
    /// machine of this form.
    /// - Complexity: One `take`, plus the copy-on-write of whatever it changes in the state's storage.
    @inlinable
    func step(from state: State, on event: Event) -> Step<State, Event>? {
        var next = state
        guard let outcome = take(&next, event) else { return nil }
        return Step(next, effect: outcome.effect, kind: outcome.kind)
    }
}
