/// Carries out a child flow's step for its parent: collects the child's effects in the order of the one step rule
/// (``Machine/take(_:on:by:)``), with their events wrapped into the parent's.
///
/// The parent's store knows only the parent's entry and exit actions, so the child's travel in the parent step's
/// effect; the child's entry action is tied to the parent's state (``Effect/cancellingOnExit()``), so the parent's
/// store cancels it when the child moves on (a child's external step is an external step of the parent).
final class ChildStepPerformer<State: Sendable, Event: Sendable, ParentEvent: Sendable>: StepPerformer {
    var currentState: State
    let forward: @Sendable (Event) -> ParentEvent
    var effects: [Effect<ParentEvent>] = []

    init(currentState: State, forward: @escaping @Sendable (Event) -> ParentEvent) {
        self.currentState = currentState
        self.forward = forward
    }

    func leave(exitAction: Effect<Event>) {
        effects.append(exitAction.map(forward))
    }

    func commit(_ step: Step<State, Event>, on event: Event) {
        currentState = step.state
    }

    func perform(transitionEffect effect: Effect<Event>) {
        effects.append(effect.map(forward))
    }

    func arrive(entryAction: Effect<Event>) {
        effects.append(entryAction.map(forward).cancellingOnExit())
    }
}
