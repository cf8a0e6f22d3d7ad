/// What carries out a flat machine's step: the store, a parent flow collecting a child's effects, or an exploration
/// following the events a step sends. ``Machine/take(_:on:by:)`` hands its primitives to the one step rule
/// (``StepRule``), so no caller writes the order of a step's parts itself.
///
/// A performer decides only *how* each part is carried out (notify, run or cancel work, map into a parent's events,
/// collect sends); *which* parts a step has, in what order, and which work is tied to a state is the rule's. A flat
/// machine's exit set and entry set hold one state at most, the performer's current state before and after the
/// commit, so a state needs no name (the rule's `Place` is `Void`).
@usableFromInline
protocol StepPerformer<State, Event>: AnyObject {
    associatedtype State: Sendable
    associatedtype Event: Sendable

    /// The state the machine is in; before a step, the one it leaves.
    var currentState: State { get }

    /// Runs the machine's exit or entry action on the current state.
    /// - Parameter action: Which action.
    /// - Returns: The work it asks for; ``Effect/none`` when the machine has no such action.
    func runAction(_ action: StateAction) -> Effect<Event>

    /// Tells whoever watches that the current state is about to be left (a store's observers hear will-exit).
    func announceLeaving()

    /// Carries out an effect of the step: runs it, or hands it on to whoever runs it.
    /// - Parameters:
    ///   - effect: The effect; may be ``Effect/none``.
    ///   - tiedToCurrentState: Whether its work is tied to the current state, so that leaving the state stops it.
    func perform(_ effect: Effect<Event>, tiedToCurrentState: Bool)

    /// Stops the work tied to the current state, and to the states nested in it, as the state is left.
    func cancelWorkTiedToCurrentState()

    /// Makes the step's state the current one (and tells whoever watches).
    /// - Parameters:
    ///   - step: The step.
    ///   - event: The event that caused it.
    func commit(_ step: Step<State, Event>, on event: Event)
}

// A flat machine's performer's primitives of the one step rule (`StepRule`'s `run` and `stopWork`).
extension StepPerformer {
    /// Runs the machine's exit or entry action on the current state; leaving it is first announced (a store's
    /// observers hear will-exit before the exit action runs).
    @inlinable
    @inline(__always)
    func runFlat(_ action: StateAction, tyingWorkTo tie: Void?) {
        if action == .exit { announceLeaving() }
        perform(runAction(action), tiedToCurrentState: tie != nil)
    }

    /// Stops the work tied to the current state, which is being left.
    @inlinable
    @inline(__always)
    func stopFlatWork() {
        cancelWorkTiedToCurrentState()
    }
}

extension Machine {
    /// Carries out a flat machine's step by the one step rule (``StepRule``): an external step leaves the old state
    /// (exit action, then the work tied to it stops), commits the new state, runs the step's effect, then arrives at
    /// the new state (entry action, tied to it); an internal step only commits and runs the step's effect.
    ///
    /// The rule is the statechart engine's microstep too: a flat step is a microstep whose exit set is the source
    /// and whose entry set is the target. The store, ``Flow/step(from:on:state:event:)`` and flow exploration all
    /// carry out steps through it. A reducer's step is the rule's internal case, its mutation the commit, which
    /// yields the effect (``take(_:effect:by:commit:)``).
    /// - Parameters:
    ///   - step: The step ``transition(from:on:)`` decided in the performer's current state.
    ///   - event: The event that caused it.
    ///   - performer: Carries out each part, with this machine's exit and entry actions.
    /// - Complexity: O(1) plus the performer's work and the entry and exit actions.
    @inlinable
    func take<Performer: StepPerformer<State, Event>>(
        _ step: Step<State, Event>, on event: Event, by performer: Performer
    ) {
        Self.take(step, on: event, by: performer)
    }

    /// ``take(_:on:by:)`` without the machine, whose exit and entry actions the performer holds, so that a caller
    /// holding the machine in a class (the store) does not copy the whole machine for each step.
    @inlinable
    @inline(__always)
    static func take<Performer: StepPerformer<State, Event>>(
        _ step: Step<State, Event>, on event: Event, by performer: Performer
    ) {
        take(step.kind, effect: step.effect, by: performer) {
            performer.commit(step, on: event)
        }
    }

    /// A flat step by the one step rule, for a step whose new state the performer commits its own way (`commit`):
    /// a store that took a statechart's step on a copy of its state swaps the copy in; a reducer's mutation is the
    /// commit of an internal step. The entry action is given the state the performer holds once `commit` returns,
    /// the step's state.
    /// - Parameters:
    ///   - kind: Whether the step exits and enters states: an external step's exit set and entry set are the
    ///     performer's current state, before and after the commit; an internal step's are empty.
    ///   - effect: The step's own effect, the rule's transition content, read once `commit` returns (a reducer's
    ///     commit is what yields it).
    ///   - performer: Carries out each part, with the machine's exit and entry actions.
    ///   - commit: Makes the step's state the performer's current one and tells whoever watches.
    @inlinable
    @inline(__always)
    static func take<Performer: StepPerformer<State, Event>>(
        _ kind: Step<State, Event>.Kind, effect: @autoclosure () -> Effect<Event>, by performer: Performer,
        commit: () -> Void
    ) {
        // The exit and entry sets are one state or none, each case its own call: a `repeatElement` count of 0 or 1
        // costs 34 instructions more per routing send (measured). The performer's primitives go to the rule as
        // closures over the performer where it is (see `StepRule.take(leaving:commit:content:arriving:run:stopWork:)`).
        if kind == .external {
            StepRule.take(
                leaving: CollectionOfOne(()), commit: commit,
                content: { performer.perform(effect(), tiedToCurrentState: false) }, arriving: CollectionOfOne(()),
                run: { performer.runFlat($0, tyingWorkTo: $2) }, stopWork: { _ in performer.stopFlatWork() })
        } else {
            StepRule.take(
                leaving: EmptyCollection(), commit: commit,
                content: { performer.perform(effect(), tiedToCurrentState: false) }, arriving: EmptyCollection(),
                run: { performer.runFlat($0, tyingWorkTo: $2) }, stopWork: { _ in performer.stopFlatWork() })
        }
    }

    /// The rule for starting a run in `performer`'s current state: arriving at it (its entry action, tied to it),
    /// then the machine's start work, tied to no state (a statechart's initial macrostep).
    /// - Parameter performer: Carries out the entry, with this machine's entry action.
    @inlinable
    func begin<Performer: StepPerformer<State, Event>>(by performer: Performer) {
        StepRule.arrive(at: (), run: { performer.runFlat($0, tyingWorkTo: $2) })
        performer.perform(startWork, tiedToCurrentState: false)
    }

    /// Whether starting a run does anything: an entry action or start work.
    @inlinable
    var hasStartWork: Bool { enter != nil || !startWork.isNone }
}
