public import Switchyard

/// Model-based tests whose model is a typed definition rather than a drawing: a `Statechart`, a `Machine` (a
/// routing function or a `TransitionTable`) or a `Flow`. The model runs as itself — a statechart on the one
/// statechart interpreter, a machine or flow through `Machine.transition(from:on:)` — so its guards are evaluated
/// over its own context or state as the model says, not read from labels. Coverage names states and transitions as
/// the model does (a statechart's ids, the graph `MachineExplorer` draws of a machine); there is no drawing, so
/// no `FILE:LINE:COL`, and guard outcomes are not counted (a typed guard is code the runner cannot see into).
extension ModelTest {
    /// Creates a test whose model is a statechart, run on the statechart interpreter: its delayed sends are the
    /// model's timers, due on the runner's virtual clock, so the implementation's timers must match them.
    ///
    /// ```swift
    /// let test = ModelTest(
    ///     statechart: processChart, context: 0, named: "process",
    ///     events: [("execute", "execute"), ("succeed", "succeed"), ("fail", "fail"), ("reset", "reset")],
    ///     machine: { stubs in ProcessModel.machine(request: StubRequest(stub: stubs.stub("request"))) },
    ///     modelState: modelState, inputs: inputs)
    /// ```
    /// - Parameters:
    ///   - statechart: The model.
    ///   - context: The model's initial context, which its guards read and its actions change.
    ///   - name: What messages and the printed test call the model.
    ///   - events: For each input label, the chart's event it stands for; an input without one is ignored by the
    ///     model.
    ///   - machine: Makes the implementation, with its dependencies forwarding to `stubs`.
    ///   - modelState: Maps a state of the implementation to the model's: the chart's atomic states (as
    ///     `String(describing:)` gives them) joined by `, `, or `[*]` once the chart finished.
    ///   - inputs: How each input reaches the implementation (timer inputs are not needed: the chart's delayed
    ///     sends are its timers).
    public init<StateID: Hashable & Sendable, ChartEvent: Sendable, Context: Hashable & Sendable>(
        statechart: Statechart<StateID, ChartEvent, Context>, context: Context, named name: String = "statechart",
        events: [(String, ChartEvent)],
        machine: @escaping @MainActor (EffectStubs) -> Machine<State, Event>,
        modelState: @escaping (State) -> String,
        inputs: [(String, ModelInput<Event>)]
    ) {
        var byLabel: [String: ChartEvent] = [:]
        for (label, event) in events where byLabel[label] == nil { byLabel[label] = event }
        self.init(
            model: ChartModel(chart: statechart, context: context, events: byLabel), file: name,
            machine: machine, modelState: modelState, inputs: inputs, data: [:])
    }

    /// Creates a test whose model is a machine — a routing function, a reducer or a `TransitionTable` — stepped
    /// by `Machine.transition(from:on:)`. Its effects are not run: an event the model's own effects would send is
    /// an input (``ModelInput/observed`` when the implementation produces it itself).
    /// - Parameters:
    ///   - model: The model.
    ///   - name: What messages and the printed test call the model.
    ///   - stateName: Names a state of the model, as `modelState` names the implementation's; the case name by
    ///     default.
    ///   - events: For each input label, the model's event it stands for.
    ///   - machine: Makes the implementation, with its dependencies forwarding to `stubs`.
    ///   - modelState: Maps a state of the implementation to the model's state name.
    ///   - inputs: How each input reaches the implementation; a ``ModelInput/timer(after:)`` input fires when the
    ///     model has stayed that long in a state that takes its event.
    public init<ModelState: Hashable & Sendable, ModelEvent: Equatable & Sendable>(
        model: Machine<ModelState, ModelEvent>, named name: String = "machine",
        stateName: @escaping @Sendable (ModelState) -> String = { DefaultNames.of($0) },
        events: [(String, ModelEvent)],
        machine: @escaping @MainActor (EffectStubs) -> Machine<State, Event>,
        modelState: @escaping (State) -> String,
        inputs: [(String, ModelInput<Event>)]
    ) {
        self.init(
            model: MachineModel(
                machine: model, events: events.map { (label: $0.0, event: $0.1) }, timers: Self.timers(in: inputs),
                stateName: stateName, isFinished: { _ in false }),
            file: name, machine: machine, modelState: modelState, inputs: inputs, data: [:])
    }

    /// Creates a test whose model is a transition table, started in `initial`.
    /// - Parameters:
    ///   - table: The model's rules.
    ///   - initial: The model's initial state.
    ///   - name: What messages and the printed test call the model.
    ///   - stateName: Names a state of the model; the case name by default.
    ///   - events: For each input label, the model's event it stands for.
    ///   - machine: Makes the implementation, with its dependencies forwarding to `stubs`.
    ///   - modelState: Maps a state of the implementation to the model's state name.
    ///   - inputs: How each input reaches the implementation.
    public init<ModelState: Hashable & Sendable, ModelEvent: Hashable & Sendable>(
        table: TransitionTable<ModelState, ModelEvent>, initial: ModelState, named name: String = "table",
        stateName: @escaping @Sendable (ModelState) -> String = { DefaultNames.of($0) },
        events: [(String, ModelEvent)],
        machine: @escaping @MainActor (EffectStubs) -> Machine<State, Event>,
        modelState: @escaping (State) -> String,
        inputs: [(String, ModelInput<Event>)]
    ) {
        self.init(
            model: Machine.table(initial: initial, table), named: name, stateName: stateName, events: events,
            machine: machine, modelState: modelState, inputs: inputs)
    }

    /// Creates a test whose model is a flow: its machine stepped by `Machine.transition(from:on:)`, its states
    /// named by their nodes (what the flow's node function gives for each), and finished (`[*]`) in a state where
    /// it has a result.
    /// - Parameters:
    ///   - flow: The model.
    ///   - events: For each input label, the flow's event it stands for.
    ///   - machine: Makes the implementation, with its dependencies forwarding to `stubs`.
    ///   - modelState: Maps a state of the implementation to the flow's node name, or `[*]` once it finished.
    ///   - inputs: How each input reaches the implementation.
    public init<FlowState: Hashable & Sendable, FlowEvent: Hashable & Sendable, Result: Sendable>(
        flow: Flow<FlowState, FlowEvent, Result>,
        events: [(String, FlowEvent)],
        machine: @escaping @MainActor (EffectStubs) -> Machine<State, Event>,
        modelState: @escaping (State) -> String,
        inputs: [(String, ModelInput<Event>)]
    ) {
        self.init(
            model: MachineModel(
                machine: flow.machine, events: events.map { (label: $0.0, event: $0.1) },
                timers: Self.timers(in: inputs), stateName: { flow.nodeDescription(for: $0).name },
                isFinished: { flow.finishedResult(in: $0) != nil }),
            file: flow.name, machine: machine, modelState: modelState, inputs: inputs, data: [:])
    }

    /// The timer inputs' durations, by label.
    static func timers(in inputs: [(String, ModelInput<Event>)]) -> [String: Duration] {
        var timers: [String: Duration] = [:]
        for (label, input) in inputs {
            if case .timer(let duration) = input.form { timers[label] = duration }
        }
        return timers
    }
}
