extension StoreCore {
    /// The number of async effects still running.
    var runningEffectCount: Int { effects.running.count }

    /// Performs an effect. Always called while processing an event, so `send` effects are queued.
    @usableFromInline
    func perform(_ effect: Effect<Event>, scopedToState: Bool) {
        switch effect.operation {
        case .none:
            return
        case .send(let event):
            loop.queue.append(event)
        case .cancel(let id):
            cancelEffects(id: id)
        case .cancelStateWork(let tie):
            cancelEffects(leaving: tie)
        case .cancelChartTimers:
            stop(effects.removeChartTimers())
        case .merge(let effects):
            for effect in effects { perform(effect, scopedToState: scopedToState) }
        case .run(let run):
            // An entry action's work is tied to the entered state, or deeper when a child flow (or a chart) tied it
            // to a state of its own.
            start(run, tie: scopedToState ? run.tieToCurrentState : run.tie)
        case .report(let diagnostic):
            options.onDiagnostic(diagnostic)
        }
    }

    private func start(_ run: EffectRun<Event>, tie: StateTie?) {
        if run.cancelInFlight, let id = run.id { cancelEffects(id: id) }
        guard let launch = effects.launch, effects.wake != nil else {
            report(
                .effectError,
                "effect \(run.id.map { "'\($0.rawValue)' " } ?? "")was not started: the store has no isolation")
            return
        }
        let key = makeID()
        let effect = RunningEffect(id: run.id, task: nil, tie: tie, restoration: run.restoration)
        if let timer = run.timer {
            // A delayed send has no task of its own: it waits with the store's other sends for the one clock task.
            effects.addDelayed(effect, event: timer.event, after: timer.delay, now: clockTime(), key: key)
            armClock()
        } else {
            // A launched task runs no earlier than the next suspension of this isolation, so it is registered before
            // it can finish.
            var started = effect
            started.task = launch(key, run, options)
            effects.add(started, key: key)
        }
        tellEffectObservers(.started, id: run.id)
    }

    /// Tells `observeEffects` observers; a no-op unless one is registered.
    func tellEffectObservers(_ change: EffectActivity.Change, id: EffectID?) {
        guard let observers = existingBookkeeping?.effectWatchers.observers, !observers.isEmpty else { return }
        let activity = EffectActivity(change: change, id: id)
        for observer in observers.values { observer(activity) }
    }

    /// Registers an effect observer and returns its id.
    func addEffectObserver(_ handler: @escaping (EffectActivity) -> Void) -> Int {
        let id = makeID()
        if !isShutDown { bookkeeping.effectWatchers.observers[id] = handler }
        return id
    }

    /// Unregisters an effect observer.
    func removeEffectObserver(id: Int) {
        existingBookkeeping?.effectWatchers.observers[id] = nil
    }

    /// Forgets a finished effect, including its place among the effects tied to the current state, so a state that
    /// starts many short effects does not accumulate their keys until it is exited.
    func effectFinished(_ key: Int) {
        guard let effect = effects.finish(key) else {
            // Already cancelled (and reported as such); its task has now ended.
            existingBookkeeping?.effectWatchers.onEffectFinished?()
            resumeIdleWaiters()
            return
        }
        tellEffectObservers(.finished, id: effect.id)
        existingBookkeeping?.effectWatchers.onEffectFinished?()
        resumeIdleWaiters()
        settled()
    }

    /// Suspends until no effect is running (including effects started meanwhile), or until `cancelWait(_:)` is
    /// called with the same id — which a face does when the waiting task is cancelled. `isolation` is the face's
    /// own actor: the core is only ever touched there.
    func waitUntilIdle(id: Int, isolation: isolated any Actor) async {
        // Checked again after each wake-up: the last effect can end in the middle of an event (a state-scoped
        // effect cancelled by the transition) whose own effects start only after the commit.
        while !effects.running.isEmpty, !Task.isCancelled {
            await withCheckedContinuation { continuation in
                if effects.running.isEmpty || Task.isCancelled {
                    continuation.resume()
                } else {
                    bookkeeping.effectWatchers.idleWaiters[id] = continuation
                }
            }
        }
    }

