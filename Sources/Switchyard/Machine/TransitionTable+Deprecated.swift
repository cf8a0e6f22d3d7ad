// 0.6's rule lookup, step and guard introspection of a table, no longer public in 0.7:
// Machine.table(initial:_:) and transition(from:on:) decide the same. Each forward calls what the table uses today,
// and goes in 0.8.

extension TransitionTable {
    /// The first rule for `event` in `state` whose guard passes.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: The rule, or `nil` when the event is ignored.
    @available(*, deprecated, message: "use Machine.table(initial:_:) and transition(from:on:)")
    public func rule(from state: State, on event: Event) -> TransitionRule<State, Event>? {
        matchingRule(from: state, on: event)
    }

    /// The step for `event` in `state`, with the rule's effect.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: The step, or `nil` when the event is ignored.
    @available(*, deprecated, message: "use Machine.table(initial:_:) and transition(from:on:)")
    public func step(from state: State, on event: Event) -> Step<State, Event>? {
        tableStep(from: state, on: event)
    }
}

extension TransitionRule {
    /// A name for the guard, shown in diagrams (`event [name]`).
    @available(*, deprecated, message: "a table's graph shows the guard's name on its arrow")
    public var guardName: String? {
        get { guardLabel }
        set { guardLabel = newValue }
    }

    /// A condition on the current state and event; the rule applies only when it returns `true`.
    @available(*, deprecated, message: "give the guard to the rule's factory; transition(from:on:) applies it")
    public var condition: (@Sendable (State, Event) -> Bool)? {
        get { guardCondition }
        set { guardCondition = newValue }
    }

    /// Whether the rule applies to `event` in `state` (its guard passes).
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: `true` when there is no guard or the guard passes.
    @available(*, deprecated, message: "use Machine.table(initial:_:) and transition(from:on:)")
    public func allows(_ state: State, _ event: Event) -> Bool {
        permits(state, event)
    }
}
