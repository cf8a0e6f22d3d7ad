import Foundation
import GRDB
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

    @Test func eachGroupIsOneRow() async throws {
        let file = JournalFile()
        _ = try await Self.filled(file)
        let rows = try await DatabaseQueue(path: file.path).read { db in
            try Row.fetchAll(
                db, sql: "SELECT first_sequence, last_sequence, format FROM switchyard_journal_event_groups"
            ).map { [$0[0], $0[1], $0[2]] as [Int] }
        }
        #expect(rows == [[1, 3, 2], [4, 6, 2]])
    }

    /// An event that cannot be encoded when its number is negative.
    struct Picky: Codable, Hashable, Sendable {
        var number: Int

        init(_ number: Int) { self.number = number }

        init(from decoder: any Decoder) throws { number = try decoder.singleValueContainer().decode(Int.self) }

        func encode(to encoder: any Encoder) throws {
            guard number >= 0 else {
                throw EncodingError.invalidValue(number, EncodingError.Context(codingPath: [], debugDescription: "<0"))
            }
            var container = encoder.singleValueContainer()
            try container.encode(number)
        }
    }

    /// A large group is encoded in two halves at once: it reads back in order, and an event that cannot be encoded
    /// is named by its place in the whole group (the earlier one when both halves fail), with nothing written.
    @Test func aLargeGroupIsReadBackInOrderAndAnUnencodableEventIsNamedByItsPlace() async throws {
        let file = JournalFile()
        let journal = try SQLiteEventJournal<String, Picky>(path: file.path)
        let group = (1...64).map(Picky.init)
        #expect(try await journal.append(group) == 64)
        #expect(try await journal.recover().events == group)
        var bad = group
        bad[40] = Picky(-1)
        let second = await journalError { try await journal.append(bad) }
        #expect(second.map { "\($0)" }?.contains("event 41 of 64 in its group") == true)
        bad[3] = Picky(-1)
        let both = await journalError { try await journal.append(bad) }
        #expect(both.map { "\($0)" }?.contains("event 4 of 64 in its group") == true)
        #expect(try await journal.recover().lastSequence == 64)
    }

    @Test func aTruncatedEventIsAnErrorNamingItsSequenceNumber() async throws {
        let file = JournalFile()
        let journal = try await Self.filled(file)
        #expect(try await journal.recover().events == [3, 4, 5, 6])
        // Each event of the group 4...6 is a byte of length and 2 of value: cut in the middle of event 5.
        try damage(
            file.path, "UPDATE switchyard_journal_event_groups SET body = substr(body, 1, 5) WHERE last_sequence = 6")
        guard case .corruptEvent(sequence: 5, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("a truncated event is not reported as event 5")
            return
        }
        // Whole events missing at the end of a group: the first missing one is named.
        try damage(
            file.path, "UPDATE switchyard_journal_event_groups SET body = substr(body, 1, 3) WHERE last_sequence = 6")
        guard case .corruptEvent(sequence: 5, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("a group cut after event 4 is not reported as event 5")
            return
        }
    }

    @Test func anEventOfAnotherTypeIsAnErrorNamingItsSequenceNumber() async throws {
        let file = JournalFile()
        let journal = try await Self.filled(file)
        // Event 4's value (tag 3, a signed number) becomes a string tag: not an Int.
        try damage(
            file.path,
            """
            UPDATE switchyard_journal_event_groups SET body = substr(body, 1, 1) || X'07' || substr(body, 3)
            WHERE last_sequence = 6
            """)
        guard case .corruptEvent(sequence: 4, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("an event of another type is not reported as event 4")
            return
        }
    }

    @Test func aBodyThatIsNotBytesOrAMissingGroupIsAnError() async throws {
        let file = JournalFile()
        let journal = try await Self.filled(file)
        try damage(file.path, "UPDATE switchyard_journal_event_groups SET body = 42 WHERE last_sequence = 6")
        guard case .corruptEvent(sequence: 4, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("a body that is not bytes is not reported as event 4")
            return
        }
        try damage(file.path, "UPDATE switchyard_journal_event_groups SET format = 7 WHERE last_sequence = 6")
        guard case .corruptEvent(sequence: 4, _) = await journalError({ try await journal.recover() }) else {
            Issue.record("an unknown format is not reported as event 4")
            return
        }
        try damage(file.path, "DELETE FROM switchyard_journal_event_groups WHERE last_sequence = 3")
        #expect(await journalError { try await journal.recover() } == .missingEvent(sequence: 3))
    }

    @Test func compactionThroughTheMiddleOfAGroupKeepsTheGroup() async throws {
        let file = JournalFile()
        let journal = try await Self.filled(file)
        try await journal.removeEvents(through: 2)
        let recovery = try await Journal(path: file.path).recover()
        #expect(recovery.snapshot?.sequence == 2)
        #expect(recovery.events == [3, 4, 5, 6])
        #expect(try await journal.append([7]) == 7)
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
        try damage(file.path, "UPDATE switchyard_journal_event_groups SET body = X'00' WHERE last_sequence = 6")
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
