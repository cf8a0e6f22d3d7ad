/// A state machine definition: an initial state and a pure transition function, plus optional entry and exit
/// actions.
///
/// A machine is a `Sendable` value with no runtime state; a ``Store`` runs it. There are three ways to write one,
/// all first-class and all explorable into a graph:
///
/// - a transition table (``init(initial:table:onEnter:onExit:)``), introspectable and O(1) to look up;
/// - a routing function `(State, Event) -> State?` (``init(initial:routing:onEnter:onExit:)``);
/// - a full transition function returning a ``Step`` with effects (``init(initial:transition:onEnter:onExit:)``);
///
/// and a reducer for Redux-style stores whose every event is accepted (``init(initial:reducer:)``).
///
/// *State functions* — "entering `checkingLogin` yields `login` or `notLogin`" — are entry actions that return an
/// effect sending the next event, synchronously (`.send`) or after async work (`.run`).
public struct Machine<State: Sendable, Event: Sendable>: Sendable {
    /// The state a new store starts in.
    public var initialState: State

    @usableFromInline
    let decide: @Sendable (State, Event) -> Step<State, Event>?
    @usableFromInline
    let enter: (@Sendable (State) -> Effect<Event>)?
    @usableFromInline
    let exit: (@Sendable (State) -> Effect<Event>)?
    /// The reducer of a reducer machine, which the store runs in place so that large states are not copied.
    @usableFromInline
    let reduce: (@Sendable (inout State, Event) -> Effect<Event>)?
    /// The table of a table machine, kept for introspection; read it through `table`.
    @usableFromInline
    let tableStorage: (any Sendable)?

    /// Creates a machine from a transition function that returns the next state and its effects.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - transition: Returns the step for an event in a state, or `nil` when the event is ignored there.
    ///   - onEnter: Effects to run on entering a state (state functions); they are cancelled when it is exited.
    ///   - onExit: Effects to run on leaving a state.
    @inlinable
    public init(
        initial: State,
        transition: @escaping @Sendable (State, Event) -> Step<State, Event>?,
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil
    ) {
        self.init(initial: initial, decide: transition, enter: onEnter, exit: onExit, table: nil)
    }

    /// Creates a machine from a routing function: the next state for an event, or `nil` when it is ignored.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - routing: Returns the next state, or `nil` to ignore the event.
    ///   - onEnter: Effects to run on entering a state (state functions); they are cancelled when it is exited.
    ///   - onExit: Effects to run on leaving a state.
    @inlinable
    public init(
        initial: State,
        routing: @escaping @Sendable (State, Event) -> State?,
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil
    ) {
        self.init(
            initial: initial,
            decide: { state, event in routing(state, event).map { Step($0) } },
            enter: onEnter, exit: onExit, table: nil)
    }

    /// Creates a Redux-style machine: every event is accepted and updates the state in place.
    ///
    /// Steps of a reducer are ``Step/Kind-swift.enum/internal``: they commit the new value and notify the transition,
    /// without will-exit or did-enter.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - reducer: Mutates the state for an event and returns the effects to run.
    @inlinable
    public init(initial: State, reducer: @escaping @Sendable (inout State, Event) -> Effect<Event>) {
        self.init(
            initial: initial,
            decide: { state, event in
                var next = state
                let effect = reducer(&next, event)
                return Step(next, effect: effect, kind: .internal)
            },
            enter: nil, exit: nil, table: nil, reduce: reducer)
    }

    @usableFromInline
    init(
        initial: State,
        decide: @escaping @Sendable (State, Event) -> Step<State, Event>?,
        enter: (@Sendable (State) -> Effect<Event>)?,
        exit: (@Sendable (State) -> Effect<Event>)?,
        table: (any Sendable)?,
        reduce: (@Sendable (inout State, Event) -> Effect<Event>)? = nil
    ) {
        self.initialState = initial
        self.decide = decide
        self.enter = enter
        self.exit = exit
        self.tableStorage = table
        self.reduce = reduce
    }

    /// Decides what an event does in a state, without running anything.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: The step to take, or `nil` when the event is ignored in `state`.
    /// - Complexity: That of the definition; O(1) for a table.
    @inlinable
    public func transition(from state: State, on event: Event) -> Step<State, Event>? {
        decide(state, event)
    }

    /// The state an event leads to, or `nil` when it is ignored.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: The next state, or `nil`.
    @inlinable
    public func nextState(from state: State, on event: Event) -> State? {
        decide(state, event)?.state
    }

    /// The effect of entering `state` (its state function), or ``Effect/none``.
    /// - Parameter state: The state entered.
    /// - Returns: The entry effect.
    @inlinable
    public func entryEffect(for state: State) -> Effect<Event> {
        enter?(state) ?? .none
    }

    /// The effect of leaving `state`, or ``Effect/none``.
    /// - Parameter state: The state left.
    /// - Returns: The exit effect.
    @inlinable
    public func exitEffect(for state: State) -> Effect<Event> {
        exit?(state) ?? .none
    }

    /// The state reached by applying `events` in order from `state`, skipping ignored events and running no effects.
    /// - Parameters:
    ///   - events: The events to apply.
    ///   - state: The start state; the initial state when `nil`.
    /// - Returns: The final state.
    public func state<Events: Sequence>(after events: Events, from state: State? = nil) -> State
    where Events.Element == Event {
        var current = state ?? initialState
        for event in events {
            if let step = decide(current, event) { current = step.state }
        }
        return current
    }
}
