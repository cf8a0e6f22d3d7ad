import Foundation
import SwitchyardJournal

/// An in-memory journal whose appends and snapshot writes each wait until the test lets them through: so a test can
/// hold a group's commit and see what the durable store does meanwhile. Recovery is not held. A write the test never
/// lets through waits for ever: its only user, `DurableStoreGroupingTests`, carries `.timeLimit`, so such a test fails
/// instead of hanging the run.
actor GatedJournal<Snapshot: Sendable, Event: Sendable>: EventJournal {
    /// What was written, once let through.
    let inner = InMemoryEventJournal<Snapshot, Event>()
    /// The writes held, oldest first: what each is.
    private(set) var held: [Write] = []
    private var gates: [CheckedContinuation<Void, Never>] = []
    private var watchers: [(count: Int, waiter: CheckedContinuation<Void, Never>)] = []
    /// The groups appended, in order, once let through.
    private(set) var groups: [[Event]] = []

    /// A write waiting at the gate.
    enum Write: Equatable {
        case append(count: Int)
        case snapshot(through: Int)
    }

    func append(_ events: [Event]) async throws(JournalError) -> Int {
        await wait(as: .append(count: events.count))
        groups.append(events)
        return try await inner.append(events)
    }

    func writeSnapshot(_ snapshot: Snapshot, through sequence: Int, savedAt: Date) async throws(JournalError) {
        await wait(as: .snapshot(through: sequence))
        try await inner.writeSnapshot(snapshot, through: sequence, savedAt: savedAt)
    }

    func recover() async throws(JournalError) -> JournalRecovery<Snapshot, Event> { try await inner.recover() }

    func removeEvents(through sequence: Int) async throws(JournalError) {
        try await inner.removeEvents(through: sequence)
    }

    /// Waits until `count` writes are held.
    func waitUntilHeld(_ count: Int) async {
        guard held.count < count else { return }
        await withCheckedContinuation { watchers.append((count, $0)) }
    }

    /// Lets the oldest held write through.
    func releaseOldest() {
        held.removeFirst()
        gates.removeFirst().resume()
    }

    private func wait(as write: Write) async {
        await withCheckedContinuation { gate in
            held.append(write)
            gates.append(gate)
            let due = watchers.filter { $0.count <= held.count }
            watchers.removeAll { $0.count <= held.count }
            for watcher in due { watcher.waiter.resume() }
        }
    }
}
