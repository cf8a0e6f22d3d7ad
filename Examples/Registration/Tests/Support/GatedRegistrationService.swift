import RegistrationExample
import Synchronization

/// A registration service whose answer the test releases by hand, to hold a request in flight.
///
/// The request deliberately ignores cancellation while it waits, like a network call that answers anyway, so the
/// test can check that the store drops the late answer rather than the service never giving one.
final class GatedRegistrationService: RegistrationService {
    private struct Storage {
        var received: [Credentials] = []
        var gate: CheckedContinuation<Void, Never>?
        var isReleased = false
        var cancelledWhenAnswering: [Bool] = []
    }

    // All mutable state lives in the mutex, so the class is Sendable without exceptions.
    private let storage = Mutex(Storage())

    /// The credentials received so far.
    var received: [Credentials] { storage.withLock { $0.received } }
    /// For each answered request, whether its task had been cancelled by then.
    var cancelledWhenAnswering: [Bool] { storage.withLock { $0.cancelledWhenAnswering } }

    func register(_ credentials: Credentials) async throws -> Account {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let open = storage.withLock { storage in
                storage.received.append(credentials)
                if storage.isReleased { return true }
                storage.gate = continuation
                return false
            }
            if open { continuation.resume() }
        }
        let cancelled = Task.isCancelled
        storage.withLock { $0.cancelledWhenAnswering.append(cancelled) }
        return Account(email: credentials.email)
    }

    /// Yields until `count` requests were received.
    func waitForRequests(_ count: Int) async {
        while received.count < count { await Task.yield() }
    }

    /// Lets the waiting request (and all later ones) answer.
    func release() {
        let gate = storage.withLock { storage in
            storage.isReleased = true
            defer { storage.gate = nil }
            return storage.gate
        }
        gate?.resume()
    }

    /// Yields until `count` requests have answered.
    func waitForAnswers(_ count: Int) async {
        while cancelledWhenAnswering.count < count { await Task.yield() }
    }
}
