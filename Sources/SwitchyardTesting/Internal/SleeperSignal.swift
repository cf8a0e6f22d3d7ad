/// An ``ActivitySignal`` that may be woken from any thread (a test clock's sleepers start on whatever thread their
/// task runs on): `wake()` hops to the main actor, where the signal lives.
final class SleeperSignal: Sendable {
    @MainActor private let signal = ActivitySignal()

    /// Wakes the waiter, from any thread.
    func wake() {
        Task { @MainActor in signal.signal() }
    }

    /// Suspends until woken or until `deadline` of real time, unless `isDone` already holds; returns whether it was
    /// woken (or done).
    @MainActor
    func wait(until deadline: ContinuousClock.Instant, unless isDone: () -> Bool) async -> Bool {
        await signal.wait(until: deadline, unless: isDone)
    }
}
