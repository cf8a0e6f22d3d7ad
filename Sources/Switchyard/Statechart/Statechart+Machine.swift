extension Statechart where Context: Sendable {
    /// The chart as a ``Machine``, so a ``Store`` (or an ``ActorStore``, or a `TestStore`) runs it with everything a
    /// store does: FIFO re-entrancy, middleware, observers, selections, the event log and replay.
    ///
    /// ```swift
    /// let store = Store(machine: chart.machine(context: 0))   // the chart of ``Statechart``
    /// store.send(.power)
    /// store.state.configuration.contains(.stopped)   // true: power entered on, and on its initial state
    /// ```
    ///
    /// Each event runs one macrostep of the engine (``StatechartInterpreter/send(_:)``); an event that enables no
    /// transition is *ignored*, as for any machine. The chart's delayed sends become effects on the store's clock
    /// (``StoreOptions/clock``), so tests control them with a test clock: when one falls due its event goes to the
    /// store's queue like any sent event — SCXML's external queue — and `cancelSend(id:)` cancels the effect. Raised
    /// events stay inside the macrostep. Work the chart's actions ask for (``Statechart/ActionScope/perform(_:)``)
    /// is performed by the store after the macrostep; work tied to a state is cancelled when that state is exited,
    /// including by leaving an ancestor. Every step is an internal step of the store (the chart does its own exits
    /// and entries, listed in ``StatechartState/lastMacrostep``); the initial macrostep's delayed sends and work
    /// start when the store starts.
    /// - Parameter context: The chart's initial extended state.
    /// - Returns: The machine; its state is a ``StatechartState``.
    /// - Complexity: Each event costs one macrostep of the engine (see ``StatechartInterpreter/send(_:)``).
    @inlinable
    public func machine(context: Context) -> Machine<StatechartState<StateID, Event, Context>, Event> {
        var interpreter = StatechartInterpreter(self, context: context)
        interpreter.recordsMicrosteps = false
        interpreter.tracesMicrosteps = true
        let first = interpreter.start()
        let startEffect = Self.hostEffect(for: first, of: &interpreter)
        let trace = interpreter.takeTrace()
        let initial = StatechartState(interpreter: interpreter, macrostep: first, trace: trace)
        return Machine.stepping(
            initial: initial,
            onEnter: { _ in startEffect },
            { state, event in
                var interpreter = state.interpreter
                let macrostep = interpreter.send(event)
                let trace = interpreter.takeTrace()
                guard
                    !trace.isEmpty || !macrostep.scheduled.isEmpty || !macrostep.cancelledIDs.isEmpty
                        || !macrostep.effects.isEmpty
                else { return nil }
                let effect = Self.hostEffect(for: macrostep, of: &interpreter)
                return Step(
                    StatechartState(interpreter: interpreter, macrostep: macrostep, trace: trace), effect: effect,
                    kind: .internal)
            })
    }

    /// The store's share of a macrostep: the work the chart's actions asked for and the cancellation of the work
    /// tied to states it exited, in order; then cancel the timers of cancelled sends and start a timer for each
    /// delayed send still pending. The interpreter then forgets them — the store owns the timers from here on.
    /// Inlinable, as ``machine(context:)`` is, so a client runs the engine specialized for its own types.
    @inlinable
    static func hostEffect(
        for macrostep: StatechartMacrostep<StateID, Event>,
        of interpreter: inout StatechartInterpreter<StateID, Event, Context>
    ) -> Effect<Event> {
        var effects: [Effect<Event>] = []
        let index = interpreter.storage.table.index
        for command in macrostep.effects {
            switch command {
            case .run(let effect, tiedTo: nil):
                effects.append(effect)
            case .run(let effect, tiedTo: let state?):
                effects.append(effect.identifyingRuns(as: stateEffectID(for: index[state] ?? 0)))
            case .cancelEffects(let state, let ids):
                effects.append(.cancel(id: stateEffectID(for: index[state] ?? 0)))
                effects += ids.map { .cancel(id: $0) }
            }
        }
        effects += macrostep.cancelledIDs.map { .cancel(id: timerID(for: $0)) }
        for send in interpreter.pendingSends {
            let event = send.event
            let delay = send.delay
            effects.append(
                .run(id: timerID(for: send.id ?? "#\(send.token)")) { context in
                    try await context.sleep(for: delay)
                    await context.send(event)
                })
        }
        interpreter.pending.removeAll()
        return effects.isEmpty ? .none : .merge(effects)
    }

    @usableFromInline
    static func timerID(for sendID: String) -> EffectID {
        EffectID("statechart.send." + sendID)
    }

    /// The id shared by the work tied to a state (by its position in the chart, unique whatever the ids print as).
    @usableFromInline
    static func stateEffectID(for node: Int) -> EffectID {
        EffectID("statechart.state#\(node)")
    }
}

extension Effect {
    /// The effect with `id` given to every run that has no id of its own, so cancelling `id` cancels them.
    @usableFromInline
    func identifyingRuns(as id: EffectID) -> Effect {
        switch operation {
        case .none, .send, .cancel:
            return self
        case .run(var run):
            if run.id == nil { run.id = id }
            return Effect(operation: .run(run))
        case .merge(let effects):
            return Effect(operation: .merge(effects.map { $0.identifyingRuns(as: id) }))
        }
    }
}
