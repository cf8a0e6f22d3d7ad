/// The effects a store has started and not yet seen end, which of them are tied to its current state, its pending
/// delayed sends, and how its face starts work and wakes the store when a send falls due.
///
/// A value that decides: starting, finishing and cancelling change these lists and return the effects concerned;
/// the store then does what that means (cancels their tasks, tells effect observers, wakes waiters), so the rules of
/// which work a step or a `cancel` stops are written here once, apart from their side effects.
///
/// A delayed send (``Effect/send(_:after:id:)``, every chart timer) is a running effect without a task of its own:
/// its event waits in ``delayed``, the store's one ``DelayedSendHost``, and one clock task per store (``clock``)
/// sleeps until the first of them falls due.
struct EffectsInFlight<Event: Sendable> {
    /// Starts an effect's operation as a task in the owning face's isolation; given the store's options, so that
    /// the closure needs to capture nothing but how to come back. `nil` until the face sets it.
    var launch: ((_ key: Int, _ run: EffectRun<Event>, _ options: StoreOptions) -> Task<Void, Never>)?
    /// Starts the store's clock task: it sleeps `delay` on the store's clock, then, in the face's isolation, has the
    /// core deliver the sends due by then (`StoreCore.deliverDueSends(wokenAs:)`, with `generation`), and sleeps
    /// again for as long as that says. `nil` until the face sets it.
    var wake: ((_ delay: Duration, _ generation: Int, _ options: StoreOptions) -> Task<Void, Never>)?
    /// The running effects, by the key their task comes back with (a delayed send's key is in its ``PendingSend``).
    private(set) var running: [Int: RunningEffect<Event>] = [:]
    /// The running effects tied to a state (``StateTie``): the current state, the states of child flows inside it,
    /// or the states of a statechart among them; in start order.
    private(set) var tied: [TiedEffect] = []
    /// The pending delayed sends: their events by key, due on the store's clock as time since ``DelayedSendClock/origin``.
    private(set) var delayed = DelayedSendHost<PendingSend<Event>>()
    /// The one task that sleeps until the first delayed send falls due, and when it wakes.
    var clock = DelayedSendClock()

    /// Records a delayed send just started under `key`, due `delay` after `now` (time since the clock's origin).
    mutating func addDelayed(
        _ effect: RunningEffect<Event>, event: Event, after delay: Duration, now: Duration, key: Int
    ) {
        add(effect, key: key)
        delayed.schedule(PendingSend(key: key, event: event), after: delay, from: now)
    }

    /// Takes out the next delayed send `wake` delivers (``DelayedSendHost/next(in:)``), with its running effect and
    /// its event, to be delivered; a send whose effect was cancelled meanwhile is skipped.
    mutating func takeDueSend(in wake: DelayedSendHost<PendingSend<Event>>.Wake) -> (RunningEffect<Event>, Event)? {
        while let next = delayed.next(in: wake) {
            if let effect = finish(next.element.key) { return (effect, next.element.event) }
        }
        return nil
    }

    /// Records an effect that was just started under `key`, tied to a state when its `tie` says so.
    mutating func add(_ effect: RunningEffect<Event>, key: Int) {
        running[key] = effect
        if let tie = effect.tie { tied.append(TiedEffect(key: key, tie: tie)) }
    }

    /// Forgets an effect whose task ended, including its place among the tied ones (so a state that starts many
    /// short effects does not accumulate their keys until it is exited); `nil` when it was already cancelled.
    mutating func finish(_ key: Int) -> RunningEffect<Event>? {
        guard let effect = running.removeValue(forKey: key) else { return nil }
        forgetTie(key)
        return effect
    }

    /// Whether the effect under `key` still runs (its sends count).
    func isRunning(_ key: Int) -> Bool { running[key] != nil }

    /// Takes out every running effect with `id`, to be cancelled.
    mutating func remove(id: EffectID) -> [RunningEffect<Event>] {
        remove(keys: running.filter { $0.value.id == id }.map(\.key))
    }

    /// Takes out every pending delayed send a statechart handed over (its id is a chart timer's,
    /// ``DelayedSendHandOff/isTimerID(_:)``), to be cancelled in the order they were started: the chart stopped.
    mutating func removeChartTimers() -> [RunningEffect<Event>] {
        guard !delayed.isEmpty else { return [] }
        return remove(
            keys: running.filter { entry in
                entry.value.isDelayedSend && entry.value.id.map(DelayedSendHandOff<Event>.isTimerID) == true
            }.map(\.key).sorted())
    }

