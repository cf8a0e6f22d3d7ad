import Foundation
import Switchyard

/// The store's side of a connection: numbers the records and keeps them, bounded, until the uplink takes them.
/// It lives on the main actor with the store, so it needs no lock; the uplink hops here once per batch.
@MainActor
final class InspectorFeed<State: Sendable, Event: Sendable> {
    typealias Record = InspectorRecord<State, Event>

    private let capacity: Int
    private let batchSize: Int
    private var pending: [Record] = []
    /// Message records in `pending` (flush markers do not count against the capacity).
    private var pendingMessages = 0
    private var waiter: CheckedContinuation<[Record]?, Never>?
    private var nextSequence = 0
    /// Messages refused since the last one kept (a full buffer); the next one kept carries the count.
    private var refused = 0
    /// Every message refused so far.
    private(set) var refusedTotal = 0
    private(set) var isFinished = false
    /// Once the uplink has stopped: whether everything it was given reached the inspector.
    private var ending: Bool?

    init(capacity: Int, batchSize: Int) {
        self.capacity = capacity
        self.batchSize = batchSize
    }

    /// Keeps a message; when the buffer is full it is counted instead and the next one kept carries the count.
    /// - Complexity: O(1) amortized; this is all a connection costs on the store's send path.
    func yield(_ body: Record.Body) {
        guard !isFinished else { return }
        defer { nextSequence += 1 }
        guard pendingMessages < capacity else {
            refused += 1
            refusedTotal += 1
            return
        }
        pending.append(
            Record(sequence: nextSequence, time: Date().timeIntervalSince1970 * 1000, dropped: refused, body: body))
        pendingMessages += 1
        refused = 0
        wake()
    }

    /// Waits until what was kept so far has been sent, or could not be.
    /// After ``finish()`` it waits for the goodbye too, until the uplink has stopped.
    func flush() async -> Bool {
        if let ending { return ending }
        return await withCheckedContinuation { continuation in
            pending.append(Record(sequence: -1, time: 0, dropped: 0, body: .flush(continuation)))
            wake()
        }
    }

    /// Says goodbye (carrying the count of messages refused just before) and ends; the uplink sends what is left
    /// and stops. Calling it again does nothing.
    func finish() {
        guard !isFinished else { return }
        pending.append(
            Record(sequence: nextSequence, time: Date().timeIntervalSince1970 * 1000, dropped: refused, body: .goodbye))
        nextSequence += 1
        refused = 0
        isFinished = true
        wake()
    }

    /// The next records, oldest first, up to a batch; waits while there are none. `nil` once finished and empty.
    func take() async -> [Record]? {
        guard let batch = takeAvailable() else { return nil }
        if !batch.isEmpty { return batch }
        return await withCheckedContinuation { continuation in waiter = continuation }
    }

    /// The records there are now, up to a batch, without waiting: empty when none, `nil` once finished and empty.
    func takeAvailable() -> [Record]? {
        if pending.isEmpty { return isFinished ? nil : [] }
        let count = min(batchSize, pending.count)
        let batch = Array(pending.prefix(count))
        pending.removeFirst(count)
        pendingMessages -= batch.count { if case .flush = $0.body { false } else { true } }
        return batch
    }

    /// The uplink has stopped; `delivered` says whether everything reached the inspector. Flushes it will never
    /// take are answered with that.
    func ended(delivered: Bool) {
        ending = delivered
        let left = pending
        pending.removeAll()
        pendingMessages = 0
        for record in left {
            if case .flush(let continuation) = record.body { continuation.resume(returning: delivered) }
        }
    }

    private func wake() {
        guard let waiter else { return }
        self.waiter = nil
        waiter.resume(returning: takeAvailable())
    }
}

/// Captured only by the store's observer closures: when the store is released it drops them, and this object's
/// end tells the feed that the store is gone.
final class StoreReleaseSentinel<State: Sendable, Event: Sendable>: Sendable {
    private let feed: InspectorFeed<State, Event>

    init(_ feed: InspectorFeed<State, Event>) {
        self.feed = feed
    }

    deinit {
        Task { @MainActor [feed] in feed.finish() }
    }
}
