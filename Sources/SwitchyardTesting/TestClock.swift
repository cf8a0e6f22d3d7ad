import Foundation

/// A clock that only moves when a test says so: effects that `sleep` on it wait until ``advance(by:)`` or ``run(limit:)``
/// passes their deadline, so time-based behaviour (a welcome screen that advances after 3 seconds, a debounce) is
/// tested without real waiting.
///
/// ```swift
/// let environment = AppEnvironment(registrationService: InMemoryRegistrationService(), welcomeDelay: .seconds(3))
/// let store = TestStore(machine: AppFlow.machine(environment: environment), options: StoreOptions(clock: TestClock()))
/// await store.advance(by: .seconds(3))   // waits for the welcome timer to sleep on the clock, then passes 3 s
/// await store.receive(.welcomeTimedOut) { $0 = AppState(screen: .authentication) }
/// ```
///
/// After waking sleepers, ``advance(by:)`` yields to the concurrency runtime several times so the woken work can
/// run up to its next suspension before the call returns. Unlike the test store's `advance(by:)`, the clock's own
/// does not wait for an effect that has not reached its `sleep` yet: call ``waitForSleepers(atLeast:timeout:)`` first.
public final class TestClock: Clock, @unchecked Sendable {
    // Safety of `@unchecked Sendable`: every mutable property (`current`, `sleepers`, `cancelledBeforeSleeping`,
    // `nextID`, `sleeperObservers`) is read and written only while `lock` is held, and continuations are resumed and
    // sleeper observers called after the lock is released. Tests/SwitchyardTestingThreadSafetyTests drives it from
    // many threads under the thread sanitizer (.ci/tsan), which reports any access outside the lock. (`Mutex`, which
    // would make this checked, needs macOS 15 / iOS 18, above the package's platforms.)

    /// A point in the test clock's time: the duration since the clock was created.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The time since the clock's start.
        public var offset: Duration

        /// Creates an instant.
        /// - Parameter offset: The time since the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The instant `duration` later.
        /// - Parameter duration: The duration to add.
        /// - Returns: The later instant.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The duration from this instant to `other`.
        /// - Parameter other: The other instant.
        /// - Returns: `other - self`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Orders instants by offset.
        /// - Parameters:
        ///   - lhs: An instant.
        ///   - rhs: Another instant.
        /// - Returns: Whether `lhs` is earlier.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }

        /// The offset, e.g. `3.0 seconds`.
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        var id: Int
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []
    private var cancelledBeforeSleeping: Set<Int> = []
    private var nextID = 0
    /// Called (outside the lock) each time a sleep starts waiting, so waiters need not poll.
    private var sleeperObservers: [Int: @Sendable () -> Void] = [:]

    /// Creates a clock at offset zero.
    public init() {}

    /// The current instant.
    public var now: Instant { lock.withLock { current } }

    /// The smallest step: zero, a test clock is exact.
    public var minimumResolution: Duration { .zero }

    /// How many sleeps are waiting for time to pass.
    public var sleeperCount: Int { lock.withLock { sleepers.count } }

    /// The earliest deadline of a waiting sleep, if any.
    public var nextDeadline: Instant? { lock.withLock { sleepers.map(\.deadline).min() } }