    func cancelWait(_ id: Int) {
        existingBookkeeping?.effectWatchers.idleWaiters.removeValue(forKey: id)?.resume()
    }

    func resumeIdleWaiters() {
        guard effects.running.isEmpty, let books = existingBookkeeping, !books.effectWatchers.idleWaiters.isEmpty
        else { return }
        let waiters = books.effectWatchers.idleWaiters
        books.effectWatchers.idleWaiters.removeAll()
        for waiter in waiters.values { waiter.resume() }
    }

    /// Cancels the tasks of effects taken out of ``effects`` and tells effect observers, in the order given; then
    /// wakes whoever waits for the store to be idle.
    private func stop(_ cancelled: [RunningEffect<Event>]) {
        for effect in cancelled {
            effect.task?.cancel()
            tellEffectObservers(.cancelled, id: effect.id)
        }
        if effects.delayed.isEmpty, effects.clock.task != nil { stopClock() }
        resumeIdleWaiters()
    }

    /// An event an effect sent, delivered in the store's isolation.
    ///
    /// The rule: an effect's sends are processed while the effect is running. A send from an effect that was
    /// cancelled (its state was exited, `.cancel(id:)`, or the store released) is dropped silently when it comes
    /// from the cancelled task itself — that is what cancelling means. Any other send from an effect that is no
    /// longer running — a callback kept by a framework that fires after the effect's operation returned — is
    /// dropped and reported as a ``StoreDiagnostic/Kind/droppedEvent`` diagnostic, so it never fails silently.
    func receive(_ event: Event, fromEffect key: Int) {
        guard effects.isRunning(key) else {
            if !Task.isCancelled {
                report(
                    .droppedEvent,
                    "effect sent \(event) after it had finished or been cancelled; the event was dropped (send "
                        + "events before the effect's operation returns, e.g. by awaiting the callback)")
            }
            return
        }
        send(event)
    }

    func cancelEffects(id: EffectID) {
        stop(effects.remove(id: id))
    }

    /// Cancels every running effect.
    func cancelAllEffects() {
        stop(effects.removeAll())
        if !isShutDown { settled() }
    }

    /// Cancels the work tied to the current state, which is being exited, and to the states of child flows inside
    /// it (not the work a chart the store runs tied to its own states: the chart leaves those itself).
    @usableFromInline
    func cancelEffectsOfCurrentState() {
        cancelEffects(leaving: .state(depth: 0))
    }

    /// Cancels the work tied to the state `tie` names, which is being left, and to the states nested in it
    /// (``StateTie/covers(_:)``), innermost first — as a statechart exits a compound state's descendants before the
    /// state — and in start order within one state.
    func cancelEffects(leaving tie: StateTie) {
        let cancelled = effects.removeTied(leaving: tie)
        if tie == .state(depth: 0) || !cancelled.isEmpty { stop(cancelled) }
    }
}

extension EffectRun {
    /// Runs the operation, reporting an unhandled error, and returns when it is done. Shared by every store face,
    /// each of which runs it in a task of its own isolation; it stays in that isolation (`isolation`), so a
    /// ``Store``'s effects start, and report their errors, on the main actor.
    func execute(
        context: EffectContext<Event>, onDiagnostic: @Sendable (StoreDiagnostic) -> Void,
        isolation: isolated (any Actor)? = #isolation
    ) async {
        do {
            try await operation(context)
        } catch is CancellationError {
        } catch {
            if Task.isCancelled {
            } else if let errorHandler {
                await errorHandler(error, context)
            } else {
                onDiagnostic(
                    StoreDiagnostic(
                        kind: .effectError, message: "effect \(id.map { "'\($0.rawValue)' " } ?? "")threw \(error)"))
            }
        }
    }
}
