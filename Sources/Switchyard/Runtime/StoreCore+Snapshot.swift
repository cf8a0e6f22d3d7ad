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
                    tie: .saved(depth: $0.stateDepth, chartState: $0.chartState, id: $0.id, version: snapshot.version))
            },
            interruptedEffects: snapshot.interruptedEffects.map {
                .init(
                    id: $0.id, restoration: $0.restoration,
                    tie: .saved(depth: $0.stateDepth, chartState: $0.chartState, id: $0.id, version: snapshot.version))
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
        loop.queue.append(contentsOf: restoration.queuedEvents)
        for interrupted in restoration.interruptedEffects {
            let name = interrupted.id.map { "'\($0.rawValue)' " } ?? ""
            switch interrupted.restoration {
            case .send(let event)?:
                loop.queue.append(event)
            case .restart?:
                guard let id = interrupted.id, let effect = restoration.restart(id) else {
                    report(
                        .effectInterrupted,
                        "effect \(name)was running when the store was saved and asked to be restarted, but the "
                            + "restored store has no restart handler that starts it; it was not started again")
                    continue
                }
                perform(effect.tied(to: interrupted.tie), scopedToState: false)
            case nil:
                report(
                    .effectInterrupted,
                    "effect \(name)was running when the store was saved and cannot be resumed; it was not started "
                        + "again (say what replaces it with Effect.onRestore(_:))")
            }
        }
        for timer in restoration.timers.inDueOrder() {
            if timer.remaining <= .zero {
                loop.queue.append(timer.event)
            } else {
                perform(
                    Effect.send(timer.event, after: timer.remaining, id: timer.id).tied(to: timer.tie),
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
                    .init(event: $0.event, id: $0.id, remaining: max(.zero, $0.remaining), tie: $0.tie)
                },
                interruptedEffects: restoration.interruptedEffects.map {
                    .init(id: $0.id, restoration: $0.restoration, tie: $0.tie)
                })
        }
        // The pending delayed sends, read from the store's one `DelayedSends`: in the order they fall due (start
        // order among equals), so a snapshot of a restored store, whose timers were started in that order, equals
        // the snapshot of the store that was never saved.
        let running = effects.running
        let pending = effects.delayed.isEmpty ? [] : effects.delayed.remaining(at: clockTime())
        let timers: [StoreSnapshot<State, Event>.Timer] = pending.map { pending in
            let effect = running[pending.element.key]
            return .init(event: pending.element.event, id: effect?.id, remaining: pending.remaining, tie: effect?.tie)
        }
        let interrupted: [StoreSnapshot<State, Event>.InterruptedEffect] = running.keys.sorted().compactMap { key in
            guard let effect = running[key], !effect.isDelayedSend else { return nil }
            return .init(id: effect.id, restoration: effect.restoration, tie: effect.tie)
        }
        let queued = work.contains(.processing) ? loop.queue.waiting : loop.queue.events
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

extension StoreSnapshot.Timer {
    /// The state the timer is tied to, as a store keeps it.
    var tie: StateTie? { StateTie.saved(depth: stateDepth, chartState: chartState) }

    /// A saved timer tied to the state `tie` names.
    init(event: Event, id: EffectID?, remaining: Duration, tie: StateTie?) {
        self.init(event: event, id: id, remaining: remaining, stateDepth: tie?.depth, chartState: tie?.chartState)
    }
}

extension StoreSnapshot.InterruptedEffect {
    /// The state the work was tied to, as a store keeps it.
    var tie: StateTie? { StateTie.saved(depth: stateDepth, chartState: chartState) }

    /// A record of interrupted work tied to the state `tie` names.
    init(id: EffectID?, restoration: EffectRestoration<Event>?, tie: StateTie?) {
        self.init(id: id, stateDepth: tie?.depth, chartState: tie?.chartState, restoration: restoration)
    }
}

extension StateTie {
    /// The tie a snapshot saves as a depth and a chart state: `nil` when neither is saved; a chart state with no
    /// depth is in the store's own machine.
    static func saved(depth: Int?, chartState: Int?) -> StateTie? {
        guard depth != nil || chartState != nil else { return nil }
        return StateTie(depth: depth ?? 0, chartState: chartState)
    }

    /// The tie a snapshot of format `version` saves for work named `id`. Version 1 tied a statechart's work to the
    /// chart's state through the work's id (`statechart.state#N`, N the state's position) instead of a tie: such
    /// work is tied to that state of the store's chart, so the chart's exit of the state still cancels it.
    static func saved(depth: Int?, chartState: Int?, id: EffectID?, version: Int) -> StateTie? {
        if version == 1, depth == nil, chartState == nil, let id, id.rawValue.hasPrefix(legacyChartStatePrefix),
            let position = Int(id.rawValue.dropFirst(legacyChartStatePrefix.count))
        {
            return StateTie(depth: 0, chartState: position)
        }
        return saved(depth: depth, chartState: chartState)
    }

    /// How snapshot format 1 named the work tied to a statechart's state.
    private static var legacyChartStatePrefix: String { "statechart.state#" }
}

extension Array {
    /// Saved timers in the order they fall due (``DelayedSends``'s one due order): by time left, timers due together
    /// in the order they were started. The order both a snapshot lists and a restored store starts them in.
    func inDueOrder<State, Event>() -> [Element] where Element == StoreSnapshot<State, Event>.Timer {
        DelayedSends.inDueOrder(self, due: \.remaining)
    }
}
