/// Follows a flow's step the way a store runs it, for exploration: collects the events the step's parts send at once
/// (`.send`) in the store's own FIFO (``EventQueue``), in the order the one step rule (``StepRule``, through
/// `Machine.take`) runs the parts, and the states the steps leave, as that rule leaves them. Asynchronous work is not
/// run.
final class StepFollower<State: Sendable, Event: Sendable>: StepPerformer {
    var currentState: State
    let exitAction: (@Sendable (State) -> Effect<Event>)?
    let entryAction: (@Sendable (State) -> Effect<Event>)?
    /// The events sent, first in first out; ``EventQueue/takeNext()`` hands out the next one to process.
    var queue = EventQueue<Event>()
    /// The states left, in order: one per external step, none for an internal one.
    var left: [State] = []

    init(currentState: State, actionsOf machine: Machine<State, Event>) {
        self.currentState = currentState
        self.exitAction = machine.exit
        self.entryAction = machine.enter
    }

    func runAction(_ action: StateAction) -> Effect<Event> {
        (action == .exit ? exitAction : entryAction)?(currentState) ?? .none
    }

    func announceLeaving() { left.append(currentState) }

    func perform(_ effect: Effect<Event>, tiedToCurrentState _: Bool) { collect(effect) }

    /// Asynchronous work is not run, so there is none to stop.
    func cancelWorkTiedToCurrentState() {}

    func commit(_ step: Step<State, Event>, on event: Event) {
        currentState = step.state
    }

    private func collect(_ effect: Effect<Event>) {
        for case .send(let event) in effect.actions { queue.append(event) }
    }
}
