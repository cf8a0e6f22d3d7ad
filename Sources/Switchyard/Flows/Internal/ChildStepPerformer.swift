/// Carries out a child flow's step for its parent: collects the child's effects in the order of the one step rule
/// (``Machine/take(_:on:by:)``), with their events wrapped into the parent's.
///
/// The child is a compound state of its parent: its moves never exit the parent's state, so they all travel in the
/// parent step's effect, one nesting level down. Leaving a child state runs its exit action, then cancels the work
/// tied to that state (``Effect/cancelStateWork(_:)``, depth 1); entering one ties its entry action's work to
/// it (depth 1); work the child tied to its own children is one level deeper again.
final class ChildStepPerformer<State: Sendable, Event: Sendable, ParentEvent: Sendable>: StepPerformer {
    var currentState: State
    let forward: @Sendable (Event) -> ParentEvent
    var effects: [Effect<ParentEvent>] = []

    init(currentState: State, forward: @escaping @Sendable (Event) -> ParentEvent) {
        self.currentState = currentState
        self.forward = forward
    }

    func leave(exitAction: Effect<Event>) {
        effects.append(exitAction.map(forward).nestedOneLevel())
        effects.append(.cancelStateWork(.state(depth: 1)))
    }

    func commit(_ step: Step<State, Event>, on event: Event) {
        currentState = step.state
    }

    func perform(transitionEffect effect: Effect<Event>) {
        effects.append(effect.map(forward).nestedOneLevel())
    }

    func arrive(entryAction: Effect<Event>) {
        effects.append(entryAction.map(forward).cancellingOnExit().nestedOneLevel())
    }
}
