/// Wakes a test store that waits for its store to do something: an event recorded, an effect finished, a sleep
/// started on the test clock. Waiting is event-driven — a waiter resumes when signalled or when its deadline passes,
/// never by polling.
@MainActor
final class ActivitySignal {
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextID = 0

    /// Wakes every waiter.
    func signal() {
        let current = waiters
        waiters.removeAll()
        for waiter in current.values { waiter.resume(returning: true) }
    }

    /// Suspends until the next ``signal()`` (returns `true`) or until `deadline` of real time (returns `false`).
    ///
    /// `isDone` is checked first, on the main actor where signals are sent, so a signal cannot slip in between
    /// the check and the wait: when it holds, the call returns `true` at once.
    func wait(until deadline: ContinuousClock.Instant, unless isDone: () -> Bool = { false }) async -> Bool {
        if isDone() { return true }
        nextID += 1
        let id = nextID
        let timer = Task { @MainActor [weak self] in
            try? await ContinuousClock().sleep(until: deadline)
            self?.waiters.removeValue(forKey: id)?.resume(returning: false)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            waiters[id] = continuation
        }
    }
}
