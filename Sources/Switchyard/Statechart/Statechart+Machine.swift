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
    /// including by leaving an ancestor. A macrostep that exits or enters states is an external step of the store,
    /// so observers hear ``StoreNotification/willExit(_:)`` and ``StoreNotification/didEnter(_:)`` around it (the
    /// chart's states it exited and entered are listed in ``StatechartState/lastMacrostep``); one of targetless
    /// transitions only is internal. The chart runs its own exit and entry actions and cancels the work tied to
    /// the states it exits; the initial macrostep's delayed sends and work start when the store starts.
    ///
    /// An event that leads to an endless loop of eventless transitions or raised events stops the chart at the
    /// step limit (``StatechartStepLimit``): the state says so (``StatechartState/exceededStepLimit``; it is not
    /// finished), and the store reports a ``StoreDiagnostic`` of kind ``StoreDiagnostic/Kind/stepLimit`` then and
    /// for every event it ignores after.
    /// - Parameters:
    ///   - context: The chart's initial extended state.
    ///   - stepLimit: The most microsteps and events one event may take (``StatechartInterpreter/stepLimit``);
    ///     `nil` keeps the interpreter's default, 100,000.
    /// - Returns: The machine; its state is a ``StatechartState``.
    /// - Complexity: Each event costs one macrostep of the engine (see ``StatechartInterpreter/send(_:)``).
    @inlinable
    public func machine(
        context: Context, stepLimit: Int? = nil
    ) -> Machine<StatechartState<StateID, Event, Context>, Event> {
        var interpreter = StatechartInterpreter(self, context: context)
        if let stepLimit { interpreter.stepLimit = stepLimit }
        interpreter.recordsMicrosteps = false
        interpreter.recording.tracesMicrosteps = true
        let first = interpreter.start()
        let hostEffect = Self.hostEffect(for: first, of: &interpreter)
        // A chart whose initial macrostep never settles is reported when the store starts.
        let startEffect =
            interpreter.stepLimitStop.map { stop in
                Effect.merge(hostEffect, Effect(operation: .report(Self.stepLimitDiagnostic(stop))))
            } ?? hostEffect
        let trace = interpreter.takeTrace()
        let initial = StatechartState(interpreter: interpreter, macrostep: first, trace: trace)
        // One step rule, written once: stores run it on their state in place (no copy of the interpreter per
        // event); `transition(from:on:)` and everything else that decides without a store run it on a copy
        // (`InPlaceSteps.step(from:on:)`).
        let steps = InPlaceSteps<StatechartState<StateID, Event, Context>, Event>(
            take: { state, event in
                guard let effect = Self.step(&state, on: event) else { return nil }
                // A macrostep that exits or enters states is an external step of the store (observers hear
                // will-exit and did-enter); one of targetless transitions only is internal. The chart's own exit
                // and entry work, and the cancellation of the work tied to the states it exits, are in `effect`.
                return (effect, state.lastMacrostepMoves ? .external : .internal)
            },
            lookAhead: { state, event in state.interpreter.lookAhead(at: event) },
            copy: { state, buffer in StatechartState.copy(state, into: &buffer) })
        var machine = Machine(initial: initial, form: .steppingInPlace(steps))
        machine.diagnoseIgnored = { state in state.stepLimitReport.map(Self.stepLimitDiagnostic) }
        // The initial macrostep's work is tied to the chart's states by the chart, not to the store's state.
        machine.startWork = startEffect
        return machine
    }

    /// What a store reports when its chart is stopped at the step limit, and for every event it ignores after.
    @usableFromInline
    static func stepLimitDiagnostic(_ stop: StatechartStepLimit) -> StoreDiagnostic {
        StoreDiagnostic(kind: .stepLimit, message: stop.description)
    }

    /// One event's macrostep on a store's chart state, in place: the state's interpreter runs it, and the state
    /// records what it did. When the event enabled nothing (no microstep, no delayed send made or cancelled, no
    /// work asked for) it is ignored: returns `nil` and leaves `lastMacrostep` as it was.
    /// - Parameters:
    ///   - state: The chart's state, changed in place.
    ///   - event: The event.
    /// - Returns: The store's share of the macrostep (``hostEffect(for:of:)``), or `nil` when the event is ignored.
    /// - Complexity: One macrostep of the engine; the microstep buffer is reused, not reallocated, when the state is
    ///   not shared.
    @inlinable
    static func step(_ state: inout StatechartState<StateID, Event, Context>, on event: Event) -> Effect<Event>? {
        // A stopped chart ignores the event; the store's `diagnoseIgnored` reports a chart stopped at its limit.
        guard state.interpreter.isStillRunning else { return nil }
        // One access to the state's parts for the whole step: one uniqueness check of its buffer.
        return step(&state.parts, on: event)
    }

    /// The macrostep of `step(_:on:)` on the parts of a state, which the caller holds in place.
    @inlinable
    static func step(
        _ parts: inout StatechartState<StateID, Event, Context>.Parts, on event: Event
    ) -> Effect<Event>? {
        let macrostep = parts.interpreter.send(event)
        guard
            !parts.interpreter.recording.trace.isEmpty || !macrostep.scheduled.isEmpty
                || !macrostep.cancelledSendIDs.isEmpty
                || !macrostep.effects.isEmpty || parts.interpreter.stepLimitWasExceeded
        else { return nil }
        var effect = hostEffect(for: macrostep, of: &parts.interpreter)
        if parts.interpreter.stepLimitWasExceeded, let stop = parts.interpreter.stepLimitStop {
            // The event that stopped the chart: a step taken (the chart moved, and ran its exit actions), reported.
            effect = .merge(effect, Effect(operation: .report(stepLimitDiagnostic(stop))))
        }
        parts.macrostep = macrostep.isEmpty ? nil : macrostep
        // The new trace moves to the state; the old one's buffer becomes the interpreter's, emptied.
        swap(&parts.trace, &parts.interpreter.recording.trace)
        parts.interpreter.recording.trace.removeAll(keepingCapacity: true)
        return effect
    }

    /// The store's share of a macrostep: the work the chart's actions asked for, each run tied to the chart's state
    /// that asked for it (``StateTie``, by the state's position in the chart), and, for each state exited that had
    /// started work, the cancellation of the work tied to it — the store keeps and cancels it with all its other
    /// state-tied work, through one rule (``StateTie/covers(_:)``); then the macrostep's delayed sends as the one
    /// hand-off gives them (``DelayedSendHandOff``), each command an effect, in its order (a merged effect's parts
    /// are performed in order) — when the chart stopped, last the cancel of every timer it handed over. Inlinable,
    /// as ``machine(context:stepLimit:)`` is, so a client runs the engine specialized for its own types.
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
                effects.append(effect.tied(to: StateTie(depth: 0, chartState: index[state] ?? 0)))
            case .cancelEffects(let state, _):
                // The work's own ids need no cancel of their own: the work is tied to the state whatever its id.
                effects.append(.cancelStateWork(StateTie(depth: 0, chartState: index[state] ?? 0)))
            }
        }
        for command in interpreter.handOffDelayedSends(of: macrostep) {
            switch command {
            case .cancel(let id):
                effects.append(.cancel(id: id))
            case .schedule(let send, let id):
                // A timer the store keeps as data, so a store snapshot saves it with the time it has left.
                effects.append(.send(send.event, after: send.delay, id: id))
            case .cancelAll:
                // The chart stopped: every send it handed over in earlier macrosteps is cancelled.
                effects.append(Effect(operation: .cancelChartTimers))
            }
        }
        return effects.isEmpty ? .none : .merge(effects)
    }
}
