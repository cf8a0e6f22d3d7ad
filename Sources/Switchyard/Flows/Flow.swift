/// A coordinator as a value: a ``Machine`` whose states are screens or child flows, that may finish with a typed
/// result.
///
/// The flow decides; a ``Store`` runs it. A parent flow keeps a child's state inside one of its own states (e.g.
/// `.authenticating(AuthState)`) and forwards the child's events with ``step(from:on:state:event:)``, which sends
/// ``FlowEvent/finished(_:)`` back to the parent when the child reaches a final state — so "registration succeeded →
/// authentication finished → app shows main" is a chain of ordinary, testable transitions.
///
/// A child flow is a compound state of its parent: a move inside the child never exits the parent's state that
/// hosts it, and only the work tied to the child's own state is cancelled when the child moves on.
///
/// ```swift
/// let authentication = Flow(
///     name: "authentication", machine: authMachine, events: AuthEvent.allCases,
///     node: { state in .screen("\(state)") },
///     result: { state in state == .done ? AuthResult.registered : nil })
/// ```
///
/// ``graph()`` explores the flow (and, through ``FlowNode/flow(_:)``, its children) into a ``StateGraph``;
/// ``events(toReach:from:)`` searches it for deep links.
public struct Flow<State: Hashable & Sendable, Event: Hashable & Sendable, Result: Sendable>: Sendable {
    /// The flow's name, used as its node name in a parent's graph.
    public let name: String
    /// The machine that decides the flow's moves.
    public let machine: Machine<State, Event>
    /// The events tried in every state when the flow is explored (graphs, deep links).
    public let sampleEvents: [Event]
    let describe: @Sendable (State) -> FlowNode
    let finish: @Sendable (State) -> Result?
    let label: @Sendable (Event) -> String

    /// Creates a flow.
    /// - Parameters:
    ///   - name: The flow's name.
    ///   - machine: The machine that decides its moves.
    ///   - events: The events to explore it with; the machine's table events when `nil` (a table machine). Include
    ///     representative payloads for events that carry values.
    ///   - node: What each state shows: a screen name, or a child flow's graph (`.flow(child.graph())`). States
    ///     that map to the same node are one node of the graph.
    ///   - result: The result the flow finishes with in a state, or `nil` when it has not finished.
    ///   - label: The text of an event in the graph; by default `String(describing:)` without module prefixes
    ///     (`succeeded(Account(email: "a@b.c"))`, not `succeeded(RegistrationFlow.Account(email: "a@b.c"))`).
    public init(
        name: String,
        machine: Machine<State, Event>,
        events: [Event]? = nil,
        node: @escaping @Sendable (State) -> FlowNode,
        result: @escaping @Sendable (State) -> Result? = { _ in nil },
        label: @escaping @Sendable (Event) -> String = { DefaultNames.unqualifiedDescription(of: $0) }
    ) {
        self.name = name
        self.machine = machine
        self.sampleEvents = events ?? machine.table?.events ?? []
        self.describe = node
        self.finish = result
        self.label = label
    }

    /// The state the flow starts in.
    public var initialState: State { machine.initialState }

    /// What `state` shows.
    /// - Parameter state: A state of the flow.
    /// - Returns: The screen or child flow.
    package func nodeDescription(for state: State) -> FlowNode { describe(state) }

    /// The result the flow has finished with in `state`.
    /// - Parameter state: A state of the flow.
    /// - Returns: The result, or `nil` while the flow is running.
    package func finishedResult(in state: State) -> Result? { finish(state) }

    /// Runs one step of this flow as a child inside a parent: the child's step, with its state wrapped into the
    /// parent's state and its effects' events wrapped into the parent's events; when the child lands in a final state,
    /// the parent is also sent ``FlowEvent/finished(_:)``.
    ///
    /// The child is a compound state of the parent (the state `wrap` builds hosts it), so a move inside the child
    /// never exits that state: the returned step is ``Step/Kind-swift.enum/internal``, the parent's exit and entry
    /// actions do not run, the work tied to the parent's state keeps running, and the parent's observers are told
    /// the transition without a will-exit or did-enter — as a statechart store reports a move inside a compound
    /// state. The child's own parts travel in the returned step's effect, in the order of the one step rule every
    /// store follows (exit action, state-tied work stopped by ``EffectAction/cancelStateWork(depth:)``, effect,
    /// entry action tied to the child's new state; see <doc:RuntimeSemantics>, "Where the rules live"); an internal
    /// step of the child has no exit or entry. Work the child tied to a state is cancelled when the child leaves
    /// that state, or when the parent leaves the state hosting the child (innermost first). A child that hosts a
    /// flow of its own passes it down the same way, one level deeper.
    /// - Parameters:
    ///   - state: The child's current state.
    ///   - event: The child event.
    ///   - wrap: Puts a child state into the parent's state, e.g. `AppState.authenticating`.
    ///   - embed: Puts a ``FlowEvent`` into the parent's events, e.g. `AppEvent.authentication`.
    /// - Returns: The parent's step, or `nil` when the child ignores the event.
    public func step<ParentState: Sendable, ParentEvent: Sendable>(
        from state: State,
        on event: Event,
        state wrap: (State) -> ParentState,
        event embed: @escaping @Sendable (FlowEvent<Event, Result>) -> ParentEvent
    ) -> Step<ParentState, ParentEvent>? {
        guard let step = machine.transition(from: state, on: event) else { return nil }
        let child = ChildStepPerformer(
            currentState: state, actionsOf: machine, forward: { embed(.event($0)) })
        machine.take(step, on: event, by: child)
        if let result = finish(child.currentState) {
            child.effects.append(.send(embed(.finished(result))))
        }
        return Step(wrap(child.currentState), effect: .merge(child.effects), kind: .internal)
    }

