extension Machine {
    /// This machine with `child` nested in the states `childState` finds it in: each such state is a compound state
    /// whose active child is the flow's state, entered and left with it in a statechart's order.
    ///
    /// - Whenever a step enters a state that hosts the child (and when a run starts in one), the child is entered
    ///   in the state it is in there — the initial state, or a deep link's — after this machine's own entry action,
    ///   as a statechart enters a compound state before its active child: the child's entry action, with its events
    ///   wrapped for this machine, its work tied to the child's state.
    /// - Whenever a step leaves a state that hosts the child, the child is left first — its exit action, then the
    ///   work tied to the child's state is stopped — and then this machine's own exit action runs and the work tied
    ///   to the hosting state stops, innermost first.
    /// - A move inside the child, forwarded with ``Flow/step(from:on:state:event:)``, never leaves the hosting
    ///   state, so neither happens then: only the child's own exit and entry run.
    ///
    /// ```swift
    /// let app = Machine<AppState, AppEvent>.stepping(initial: .welcome, onEnter: welcomeTimer) { state, event in
    ///     switch (state, event) {
    ///     case (.authenticating(let child), .authentication(.event(let childEvent))):
    ///         authentication.step(
    ///             from: child, on: childEvent, state: AppState.authenticating, event: AppEvent.authentication)
    ///     // …
    ///     }
    /// }
    /// .hosting(authentication, in: { state in
    ///     if case .authenticating(let child) = state { child } else { nil }
    /// }, event: AppEvent.authentication)
    /// ```
    ///
    /// A machine may host several flows (call `hosting` once per flow), and a child flow's machine may host flows of
    /// its own: they are entered and left one level deeper each.
    /// - Parameters:
    ///   - child: The child flow.
    ///   - childState: The child's state inside a state of this machine, or `nil` for a state that does not host it.
    ///   - embed: Puts a ``FlowEvent`` of the child into this machine's events, e.g. `AppEvent.authentication`.
    /// - Returns: The machine, with the same transitions and the child's entry and exit joined to its own.
    public func hosting<ChildState, ChildEvent, Result>(
        _ child: Flow<ChildState, ChildEvent, Result>,
        in childState: @escaping @Sendable (State) -> ChildState?,
        event embed: @escaping @Sendable (FlowEvent<ChildEvent, Result>) -> Event
    ) -> Machine {
        let ownEntry = enter
        let ownExit = exit
        var hosting = Machine(
            initial: initialState, form: form,
            enter: { state in
                let own = ownEntry?(state) ?? .none
                guard let inner = childState(state) else { return own }
                return .merge(own, child.entryEffect(for: inner, event: embed))
            },
            exit: { state in
                let own = ownExit?(state) ?? .none
                guard let inner = childState(state) else { return own }
                return .merge(child.exitEffect(for: inner, event: embed), own)
            })
        hosting.diagnoseIgnored = diagnoseIgnored
        hosting.startWork = startWork
        return hosting
    }
}
