/// Carries out a child flow's step for its parent: collects the child's effects in the order of the one step rule
/// (``StepRule``, through ``Machine/take(_:on:by:)``), with their events wrapped into the parent's.
///
/// The child is a compound state of its parent: its moves never exit the parent's state, so they all travel in the
/// parent step's effect, one nesting level down: work tied to a child's state is tied to it at depth 1, and stopping
/// it is ``Effect/cancelStateWork(_:)`` at depth 1; work the child tied to its own children is one level deeper
/// again. Which work is tied, and when it stops, is the rule's.
final class ChildStepPerformer<State: Sendable, Event: Sendable, ParentEvent: Sendable>: StepPerformer {
    var currentState: State
    let exitAction: (@Sendable (State) -> Effect<Event>)?
    let entryAction: (@Sendable (State) -> Effect<Event>)?
    let forward: @Sendable (Event) -> ParentEvent
    var effects: [Effect<ParentEvent>] = []

    init(
        currentState: State, actionsOf machine: Machine<State, Event>,
        forward: @escaping @Sendable (Event) -> ParentEvent
    ) {
        self.currentState = currentState
        self.exitAction = machine.exit
        self.entryAction = machine.enter
        self.forward = forward
    }

    func runAction(_ action: StateAction) -> Effect<Event> {
        (action == .exit ? exitAction : entryAction)?(currentState) ?? .none
    }

    /// A child's state is left without will-exit of its own: the parent's store hears of the child's moves as
    /// internal steps of the state that hosts it.
    func announceLeaving() {}

    func perform(_ effect: Effect<Event>, tiedToCurrentState: Bool) {
        let forwarded = effect.map(forward)
        effects.append((tiedToCurrentState ? forwarded.cancellingOnExit() : forwarded).nestedOneLevel())
    }

    func cancelWorkTiedToCurrentState() {
        effects.append(.cancelStateWork(.state(depth: 1)))
    }

    func commit(_ step: Step<State, Event>, on event: Event) {
        currentState = step.state
    }
}