    /// The work of entering this flow in `state` inside a parent: `state`'s entry action, with events wrapped for
    /// the parent and tied to the child's state, so the child's next move cancels it.
    ///
    /// ``Machine/hosting(_:in:event:)`` is the way to nest a flow: it enters the child this way whenever the parent
    /// enters a state hosting it (after the parent's own entry work, as a statechart enters a compound state before
    /// its active child) and leaves it whenever the parent leaves that state (before the parent's own exit work).
    /// Call this directly only to start the child's work from somewhere else, such as a step's effect.
    /// - Parameters:
    ///   - state: The state the child is entered in.
    ///   - embed: Puts a ``FlowEvent`` into the parent's events.
    /// - Returns: The effect, tied to the child's state.
    public func entryEffect<ParentEvent: Sendable>(
        for state: State, event embed: @escaping @Sendable (FlowEvent<Event, Result>) -> ParentEvent
    ) -> Effect<ParentEvent> {
        let child = ChildStepPerformer(
            currentState: state, actionsOf: machine, forward: { embed(.event($0)) })
        machine.begin(by: child)
        return .merge(child.effects)
    }

    /// The work of leaving this flow in `state` inside a parent: the child leaves `state` by the one step rule
    /// every machine follows (`StepRule.leave`) — its exit action, with events wrapped for the parent, then the
    /// cancellation of the work tied to the child's state (``EffectAction/cancelStateWork(depth:)``, one level down).
    /// ``Machine/hosting(_:in:event:)`` returns it from the parent's exit action, before the parent's own exit work.
    /// - Parameters:
    ///   - state: The state the child is in as the parent leaves the state hosting it.
    ///   - embed: Puts a ``FlowEvent`` into the parent's events.
    /// - Returns: The effect, tied to no state.
    package func exitEffect<ParentEvent: Sendable>(
        for state: State, event embed: @escaping @Sendable (FlowEvent<Event, Result>) -> ParentEvent
    ) -> Effect<ParentEvent> {
        let child = ChildStepPerformer(
            currentState: state, actionsOf: machine, forward: { embed(.event($0)) })
        StepRule.leave((), run: { child.runFlat($0, tyingWorkTo: $2) }, stopWork: { _ in child.stopFlatWork() })
        return .merge(child.effects)
    }
}

extension Flow where Result == Never {
    /// Creates a flow that never finishes, such as an app's root flow; its `Result` is `Never`.
    ///
    /// ```swift
    /// let app = Flow(name: "app", machine: appMachine, node: { state in .screen("\(state)") })
    /// // Flow<AppState, AppEvent, Never>
    /// ```
    /// - Parameters:
    ///   - name: The flow's name.
    ///   - machine: The machine that decides its moves.
    ///   - events: The events to explore it with; the machine's table events when `nil` (a table machine). Include
    ///     representative payloads for events that carry values.
    ///   - node: What each state shows: a screen name, or a child flow's graph (`.flow(child.graph())`).
    ///   - label: The text of an event in the graph; by default `String(describing:)` without module prefixes
    ///     (`succeeded(Account(email: "a@b.c"))`, not `succeeded(RegistrationFlow.Account(email: "a@b.c"))`).
    public init(
        name: String,
        machine: Machine<State, Event>,
        events: [Event]? = nil,
        node: @escaping @Sendable (State) -> FlowNode,
        label: @escaping @Sendable (Event) -> String = { DefaultNames.unqualifiedDescription(of: $0) }
    ) {
        self.init(name: name, machine: machine, events: events, node: node, result: { _ in nil }, label: label)
    }
}
