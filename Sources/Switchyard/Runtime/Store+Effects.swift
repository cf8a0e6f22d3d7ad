/// A task started for an effect's async work.
struct RunningEffect {
    var id: EffectID?
    var task: Task<Void, Never>
}

extension Store {
    /// The number of async effects still running.
    public var runningEffectCount: Int { running.count }

    /// The number of running effects tied to the current state: the ones that leaving it will cancel.
    public var stateScopedEffectCount: Int { scopedToCurrentState.count }

    /// Waits until every running effect has finished, including effects started meanwhile.
    ///
    /// Useful in tests and command-line programs; an effect that never ends makes this wait forever.
    public func waitForEffects() async {
        while let effect = running.values.first {
            await effect.task.value
        }
    }

    /// Cancels every running effect, for example when the screen that owns the store goes away.
    public func cancelAllEffects() {
        let all = running
        running.removeAll()
        scopedToCurrentState.removeAll()
        for effect in all.values { effect.task.cancel() }
    }

    /// Performs an effect. Always called while processing an event, so `send` effects are queued.
    @usableFromInline
    func perform(_ effect: Effect<Event>, scopedToState: Bool) {
        switch effect.operation {
        case .none:
            return
        case .send(let event):
            pending.append(event)
        case .cancel(let id):
            cancelEffects(id: id)
        case .merge(let effects):
            for effect in effects { perform(effect, scopedToState: scopedToState) }
        case .run(let run):
            start(run, scopedToState: scopedToState || run.isScopedToState)
        }
    }

    private func start(_ run: EffectRun<Event>, scopedToState: Bool) {
        if run.cancelInFlight, let id = run.id { cancelEffects(id: id) }
        let key = makeID()
        let context = EffectContext<Event>(clock: options.clock) { [weak self] event in
            await self?.receive(event, fromEffect: key)
        }
        let operation = run.operation
        let errorHandler = run.errorHandler
        let task = Task(priority: run.priority) { [weak self] in
            do {
                try await operation(context)
            } catch is CancellationError {
            } catch {
                if Task.isCancelled {
                } else if let errorHandler {
                    await errorHandler(error, context)
                } else {
                    self?.options.onDiagnostic(
                        StoreDiagnostic(kind: .effectError, message: "effect \(run.id?.rawValue ?? "") threw \(error)"))
                }
            }
            self?.effectFinished(key)
        }
        running[key] = RunningEffect(id: run.id, task: task)
        if scopedToState { scopedToCurrentState.append(key) }
    }

    /// Forgets a finished effect, including its place among the effects tied to the current state, so a state that
    /// starts many short effects does not accumulate their keys until it is exited.
    private func effectFinished(_ key: Int) {
        running[key] = nil
        if let position = scopedToCurrentState.firstIndex(of: key) {
            scopedToCurrentState.remove(at: position)
        }
    }

    /// An event from a running effect; dropped when that effect was cancelled meanwhile.
    private func receive(_ event: Event, fromEffect key: Int) {
        guard running[key] != nil else { return }
        send(event)
    }

    func cancelEffects(id: EffectID) {
        let keys = running.filter { $0.value.id == id }.map(\.key)
        for key in keys {
            running.removeValue(forKey: key)?.task.cancel()
        }
    }

    @usableFromInline
    func cancelEffectsOfCurrentState() {
        let keys = scopedToCurrentState
        scopedToCurrentState.removeAll(keepingCapacity: true)
        for key in keys {
            running.removeValue(forKey: key)?.task.cancel()
        }
    }
}
