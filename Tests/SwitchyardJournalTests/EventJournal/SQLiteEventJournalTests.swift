import Foundation
import Switchyard
import SwitchyardJournal
import Testing

/// A damaged journal is a typed error naming the row, never a crash: truncated or wrong-typed bodies, a missing
/// event, a damaged snapshot, a file that is not a database or was cut short.
@Suite(.timeLimit(.minutes(5)))
struct SQLiteEventJournalTests {
    typealias Journal = SQLiteEventJournal<[String: Int], Int>
    static let date = Date(timeIntervalSince1970: 1_800_000_000)

    /// A journal with events 1...6 and a snapshot through 2.
    static func filled(_ file: borrowing JournalFile) async throws -> Journal {
        let journal = try Journal(path: file.path)
        _ = try await journal.append([1, 2, 3])
        try await journal.writeSnapshot(["total": 3], through: 2, savedAt: date)
        _ = try await journal.append([4, 5, 6])
        return journal
    }

    @Test func aTruncatedEventIsAnErrorNamingItsSequenceNumber() async throws {
        let file = JournalFile()
        let journal = try await Self.filled(file)
        try damage(file.path, "UPDATE switchyard_journal_events SET body = X'3132' WHERE sequence = 4")  // "12"
        #expect(try await journal.recover().events == [3, 12, 5, 6])  // still a number: not detectable
        try damage(file.path, "UPDATE switchyard_journal_events SET body = X'5B31' WHERE sequence = 4")  // "[1"
        guard case .corruptEvent(sequence: 4, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("a truncated event is not reported as event 4")
            return
        }
    }

    @Test func aBodyThatIsNotBytesOrAMissingEventIsAnError() async throws {
        let file = JournalFile()
        let journal = try await Self.filled(file)
        try damage(file.path, "UPDATE switchyard_journal_events SET body = 42 WHERE sequence = 5")
        guard case .corruptEvent(sequence: 5, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("a body that is not bytes is not reported as event 5")
            return
        }
        try damage(file.path, "DELETE FROM switchyard_journal_events WHERE sequence = 4")
        #expect(await journalError { try await journal.recover() } == .missingEvent(sequence: 4))
    }

    @Test func aDamagedSnapshotIsAnErrorNamingItsSequenceNumber() async throws {
        let file = JournalFile()
        let journal = try await Self.filled(file)
        try damage(file.path, "UPDATE switchyard_journal_snapshots SET body = X'7B22746F' WHERE sequence = 2")
        guard case .corruptSnapshot(sequence: 2, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("a truncated snapshot is not reported as the snapshot through 2")
            return
        }
        try damage(file.path, "UPDATE switchyard_journal_snapshots SET saved_at = 'yesterday' WHERE sequence = 2")
        guard case .corruptSnapshot(sequence: 2, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("a snapshot with no date is not reported")
            return
        }
    }

    @Test func aDurableStoreOverADamagedJournalDoesNotOpen() async throws {
        let file = JournalFile()
        _ = try await Self.filled(file)
        try damage(file.path, "UPDATE switchyard_journal_events SET body = X'00' WHERE sequence = 6")
        let journal = try SQLiteEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>(path: file.path)
        await #expect(throws: JournalError.self) {
            _ = try await DurableStore.open(journal: journal, machine: bookMachine(fetches: FetchCounter()))
        }
    }

    @Test func aFileThatIsNotADatabaseOrWasCutShortIsAStorageError() async throws {
        let file = JournalFile()
        try Data(repeating: 0x5A, count: 4_096).write(to: URL(fileURLWithPath: file.path))
        guard case .storage = await journalError({ try Journal(path: file.path) }) else {
            Issue.record("a file of junk opened as a journal")
            return
        }

        let cut = JournalFile()
        do {
            let journal = try Journal(path: cut.path)
            for start in stride(from: 0, to: 2_000, by: 100) {
                _ = try await journal.append(Array(start..<start + 100))
            }
        }  // closed: the WAL is checkpointed into the file
        let bytes = try Data(contentsOf: URL(fileURLWithPath: cut.path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut.path))
        let outcome = await journalError { try await Journal(path: cut.path).recover() }
        #expect(outcome != nil, "half a journal recovered without an error")
    }
}
