// The initializers of Switchyard 0.1, kept as deprecated forwards so that code written against them compiles with a
// warning that names the replacement (see the README's "Migrating" section). The factories say at the call site
// which form a machine has (`.routing`, `.stepping`, `.reducer`, `.table`) instead of overloading on a closure's
// type.
extension Machine {
    /// A machine whose transition function returns a step.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - transition: Returns the step for an event in a state, or `nil` when the event is ignored there.
    ///   - onEnter: Effects to run on entering a state.
    ///   - onExit: Effects to run on leaving a state.
    @available(*, deprecated, message: "use Machine.stepping(initial:onEnter:onExit:_:)")
    public init(
        initial: State,
        transition: @escaping @Sendable (State, Event) -> Step<State, Event>?,
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil
    ) {
        self = .stepping(initial: initial, onEnter: onEnter, onExit: onExit, transition)
    }

    /// A machine whose routing function returns the next state.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - routing: Returns the next state, or `nil` to ignore the event.
    ///   - onEnter: Effects to run on entering a state.
    ///   - onExit: Effects to run on leaving a state.
    @available(*, deprecated, message: "use Machine.routing(initial:onEnter:onExit:_:)")
    public init(
        initial: State,
        routing: @escaping @Sendable (State, Event) -> State?,
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil
    ) {
        self = .routing(initial: initial, onEnter: onEnter, onExit: onExit, routing)
    }

    /// A Redux-style machine.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - reducer: Mutates the state for an event and returns the effects to run.
    @available(*, deprecated, message: "use Machine.reducer(initial:_:)")
    public init(initial: State, reducer: @escaping @Sendable (inout State, Event) -> Effect<Event>) {
        self = .reducer(initial: initial, reducer)
    }
}

extension Machine where State: Hashable, Event: Hashable {
    /// A machine defined by a transition table.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - table: The transitions.
    ///   - onEnter: Effects to run on entering a state.
    ///   - onExit: Effects to run on leaving a state.
    @available(*, deprecated, message: "use Machine.table(initial:_:onEnter:onExit:)")
    public init(
        initial: State,
        table: TransitionTable<State, Event>,
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil
    ) {
        self = .table(initial: initial, table, onEnter: onEnter, onExit: onExit)
    }
}

// 0.6's exit work lookup, no longer public in 0.7: a store runs it when the state is left. Goes in 0.8.

extension Machine {
    /// The effect of leaving `state`, or ``Effect/none``.
    /// - Parameter state: The state left.
    /// - Returns: The exit effect.
    @available(*, deprecated, message: "a store runs the exit work when the state is left")
    public func exitEffect(for state: State) -> Effect<Event> {
        exitWork(for: state)
    }
}
