/// A state machine definition: an initial state and a pure transition function, plus optional entry and exit
/// actions.
///
/// A machine is a `Sendable` value with no runtime state; a ``Store`` runs it. There are three ways to write one,
/// all first-class and all explorable into a graph, and the factory's name says which one a call site uses:
///
/// - a transition table (``table(initial:_:onEnter:onExit:)``, ``table(initial:rules:onEnter:onExit:)``),
///   introspectable and O(1) to look up;
/// - a routing function `(State, Event) -> State?` (``routing(initial:onEnter:onExit:_:)``);
/// - a full transition function returning a ``Step`` with effects (``stepping(initial:onEnter:onExit:_:)``);
///
/// and a reducer for Redux-style stores whose every event is accepted (``reducer(initial:_:)``), which may report the
/// parts of the state it changed so that selective subscriptions cost only what changed
/// (``reducer(initial:parts:_:)``).
///
/// There is no closure-taking initializer: with one, the same `Machine(initial:) { … }` would be a routing function,
/// a transition function or a reducer depending only on what the closure returns, and a mistake in its body would
/// surface as an error about overloads rather than about the body.
///
/// *State functions* — "entering `checkingLogin` yields `login` or `notLogin`" — are entry actions that return an
/// effect sending the next event, synchronously (`.send`) or after async work (`.run`).
public struct Machine<State: Sendable, Event: Sendable>: Sendable {
    /// The state a new store starts in.
    public var initialState: State

    /// How the machine decides and takes a step: one case per way of writing a machine (see `Form`).
    @usableFromInline
    let form: Form
    /// The entry action (state functions), run when a step enters a state and when a run starts.
    @usableFromInline
    let enter: (@Sendable (State) -> Effect<Event>)?
    /// The exit action, run when a step leaves a state.
    @usableFromInline
    let exit: (@Sendable (State) -> Effect<Event>)?
    /// Why an event the machine ignores in a state is worth reporting, when it is (a statechart stopped at its step
    /// limit ignores every event, and says so each time); a store reports the diagnostic with the ignored event,
    /// whatever its ``IgnoredEventPolicy``. Consulted only for ignored events, never on the path of a step taken.
    @usableFromInline
    var diagnoseIgnored: (@Sendable (State) -> StoreDiagnostic?)?
    /// Work that starts with a run and is tied to no state: a statechart's initial macrostep (its delayed sends and
    /// the work its actions asked for), whose lifetimes the chart manages itself. ``begin(by:)`` starts it after the
    /// initial state's entry action.
    @usableFromInline
    var startWork: Effect<Event> = .none

    /// A machine of the given form.
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - form: How it decides and takes a step.
    ///   - enter: The entry action; `nil` when it has none.
    ///   - exit: The exit action; `nil` when it has none.
    @inlinable
    init(
        initial: State, form: Form, enter: (@Sendable (State) -> Effect<Event>)? = nil,
        exit: (@Sendable (State) -> Effect<Event>)? = nil
    ) {
        self.initialState = initial
        self.form = form
        self.enter = enter
        self.exit = exit
    }

    /// A machine whose transition function returns the next state and its effects: a ``Step``, or `nil` when the
    /// event is ignored.
    ///
    /// ```swift
    /// let search = Machine<Search, SearchEvent>.stepping(initial: .idle) { state, event in
    ///     switch (state, event) {
    ///     case (_, .submit(let query)): Step(.searching(query), effect: .send(.load(query)))
    ///     default: nil
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - onEnter: Effects to run on entering a state (state functions); they are cancelled when it is exited.
    ///   - onExit: Effects to run on leaving a state.
    ///   - transition: Returns the step for an event in a state, or `nil` when the event is ignored there.
    /// - Returns: The machine.
    @inlinable
    public static func stepping(
        initial: State,
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil,
        _ transition: @escaping @Sendable (State, Event) -> Step<State, Event>?
    ) -> Machine {
        Machine(initial: initial, form: .deciding(DecidingForm(decide: transition)), enter: onEnter, exit: onExit)
    }

    /// A machine whose routing function returns the next state, or `nil` when the event is ignored.
    ///
    /// ```swift
    /// let edit = Machine<Edit, EditEvent>.routing(initial: .editing) { state, event in
    ///     switch (state, event) {
    ///     case (.editing, .save): .confirming
    ///     default: nil
    ///     }
    /// }
    /// ```
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - onEnter: Effects to run on entering a state (state functions); they are cancelled when it is exited.
    ///   - onExit: Effects to run on leaving a state.
    ///   - routing: Returns the next state, or `nil` to ignore the event.
    /// - Returns: The machine.
    @inlinable
    public static func routing(
        initial: State,
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil,
        _ routing: @escaping @Sendable (State, Event) -> State?
    ) -> Machine {
        Machine(
            initial: initial,
            form: .deciding(DecidingForm { state, event in routing(state, event).map { Step($0) } }),
            enter: onEnter, exit: onExit)
    }

    /// A Redux-style machine: every event is accepted and updates the state in place.
    ///
    /// Steps of a reducer are ``Step/Kind-swift.enum/internal``: they commit the new value and notify the transition,
    /// without will-exit or did-enter.
    ///
    /// ```swift
    /// let counter = Machine<Int, CounterEvent>.reducer(initial: 0) { count, event in
    ///     count += 1
    ///     return .none
    /// }
    /// ```
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - reducer: Mutates the state for an event and returns the effects to run.
    /// - Returns: The machine.
    @inlinable
    public static func reducer(
        initial: State,
        _ reducer: @escaping @Sendable (inout State, Event) -> Effect<Event>
    ) -> Machine {
        Machine(initial: initial, form: .reducing(ReducingForm(reduce: reducer)))
    }

    /// Decides what an event does in a state, without running anything.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: The step to take, or `nil` when the event is ignored in `state`.
    /// - Complexity: That of the definition; O(1) for a table.
    @inlinable
    public func transition(from state: State, on event: Event) -> Step<State, Event>? {
        form.step(from: state, on: event)
    }

    /// The state an event leads to, or `nil` when it is ignored.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: The next state, or `nil`.
    @inlinable
    public func nextState(from state: State, on event: Event) -> State? {
        form.step(from: state, on: event)?.state
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
    package func exitWork(for state: State) -> Effect<Event> {
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
            if let step = form.step(from: current, on: event) { current = step.state }
        }
        return current
    }
}