    /// Takes out the running effects under `keys`, to be cancelled.
    private mutating func remove(keys: [Int]) -> [RunningEffect<Event>] {
        let removed = keys.compactMap { key in
            forgetTie(key)
            return running.removeValue(forKey: key)
        }
        forgetDelayed(removed, keys: keys)
        return removed
    }

    /// Takes out every running effect, to be cancelled.
    mutating func removeAll() -> [RunningEffect<Event>] {
        let all = Array(running.values)
        running.removeAll()
        tied.removeAll()
        delayed.cancelAll()
        return all
    }

    /// Takes out the effects tied to the state `leaving` names and to the states nested in it
    /// (``StateTie/covers(_:)``), to be cancelled innermost first — as a statechart exits a compound state's
    /// descendants before the state — and in start order within one state.
    mutating func removeTied(leaving state: StateTie) -> [RunningEffect<Event>] {
        var cancelled: [TiedEffect]
        if state == .state(depth: 0), !tied.contains(where: { $0.tie.chartState != nil }) {
            // Leaving the store's state with no chart's work among the tied: all of it, without a filter.
            cancelled = tied
            tied.removeAll(keepingCapacity: true)
        } else {
            cancelled = tied.filter { state.covers($0.tie) }
            guard !cancelled.isEmpty else { return [] }
            tied.removeAll { state.covers($0.tie) }
        }
        let deepest = cancelled.lazy.map(\.tie.depth).max() ?? state.depth
        if deepest > state.depth {
            // Innermost first, keeping start order within a depth (a stable sort, written out).
            let levels = (state.depth...deepest).reversed()
            cancelled = levels.flatMap { level in cancelled.filter { $0.tie.depth == level } }
        }
        let removed = cancelled.compactMap { running.removeValue(forKey: $0.key) }
        forgetDelayed(removed, keys: cancelled.map(\.key))
        return removed
    }

    private mutating func forgetTie(_ key: Int) {
        if let position = tied.firstIndex(where: { $0.key == key }) { tied.remove(at: position) }
    }

    /// Drops the pending sends of delayed sends among `removed` (taken out under `keys`).
    private mutating func forgetDelayed(_ removed: [RunningEffect<Event>], keys: [Int]) {
        guard removed.contains(where: \.isDelayedSend) else { return }
        if keys.count <= 8 {
            delayed.cancel { keys.contains($0.element.key) }
        } else {
            let keys = Set(keys)
            delayed.cancel { keys.contains($0.element.key) }
        }
    }
}

/// An effect the store started: a task running its async work, or a delayed send waiting in
/// ``EffectsInFlight/delayed`` for the store's clock task.
struct RunningEffect<Event: Sendable> {
    var id: EffectID?
    /// The work's task; `nil` for a delayed send, which has none of its own.
    var task: Task<Void, Never>?
    /// What a snapshot saves of the work: its tie to a state, its restoration.
    var tie: StateTie? = nil
    var restoration: EffectRestoration<Event>? = nil

    /// Whether this is a delayed send, waiting in the store's ``DelayedSendHost`` rather than in a task.
    var isDelayedSend: Bool { task == nil }
}

/// A delayed send's event, under the key of the running effect it belongs to.
struct PendingSend<Event: Sendable> {
    var key: Int
    var event: Event
}

/// The store's one clock task for its delayed sends, and what it measures time from.
struct DelayedSendClock {
    /// The store's clock's time when it first scheduled a delayed send; due times count from it.
    var origin: (any InstantProtocol<Duration>)?
    /// The task sleeping until the first pending send falls due; `nil` when none sleeps.
    var task: Task<Void, Never>?
    /// When that task wakes, as time since ``origin``.
    var wakesAt: Duration?
    /// Which task it is: counted up each time one is started, so a replaced task that wakes delivers nothing.
    var generation = 0
    /// Whether the task is delivering: it then decides by itself whether it sleeps again, and for how long.
    var isDelivering = false
}

/// A running effect tied to a state (``StateTie``): leaving that state, or one it is nested in, cancels it.
struct TiedEffect {
    var key: Int
    var tie: StateTie
}
