/// The baseline for transitions: a nested dictionary `[State: [Event: State]]` and a current state, with no
/// notifications, effects or isolation.
final class NaiveAutomaton<State: Hashable, Event: Hashable> {
    private let table: [State: [Event: State]]
    private(set) var state: State

    init(table: [State: [Event: State]], initial: State) {
        self.table = table
        self.state = initial
    }

    /// The next state for `event`, or `nil` when the event is ignored.
    @inline(never)
    func nextState(on event: Event) -> State? {
        table[state]?[event]
    }

    /// Moves to the next state when there is one.
    @inline(never)
    func send(_ event: Event) {
        if let next = table[state]?[event] { state = next }
    }
}
