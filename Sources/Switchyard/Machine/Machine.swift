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

    @usableFromInline
    let decide: @Sendable (State, Event) -> Step<State, Event>?
    @usableFromInline
    let enter: (@Sendable (State) -> Effect<Event>)?
    @usableFromInline
    let exit: (@Sendable (State) -> Effect<Event>)?
    /// Which of the closures below a store runs for an event (`decide` when none of them).
    ///
    /// The closures a form does not use hold placeholders that are never called. They are not optional, for speed:
    /// a function inside an `Optional` is stored at its most general calling convention, so taking it out for a
    /// store adds a conversion thunk to every call, and unwrapping one per send copies it.
    @usableFromInline
    let form: MachineForm
    /// The reducer of a reducer machine, which the store runs in place so that large states are not copied.
    @usableFromInline
    let reduce: @Sendable (inout State, Event) -> Effect<Event>
    /// The reducer of a reducer machine that reports the parts it changed (``reducer(initial:parts:_:)``), run in
    /// place too.
    @usableFromInline
    let reduceReportingChanges: @Sendable (inout State, Event, inout ChangeSet) -> Effect<Event>
    /// Makes a store's index of watched parts for the part type `reduceReportingChanges` reports.
    @usableFromInline
    let makePartIndex: (@Sendable () -> PartIndex)?
    /// For a table machine: the dense number of a state (`-1` when no rule names it), which a store keeps beside
    /// its current state so that `decideNumbered` finds the rule without hashing.
    @usableFromInline
    let numberState: (@Sendable (State) -> Int)?
    /// For a table machine: the step from the state with the given number, and the number of the state it leads to.
    @usableFromInline
    let decideNumbered: @Sendable (Int, State, Event) -> (step: Step<State, Event>, number: Int)?
    /// The table of a table machine, kept for introspection; read it through `table`.
    @usableFromInline
    let tableStorage: (any Sendable)?
    /// For a machine whose steps change its state in place and may ignore an event (a statechart's): the step taken
    /// on the state in place, a look ahead and a storage-reusing copy (see `InPlaceSteps`); `nil` for other forms.
    /// A store runs them instead of `decide` so that a large state is not copied per event; `decide` must agree.
    @usableFromInline
    let stepInPlace: InPlaceSteps<State, Event>?
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
        Machine(initial: initial, decide: transition, enter: onEnter, exit: onExit, table: nil)
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
            decide: { state, event in routing(state, event).map { Step($0) } },
            enter: onEnter, exit: onExit, table: nil)
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
        Machine(
            initial: initial,
            decide: { state, event in
                var next = state
                let effect = reducer(&next, event)
                return Step(next, effect: effect, kind: .internal)
            },
            enter: nil, exit: nil, table: nil, form: .reducing, reduce: reducer,
            reduceReportingChanges: unusedReduceReportingChanges, makePartIndex: nil, numberState: nil,
            decideNumbered: unusedDecideNumbered, stepInPlace: unusedStepInPlace)
    }

    /// A machine of the `deciding` form: its steps are decided by `decide` alone.
    @usableFromInline
    init(
        initial: State,
        decide: @escaping @Sendable (State, Event) -> Step<State, Event>?,
        enter: (@Sendable (State) -> Effect<Event>)?,
        exit: (@Sendable (State) -> Effect<Event>)?,
        table: (any Sendable)?
    ) {
        self.init(
            initial: initial, decide: decide, enter: enter, exit: exit, table: table, form: .deciding,
            reduce: Self.unusedReduce, reduceReportingChanges: Self.unusedReduceReportingChanges, makePartIndex: nil,
            numberState: nil, decideNumbered: Self.unusedDecideNumbered, stepInPlace: Self.unusedStepInPlace)
    }

    /// A machine of any form; the closures its form does not use are the `unused…` placeholders below. (No default
    /// arguments: every factory says what it passes.)
    @usableFromInline
    init(
        initial: State,
        decide: @escaping @Sendable (State, Event) -> Step<State, Event>?,
        enter: (@Sendable (State) -> Effect<Event>)?,
        exit: (@Sendable (State) -> Effect<Event>)?,
        table: (any Sendable)?,
        form: MachineForm,
        reduce: @escaping @Sendable (inout State, Event) -> Effect<Event>,
        reduceReportingChanges: @escaping @Sendable (inout State, Event, inout ChangeSet) -> Effect<Event>,
        makePartIndex: (@Sendable () -> PartIndex)?,
        numberState: (@Sendable (State) -> Int)?,
        decideNumbered: @escaping @Sendable (Int, State, Event) -> (step: Step<State, Event>, number: Int)?,
        stepInPlace: InPlaceSteps<State, Event>?
    ) {
        self.initialState = initial
        self.decide = decide
        self.enter = enter
        self.exit = exit
        self.tableStorage = table
        self.form = form
        self.reduce = reduce
        self.reduceReportingChanges = reduceReportingChanges
        self.makePartIndex = makePartIndex
        self.numberState = numberState
        self.decideNumbered = decideNumbered
        self.stepInPlace = stepInPlace
    }

    // The placeholders of the closures a machine's form does not use (see `form`); never called.
    @usableFromInline
    static func unusedReduce(_ state: inout State, _ event: Event) -> Effect<Event> { .none }
    @usableFromInline
    static func unusedReduceReportingChanges(_ state: inout State, _ event: Event, _ changes: inout ChangeSet)
        -> Effect<Event>
    { .none }
    @usableFromInline
    static func unusedDecideNumbered(_ number: Int, _ state: State, _ event: Event) -> (
        step: Step<State, Event>, number: Int
    )? { nil }
    @usableFromInline
    static var unusedStepInPlace: InPlaceSteps<State, Event>? { nil }

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
    package func exitEffect(for state: State) -> Effect<Event> {
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
