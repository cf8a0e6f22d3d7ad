/// Why a journal could not be written or read. A damaged row is named by its sequence number.
public enum JournalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The database could not be opened, read or written; the message is the database's.
    case storage(String)
    /// An event of a group could not be encoded; nothing of the group was written.
    case unencodableEvent(String)
    /// A snapshot could not be encoded; it was not written.
    case unencodableSnapshot(sequence: Int, reason: String)
    /// The event row with this sequence number is not an event of the journal's type: truncated, damaged, or
    /// written by another program.
    case corruptEvent(sequence: Int, reason: String)
    /// The snapshot row with this sequence number is not a snapshot of the journal's type.
    case corruptSnapshot(sequence: Int, reason: String)
    /// An event the journal must hold to recover (after its latest snapshot) is missing.
    case missingEvent(sequence: Int)
    /// A snapshot was written for a sequence number after the journal's last event.
    case sequenceAhead(sequence: Int, lastSequence: Int)
    /// Compaction through this sequence number was asked, but no snapshot through it was written: nothing would
    /// cover the events dropped.
    case noSnapshot(sequence: Int)
    /// The journal's sequence numbers moved under its writer: another writer appended to it.
    case concurrentWriter(expected: Int, found: Int)
    /// The file holds a journal of a layout this version cannot read: written by a newer version of Switchyard.
    /// (Layout 1, one JSON row per event, is moved to the current layout when it is opened.)
    case unsupportedLayout(found: Int, supported: Int)

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .storage(let message):
            "the journal's database failed: \(message)"
        case .unencodableEvent(let reason):
            "an event could not be encoded (nothing of its group was written): \(reason)"
        case .unencodableSnapshot(let sequence, let reason):
            "the snapshot through event \(sequence) could not be encoded: \(reason)"
        case .corruptEvent(let sequence, let reason):
            "event \(sequence) in the journal cannot be read (truncated or damaged): \(reason)"
        case .corruptSnapshot(let sequence, let reason):
            "the snapshot through event \(sequence) in the journal cannot be read (truncated or damaged): \(reason)"
        case .missingEvent(let sequence):
            "event \(sequence) is missing from the journal"
        case .sequenceAhead(let sequence, let lastSequence):
            "sequence number \(sequence) is after the journal's last event, \(lastSequence)"
        case .noSnapshot(let sequence):
            "no snapshot through event \(sequence) was written: compaction would drop events nothing covers"
        case .concurrentWriter(let expected, let found):
            "another writer appended to the journal: expected its last event to be \(expected), found \(found)"
        case .unsupportedLayout(let found, let supported):
            "the journal's file has layout \(found), written by a newer version; this version reads layouts 1 to "
                + "\(supported)"
        }
    }
}
