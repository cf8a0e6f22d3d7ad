/// What carries out a machine's step: the store, a parent flow collecting a child's effects, or an exploration
/// following the events a step sends. ``Machine/take(_:on:by:)`` calls these in the one order the semantics defines,
/// so no caller writes that order itself.
///
/// A performer decides only *how* each part is carried out (notify, run or cancel work, map into a parent's events,
/// collect sends); *which* parts a step has, in what order, and which work is tied to a state is the rule's.
@usableFromInline
protocol StepPerformer<State, Event>: AnyObject {
    associatedtype State: Sendable
    associatedtype Event: Sendable

    /// The state the machine is in; before a step, the one it leaves.
    var currentState: State { get }

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

extension Machine {
    /// The one rule for carrying out a flat machine's step. An external step leaves the old state (exit action, then
    /// the work tied to it stops), commits the new state, runs the step's effect, then enters the new state (entry
    /// action, tied to it); an internal step only commits and runs the step's effect.
    ///
    /// This is the statechart engine's microstep (exit set, transition content, entry set) for a chart of one level,
    /// where the exit set is the source and the entry set the target. The store, ``Flow/step(from:on:state:event:)``
    /// and flow exploration all carry out steps through it.
    ///
    /// A reducer's step is the rule's internal case, its mutation the commit, which yields the effect
    /// (``take(_:effect:exit:enter:by:commit:)``). A statechart's step taken in place runs its exits and entries,
    /// with their actions, inside the engine's microstep (`StatechartInterpreter+Microstep.swift`, beside this file),
    /// whose state-tied work the store cancels by ``StateTie``; `OneLevelChartAgreementTests` holds the two
    /// statements of the order together.
    /// - Parameters:
    ///   - step: The step ``transition(from:on:)`` decided in the performer's current state.
    ///   - event: The event that caused it.
    ///   - performer: Carries out each part.
    /// - Complexity: O(1) plus the performer's work and the entry and exit actions.
    @inlinable
    func take<Performer: StepPerformer<State, Event>>(
        _ step: Step<State, Event>, on event: Event, by performer: Performer
    ) {
        Self.take(step, on: event, exit: exit, enter: enter, by: performer)
    }

    /// ``take(_:on:by:)`` with the machine's exit and entry actions passed alone, so that a caller holding the
    /// machine in a class (the store) does not copy the whole machine for each step.
    @inlinable
    @inline(__always)
    static func take<Performer: StepPerformer<State, Event>>(
        _ step: Step<State, Event>, on event: Event, exit: (@Sendable (State) -> Effect<Event>)?,
        enter: (@Sendable (State) -> Effect<Event>)?, by performer: Performer
    ) {
        take(step.kind, effect: step.effect, exit: exit, enter: enter, by: performer) {
            performer.commit(step, on: event)
        }
    }

    /// The one rule itself, for a step whose new state the performer commits its own way (`commit`): a store
    /// that took a statechart's step on a copy of its state swaps the copy in; a reducer's mutation is the commit of
    /// an internal step. The entry action is given the state the performer holds once `commit` returns, the step's
    /// state.
    /// - Parameters:
    ///   - kind: Whether the step exits and enters states.
    ///   - effect: The step's own effect, read once `commit` returns (a reducer's commit is what yields it).
    ///   - exit: The machine's exit action.
    ///   - enter: The machine's entry action.
    ///   - performer: Carries out each part.
    ///   - commit: Makes the step's state the performer's current one and tells whoever watches.
    @inlinable
    @inline(__always)
    static func take<Performer: StepPerformer<State, Event>>(
        _ kind: Step<State, Event>.Kind, effect: @autoclosure () -> Effect<Event>,
        exit: (@Sendable (State) -> Effect<Event>)?, enter: (@Sendable (State) -> Effect<Event>)?,
        by performer: Performer, commit: () -> Void
    ) {
        let isExternal = kind == .external
        if isExternal {
            // Leaving: will-exit, the exit action (its work tied to no state), then the work tied to the state stops.
            performer.announceLeaving()
            performer.perform(exit?(performer.currentState) ?? .none, tiedToCurrentState: false)
            performer.cancelWorkTiedToCurrentState()
        }
        commit()
        performer.perform(effect(), tiedToCurrentState: false)
        // Entering: the entry action's work is tied to the state entered.
        if isExternal { performer.perform(enter?(performer.currentState) ?? .none, tiedToCurrentState: true) }
    }

    /// The rule for starting a run in `performer`'s current state: its entry action, tied to it, then the machine's
    /// start work, tied to no state (a statechart's initial macrostep).
    /// - Parameter performer: Carries out the entry.
    @inlinable
    func begin<Performer: StepPerformer<State, Event>>(by performer: Performer) {
        performer.perform(enter?(performer.currentState) ?? .none, tiedToCurrentState: true)
        performer.perform(startWork, tiedToCurrentState: false)
    }

    /// Whether starting a run does anything: an entry action or start work.
    @inlinable
    var hasStartWork: Bool { enter != nil || !startWork.isNone }
}
