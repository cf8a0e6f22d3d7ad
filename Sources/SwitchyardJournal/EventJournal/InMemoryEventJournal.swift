public import Foundation

/// An ``EventJournal`` in memory, for tests: what a ``DurableStore`` journals survives the store (open another on
/// the same journal to play a restart), not the process.
///
/// It keeps the values as they are, without encoding them, and follows the same rules as ``SQLiteEventJournal``:
/// sequence numbers without gaps, a snapshot through a sequence number the journal has, compaction only through a
/// snapshot.
public actor InMemoryEventJournal<Snapshot: Sendable, Event: Sendable>: EventJournal {
    /// Every event kept, from ``firstKeptSequence``.
    public private(set) var events: [Event] = []
    /// The sequence number of the first event in ``events`` (events before it were compacted away).
    public private(set) var firstKeptSequence = 1
    /// Every snapshot kept, oldest first.
    public private(set) var snapshots: [JournalSnapshot<Snapshot>] = []
    /// How many groups were appended.
    public private(set) var appendCount = 0

    /// Makes an empty journal.
    public init() {}

    /// The sequence number of the last event, or of the latest snapshot when events were compacted away.
    public var lastSequence: Int {
        max(firstKeptSequence - 1 + events.count, snapshots.last?.sequence ?? 0)
    }

    /// Appends `events` (see ``EventJournal/append(_:)``).
    public func append(_ events: [Event]) throws(JournalError) -> Int {
        if !events.isEmpty {
            if self.events.isEmpty { firstKeptSequence = lastSequence + 1 }
            self.events += events
            appendCount += 1
        }
        return lastSequence
    }

    /// Writes a snapshot (see ``EventJournal/writeSnapshot(_:through:savedAt:)``).
    public func writeSnapshot(_ snapshot: Snapshot, through sequence: Int, savedAt: Date) throws(JournalError) {
        guard sequence <= lastSequence else { throw .sequenceAhead(sequence: sequence, lastSequence: lastSequence) }
        snapshots.removeAll { $0.sequence == sequence }
        let index = snapshots.firstIndex { $0.sequence > sequence } ?? snapshots.endIndex
        snapshots.insert(JournalSnapshot(sequence: sequence, savedAt: savedAt, value: snapshot), at: index)
    }

    /// The latest snapshot and the events after it (see ``EventJournal/recover()``).
    public func recover() throws(JournalError) -> JournalRecovery<Snapshot, Event> {
        let snapshot = snapshots.last
        let first = (snapshot?.sequence ?? 0) + 1
        let last = firstKeptSequence - 1 + events.count
        guard first <= last else { return JournalRecovery(snapshot: snapshot, events: [], lastSequence: lastSequence) }
        guard first >= firstKeptSequence else { throw .missingEvent(sequence: first) }
        return JournalRecovery(
            snapshot: snapshot, events: Array(events[(first - firstKeptSequence)...]), lastSequence: last)
    }

    /// Drops the events through `sequence` and older snapshots (see ``EventJournal/removeEvents(through:)``).
    public func removeEvents(through sequence: Int) throws(JournalError) {
        guard snapshots.contains(where: { $0.sequence == sequence }) else { throw .noSnapshot(sequence: sequence) }
        let drop = min(max(0, sequence - firstKeptSequence + 1), events.count)
        events.removeFirst(drop)
        firstKeptSequence += drop
        snapshots.removeAll { $0.sequence < sequence }
    }
}
