public import Foundation

/// An append-only log of the events a store was sent, with snapshots of the store along it: what ``DurableStore``
/// writes before its `send` returns, and reads to bring a store back after a crash.
///
/// Events get sequence numbers 1, 2, 3, … in the order they are appended, without gaps. A snapshot is tagged with
/// the sequence number of the last event it includes, so recovery is the latest snapshot plus the events after it
/// (``recover()``), however long the history. A conformer must make each ``append(_:)`` atomic (all of a group or
/// none of it is in the journal, after a crash too) and durable when it returns.
///
/// The package has two: ``SQLiteEventJournal`` (the default: SQLite through GRDB, one transaction per group) and
/// ``InMemoryEventJournal`` (for tests). Every requirement throws ``JournalError``: a row that cannot be read is an
/// error naming its sequence number, never a crash.
public protocol EventJournal<Snapshot, Event>: Sendable {
    /// What a snapshot saves (``DurableStore`` saves a `StoreSnapshot`).
    associatedtype Snapshot: Sendable
    /// The events appended.
    associatedtype Event: Sendable

    /// Appends `events` in order, as one atomic and durable write.
    /// - Parameter events: The group; an empty group writes nothing.
    /// - Returns: The sequence number of the last event of the journal after the write (for a group of `n` events,
    ///   its events are numbered `result - n + 1 ... result`).
    /// - Throws: ``JournalError``; then none of the group is in the journal.
    func append(_ events: [Event]) async throws(JournalError) -> Int

    /// Writes a snapshot that includes every event up to and including `sequence`, and none after it.
    /// - Parameters:
    ///   - snapshot: The saved value.
    ///   - sequence: The sequence number of the last event it includes; 0 for none.
    ///   - savedAt: When it was taken, on the wall clock (recovery takes the time since off the store's timers).
    /// - Throws: ``JournalError``.
    func writeSnapshot(_ snapshot: Snapshot, through sequence: Int, savedAt: Date) async throws(JournalError)

    /// The latest snapshot and every event after it, in order.
    /// - Returns: What recovery needs; no snapshot and every event for a journal that has none.
    /// - Throws: ``JournalError``, naming the sequence number of a row that is damaged or missing.
    func recover() async throws(JournalError) -> JournalRecovery<Snapshot, Event>

    /// Drops the events up to and including `sequence`, and the snapshots before it (compaction). Call it only
    /// with the sequence number of a snapshot written: recovery then starts from that snapshot.
    /// - Parameter sequence: The sequence number of the snapshot that covers what is dropped.
    /// - Throws: ``JournalError``.
    func removeEvents(through sequence: Int) async throws(JournalError)
}
