/// What a store restored from a snapshot does when it starts, instead of running the initial entry effect.
///
/// A class, so that the core of every store, restored or not, keeps one reference for it rather than the plan's
/// three arrays and a closure.
final class StoreRestoration<Event: Sendable> {
    let queuedEvents: [Event]
    /// The saved timers, with the time each has left once the time spent saved is taken off.
    let timers: [StoreSnapshot<Never, Event>.Timer]
    let interruptedEffects: [StoreSnapshot<Never, Event>.InterruptedEffect]
    let restart: (EffectID) -> Effect<Event>?

    init(
        queuedEvents: [Event], timers: [StoreSnapshot<Never, Event>.Timer],
        interruptedEffects: [StoreSnapshot<Never, Event>.InterruptedEffect],
        restart: @escaping (EffectID) -> Effect<Event>?
    ) {
        self.queuedEvents = queuedEvents
        self.timers = timers
        self.interruptedEffects = interruptedEffects
        self.restart = restart
    }
}

extension StoreRestoration {
    /// The plan for restoring `snapshot`, checked: `nil` for a snapshot of a store that had not started.
    /// - Throws: ``StoreSnapshotError`` when the snapshot cannot be restored as it was taken.
    static func checking<State>(
        _ snapshot: StoreSnapshot<State, Event>, timeSaved: Duration, restart: @escaping (EffectID) -> Effect<Event>?
    ) throws(StoreSnapshotError) -> StoreRestoration? {
        guard (1...StoreSnapshot<State, Event>.currentVersion).contains(snapshot.version) else {
            throw .unsupportedVersion(snapshot.version)
        }
        if let negative = snapshot.timers.first(where: { $0.remaining < .zero }) {
            throw .invalidTimer(id: negative.id, remaining: negative.remaining)
        }
        guard snapshot.isStarted else { return nil }
        return StoreRestoration(
            queuedEvents: snapshot.queuedEvents,
            timers: snapshot.timers.map {
                .init(
                    event: $0.event, id: $0.id, remaining: $0.remaining - max(.zero, timeSaved),
                    stateDepth: $0.stateDepth)
            },
            interruptedEffects: snapshot.interruptedEffects.map {
                .init(id: $0.id, stateDepth: $0.stateDepth, restoration: $0.restoration)
            },
            restart: restart)
    }
}

extension StoreCore {
    /// Makes the core a restored store: started, with what it had queued, its timers and its interrupted work
    /// waiting for ``start()`` — so observers registered after `init` see what they cause. The core was made in the
    /// snapshot's state; a snapshot of a store that had not started leaves it a new store.
    func prepareRestoration(from plan: StoreRestoration<Event>?) {
        if let plan { bookkeeping.restoration = plan }
    }

    /// Starts a restored store, in this order: the events it had queued; the events its interrupted work asked
    /// for (and the work restarted); then, in the order they fall due, the timers whose time ran out while it was
    /// saved (sent at once); the other timers go back on the clock with the time they have left.
    func resume(_ restoration: StoreRestoration<Event>) {
        queue.append(contentsOf: restoration.queuedEvents)
        for interrupted in restoration.interruptedEffects {
            let name = interrupted.id.map { "'\($0.rawValue)' " } ?? ""
            switch interrupted.restoration {
            case .send(let event)?:
                queue.append(event)
            case .restart?:
                guard let id = interrupted.id, let effect = restoration.restart(id) else {
                    report(
                        .effectInterrupted,
                        "effect \(name)was running when the store was saved and asked to be restarted, but the "
                            + "restored store has no restart handler that starts it; it was not started again")
                    continue
                }
                perform(effect.tied(atDepth: interrupted.stateDepth), scopedToState: false)
            case nil:
                report(
                    .effectInterrupted,
                    "effect \(name)was running when the store was saved and cannot be resumed; it was not started "
                        + "again (say what replaces it with Effect.onRestore(_:))")
            }
        }
        for timer in restoration.timers.inDueOrder() {
            if timer.remaining <= .zero {
                queue.append(timer.event)
            } else {
                perform(
                    Effect.send(timer.event, after: timer.remaining, id: timer.id).tied(atDepth: timer.stateDepth),
                    scopedToState: false)
            }
        }
    }

    /// The store as a snapshot: never blocks, and changes nothing.
    func snapshot() -> StoreSnapshot<State, Event> {
        if let restoration = existingBookkeeping?.restoration {
            // Restored and not started yet: what it will do when it starts.
            return StoreSnapshot(
                state: current.value, queuedEvents: restoration.queuedEvents,
                timers: restoration.timers.map {
                    .init(event: $0.event, id: $0.id, remaining: max(.zero, $0.remaining), stateDepth: $0.stateDepth)
                },
                interruptedEffects: restoration.interruptedEffects.map {
                    .init(id: $0.id, stateDepth: $0.stateDepth, restoration: $0.restoration)
                })
        }
        // The pending delayed sends, read from the store's one `DelayedSends`: in the order they fall due (start
        // order among equals), so a snapshot of a restored store, whose timers were started in that order, equals
        // the snapshot of the store that was never saved.
        let running = effects.running
        let pending = effects.delayed.isEmpty ? [] : effects.delayed.remaining(at: clockTime())
        let timers: [StoreSnapshot<State, Event>.Timer] = pending.map { pending in
            let effect = running[pending.element.key]
            return .init(
                event: pending.element.event, id: effect?.id, remaining: pending.remaining,
                stateDepth: effect?.stateDepth)
        }
        let interrupted: [StoreSnapshot<State, Event>.InterruptedEffect] = running.keys.sorted().compactMap { key in
            guard let effect = running[key], !effect.isDelayedSend else { return nil }
            return .init(id: effect.id, stateDepth: effect.stateDepth, restoration: effect.restoration)
        }
        let queued = work.contains(.processing) ? queue.waiting : queue.events
        return StoreSnapshot(
            state: current.value, isStarted: !work.contains(.unstarted), queuedEvents: queued, timers: timers,
            interruptedEffects: interrupted)
    }

    /// The time from `start` to `end`, two instants of the store's clock.
    static func duration(from start: any InstantProtocol<Duration>, to end: any InstantProtocol<Duration>) -> Duration {
        func measure<Instant: InstantProtocol<Duration>>(_ start: Instant) -> Duration {
            guard let end = end as? Instant else { return .zero }
            return start.duration(to: end)
        }
        return measure(start)
    }
}

extension Effect {
    /// The effect with every run inside it tied to the state at `depth` (as the work it replaces was), or as it is
    /// when `depth` is `nil`.
    func tied(atDepth depth: Int?) -> Effect {
        guard let depth else { return self }
        switch operation {
        case .none, .send, .cancel, .cancelStateWork, .report:
            return self
        case .run(var run):
            run.stateDepth = depth
            return Effect(operation: .run(run))
        case .merge(let effects):
            return Effect(operation: .merge(effects.map { $0.tied(atDepth: depth) }))
        }
    }
}

extension Array {
    /// Saved timers in the order they fall due (``DelayedSends``'s one due order): by time left, timers due together
    /// in the order they were started. The order both a snapshot lists and a restored store starts them in.
    func inDueOrder<State, Event>() -> [Element] where Element == StoreSnapshot<State, Event>.Timer {
        DelayedSends.inDueOrder(self, due: \.remaining)
    }
}