    /// Suspends until the clock reaches `deadline` (immediately when it already has).
    /// - Parameters:
    ///   - deadline: When to wake.
    ///   - tolerance: Ignored.
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = lock.withLock {
            nextID += 1
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case wait, wake, cancel }
                let outcome: Outcome = lock.withLock {
                    if cancelledBeforeSleeping.remove(id) != nil { return .cancel }
                    if deadline <= current { return .wake }
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return .wait
                }
                switch outcome {
                case .wait:
                    let observers = lock.withLock { Array(sleeperObservers.values) }
                    for observer in observers { observer() }
                case .wake: continuation.resume()
                case .cancel: continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper: Sleeper? = lock.withLock {
                guard let index = sleepers.firstIndex(where: { $0.id == id }) else {
                    cancelledBeforeSleeping.insert(id)
                    return nil
                }
                return sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Waits until at least `count` sleeps are waiting on this clock — so a test can advance time knowing the work it
    /// started has reached its `sleep` — or until `timeout` of real time has passed.
    /// - Parameters:
    ///   - count: How many sleepers to wait for.
    ///   - timeout: The longest real-time wait; 1 second by default, as ``TestStore/timeout``. The wait is
    ///     event-driven (it returns as soon as the sleepers arrive), so the timeout only bounds how long a failing
    ///     wait takes.
    /// - Returns: Whether that many sleepers were waiting in time.
    @discardableResult
    public func waitForSleepers(atLeast count: Int, timeout: Duration = .seconds(1)) async -> Bool {
        let deadline = ContinuousClock().now.advanced(by: timeout)
        let signal = SleeperSignal()
        let id = observeSleepers { signal.wake() }
        defer { stopObservingSleepers(id) }
        while sleeperCount < count {
            if await !signal.wait(until: deadline, unless: { sleeperCount >= count }) { return sleeperCount >= count }
        }
        return true
    }

    /// Calls `handler` each time a sleep starts waiting on this clock; returns an id for
    /// ``stopObservingSleepers(_:)``.
    func observeSleepers(_ handler: @escaping @Sendable () -> Void) -> Int {
        lock.withLock {
            nextID += 1
            sleeperObservers[nextID] = handler
            return nextID
        }
    }

    func stopObservingSleepers(_ id: Int) {
        lock.withLock { _ = sleeperObservers.removeValue(forKey: id) }
    }

    /// Moves time forward by `duration`, waking every sleep whose deadline is passed, earliest first; work woken at
    /// one instant runs before time moves on to the next deadline.
    /// - Parameter duration: How far to move; must not be negative.
    public func advance(by duration: Duration) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `deadline` (never backwards), waking sleeps on the way.
    /// - Parameter deadline: The instant to move to.
    public func advance(to deadline: Instant) async {
        // Why fixed rounds of yielding (`Yielding.settle()`) rather than an event: the clock sees only sleeps on
        // itself. Work started just before this call (an effect on its way to its first sleep) and what a woken task
        // does after its sleep returns (hop back to its actor, send an event, sleep again or finish) raise no event
        // the clock can wait for. Waiting for each woken `sleep` to return was tried and measured useless: `sleep` is
        // nonisolated, so it returns on the global executor at once, and the hop back to a busy actor that follows
        // is still invisible. Tests that must not depend on scheduling call `waitForSleepers(atLeast:)` before
        // advancing, or use `TestStore.advance(by:)`, which waits event by event until the store's effects are
        // asleep on the clock or finished, and `receive`, which waits for the event itself.
        await Yielding.settle()
        while true {
            let woken: [Sleeper] = lock.withLock {
                guard let earliest = sleepers.map(\.deadline).min(), earliest <= deadline else {
                    if current < deadline { current = deadline }
                    return []
                }
                if current < earliest { current = earliest }
                let due = sleepers.filter { $0.deadline <= earliest }
                sleepers.removeAll { $0.deadline <= earliest }
                return due
            }
            if woken.isEmpty { break }
            for sleeper in woken { sleeper.continuation.resume() }
            await Yielding.settle()
        }
    }

    /// Wakes the sleeps due at the earliest deadline not after `target`, moving time to it, and returns `true`; when
    /// none is due, moves time to `target` and returns `false`. It does not yield: the model-based runner waits for
    /// the woken work itself, event by event.
    func wakeEarliest(notAfter target: Instant) -> Bool {
        let woken: [Sleeper] = lock.withLock {
            guard let earliest = sleepers.map(\.deadline).min(), earliest <= target else {
                if current < target { current = target }
                return []
            }
            if current < earliest { current = earliest }
            let due = sleepers.filter { $0.deadline <= earliest }
            sleepers.removeAll { $0.deadline <= earliest }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
        return !woken.isEmpty
    }

    /// Moves time forward until no sleep is waiting (each woken task may sleep again); stops after `limit` wake-ups
    /// so a repeating timer cannot run forever.
    /// - Parameter limit: The most deadlines to pass.
    public func run(limit: Int = 10_000) async {
        await Yielding.settle()
        var passes = 0
        while passes < limit, let next = lock.withLock({ sleepers.map(\.deadline).min() }) {
            passes += 1
            await advance(to: next)
        }
    }
}
