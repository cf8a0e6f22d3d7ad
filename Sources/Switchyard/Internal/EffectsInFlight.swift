/// The effects a store has started and not yet seen end, which of them are tied to its current state, and how its
/// face starts one.
///
/// A value that decides: starting, finishing and cancelling change these lists and return the effects concerned;
/// the store then does what that means (cancels their tasks, tells effect observers, wakes waiters), so the rules of
/// which work a step or a `cancel` stops are written here once, apart from their side effects.
struct EffectsInFlight<Event: Sendable> {
    /// Starts an effect's operation as a task in the owning face's isolation; given the store's options, so that
    /// the closure needs to capture nothing but how to come back. `nil` until the face sets it.
    var launch: ((_ key: Int, _ run: EffectRun<Event>, _ options: StoreOptions) -> Task<Void, Never>)?
    /// The running effects, by the key their task comes back with.
    private(set) var running: [Int: RunningEffect<Event>] = [:]
    /// The running effects tied to the current state or to the states of child flows inside it, in start order.
    private(set) var tied: [TiedEffect] = []

    /// Records an effect that was just started under `key`, tied to a state when its `stateDepth` says so.
    mutating func add(_ effect: RunningEffect<Event>, key: Int) {
        running[key] = effect
        if let depth = effect.stateDepth { tied.append(TiedEffect(key: key, depth: depth)) }
    }

    /// Forgets an effect whose task ended, including its place among the tied ones (so a state that starts many
    /// short effects does not accumulate their keys until it is exited); `nil` when it was already cancelled.
    mutating func finish(_ key: Int) -> RunningEffect<Event>? {
        guard let effect = running.removeValue(forKey: key) else { return nil }
        forgetTie(key)
        return effect
    }

    /// Marks a delayed send as having sent its event, so a snapshot no longer saves it; returns whether `key` runs.
    mutating func noteDelivery(from key: Int) -> Bool {
        guard let effect = running[key] else { return false }
        if effect.timer != nil { running[key]?.hasFired = true }
        return true
    }

    /// Takes out every running effect with `id`, to be cancelled.
    mutating func remove(id: EffectID) -> [RunningEffect<Event>] {
        let keys = running.filter { $0.value.id == id }.map(\.key)
        return keys.compactMap { key in
            forgetTie(key)
            return running.removeValue(forKey: key)
        }
    }

    /// Takes out every running effect, to be cancelled.
    mutating func removeAll() -> [RunningEffect<Event>] {
        let all = Array(running.values)
        running.removeAll()
        tied.removeAll()
        return all
    }

    /// Takes out the effects tied to the states at nesting `depth` and deeper (0: the current state and everything
    /// in it; 1: the state of the child flow it hosts, when the child moves on), to be cancelled innermost first — as
    /// a statechart exits a compound state's descendants before the state — and in start order within one state.
    mutating func removeTied(from depth: Int) -> [RunningEffect<Event>] {
        var cancelled: [TiedEffect]
        if depth == 0 {
            cancelled = tied
            tied.removeAll(keepingCapacity: true)
        } else {
            cancelled = tied.filter { $0.depth >= depth }
            guard !cancelled.isEmpty else { return [] }
            tied.removeAll { $0.depth >= depth }
        }
        let deepest = cancelled.lazy.map(\.depth).max() ?? depth
        if deepest > depth {
            // Innermost first, keeping start order within a depth (a stable sort, written out).
            cancelled = (depth...deepest).reversed().flatMap { level in cancelled.filter { $0.depth == level } }
        }
        return cancelled.compactMap { running.removeValue(forKey: $0.key) }
    }

    private mutating func forgetTie(_ key: Int) {
        if let position = tied.firstIndex(where: { $0.key == key }) { tied.remove(at: position) }
    }
}

/// A task started for an effect's async work.
struct RunningEffect<Event: Sendable> {
    var id: EffectID?
    var task: Task<Void, Never>
    /// What a snapshot saves of the work: its tie to a state, a delayed send's event and delay, its restoration.
    var stateDepth: Int? = nil
    var timer: EffectTimer<Event>? = nil
    var restoration: EffectRestoration<Event>? = nil
    /// When a delayed send's timer started, on the store's clock.
    var startedAt: (any InstantProtocol<Duration>)? = nil
    /// Whether a delayed send has sent its event (its task then ends): a snapshot no longer saves it.
    var hasFired = false
}

/// A running effect tied to a state: the store's current state (depth 0), or the state of a child flow `depth`
/// levels inside it, which the child's moves cancel without the store's state being exited.
struct TiedEffect {
    var key: Int
    var depth: Int
}
