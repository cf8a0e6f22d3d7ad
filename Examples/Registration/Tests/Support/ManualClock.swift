import Synchronization

/// A clock that only moves when the test says so; sleepers wake when `advance(by:)` passes their deadline.
///
/// Written here because `SwitchyardTesting`'s test clock did not exist yet when this example was written.
final class ManualClock: Clock {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct Storage {
        var now = Instant(offset: .zero)
        var sleepers: [Int: Sleeper] = [:]
        var nextID = 0
    }

    // All mutable state lives in the mutex, so the class is Sendable without exceptions.
    private let storage = Mutex(Storage())

    var now: Instant { storage.withLock { $0.now } }
    var minimumResolution: Duration { .zero }

    /// How many sleepers are waiting.
    var sleeperCount: Int { storage.withLock { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = storage.withLock { storage in
            storage.nextID += 1
            return storage.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Bool = storage.withLock { storage in
                    if Task.isCancelled || deadline <= storage.now { return true }
                    storage.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                    return false
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let sleeper = storage.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has passed.
    func advance(by duration: Duration) {
        let due = storage.withLock { storage in
            storage.now = storage.now.advanced(by: duration)
            let now = storage.now
            let ids = storage.sleepers.filter { $0.value.deadline <= now }.map(\.key)
            return ids.compactMap { storage.sleepers.removeValue(forKey: $0)?.continuation }
        }
        for continuation in due { continuation.resume() }
    }

    /// Yields until `count` sleepers wait, so that `advance` is not applied before an effect started sleeping.
    func waitForSleepers(_ count: Int = 1) async {
        while sleeperCount < count { await Task.yield() }
    }
}
