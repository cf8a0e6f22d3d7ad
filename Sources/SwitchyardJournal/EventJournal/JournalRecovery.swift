public import Foundation

/// What a journal holds for recovery: its latest snapshot and the events appended after it.
public struct JournalRecovery<Snapshot: Sendable, Event: Sendable>: Sendable {
    /// The latest snapshot, or `nil` when none was written (recovery starts from the machine's initial state).
    public var snapshot: JournalSnapshot<Snapshot>?
    /// The events after the snapshot, in order: sequence numbers `firstSequence ... lastSequence`.
    public var events: [Event]
    /// The sequence number of the journal's last event (or of the snapshot, when no event follows it); 0 for an
    /// empty journal.
    public var lastSequence: Int

    /// The sequence number of the first event in ``events``.
    public var firstSequence: Int { (snapshot?.sequence ?? 0) + 1 }

    /// Makes a recovery.
    /// - Parameters:
    ///   - snapshot: The latest snapshot.
    ///   - events: The events after it.
    ///   - lastSequence: The sequence number of the last event.
    public init(snapshot: JournalSnapshot<Snapshot>?, events: [Event], lastSequence: Int) {
        self.snapshot = snapshot
        self.events = events
        self.lastSequence = lastSequence
    }
}

extension JournalRecovery: Equatable where Snapshot: Equatable, Event: Equatable {}

/// A snapshot read from a journal, with the sequence number of the last event it includes and when it was taken.
public struct JournalSnapshot<Value: Sendable>: Sendable {
    /// The sequence number of the last event the snapshot includes; 0 for none.
    public var sequence: Int
    /// When it was taken, on the wall clock of the process that wrote it.
    public var savedAt: Date
    /// The saved value.
    public var value: Value

    /// Makes a journal snapshot.
    /// - Parameters:
    ///   - sequence: The sequence number of the last event it includes.
    ///   - savedAt: When it was taken.
    ///   - value: The saved value.
    public init(sequence: Int, savedAt: Date, value: Value) {
        self.sequence = sequence
        self.savedAt = savedAt
        self.value = value
    }
}

extension JournalSnapshot: Equatable where Value: Equatable {}
