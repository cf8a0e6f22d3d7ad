import Foundation
import GRDB
import Switchyard
import SwitchyardJournal
import Testing

/// Journals written before the layout of one row per group still open: a file of layout 1 (one JSON row per event,
/// as 0.7 wrote it) is moved to layout 2 when it is opened, and a file of a later layout is refused with an error
/// that says so.
@Suite(.timeLimit(.minutes(5)))
struct JournalLayoutTests {
    /// Writes a journal of layout 1 exactly as `SQLiteEventJournal` 0.7 did: events 1...5 as JSON rows and a
    /// snapshot through 2.
    static func writeLayoutOne(_ path: String) throws {
        let database = try DatabaseQueue(path: path)
        try database.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE switchyard_journal_events (
                        sequence INTEGER PRIMARY KEY,
                        body BLOB NOT NULL);
                    CREATE TABLE switchyard_journal_snapshots (
                        sequence INTEGER PRIMARY KEY,
                        saved_at REAL NOT NULL,
                        body BLOB NOT NULL);
                    """)
            let encoder = JSONEncoder()
            for (sequence, event) in [BookEvent.add(1), .start(30), .add(3), .fire(9), .add(5)].enumerated() {
                try db.execute(
                    sql: "INSERT INTO switchyard_journal_events (sequence, body) VALUES (?, ?)",
                    arguments: [sequence + 1, try encoder.encode(event)])
            }
            let snapshot = StoreSnapshot<Book, BookEvent>(state: Book(total: 1))
            try db.execute(
                sql: "INSERT INTO switchyard_journal_snapshots (sequence, saved_at, body) VALUES (2, ?, ?)",
                arguments: [1_800_000_000.0, try encoder.encode(snapshot)])
        }
    }

    /// The file's tables, by name, and the version in its layout table.
    static func tablesAndVersion(_ path: String) throws -> ([String], Int?) {
        try DatabaseQueue(path: path).read { db in
            (
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"),
                try Int.fetchOne(db, sql: "SELECT version FROM switchyard_journal_layout")
            )
        }
    }

    @Test func aJournalOfLayoutOneOpensAndGoesOnInLayoutTwo() async throws {
        let file = JournalFile()
        try Self.writeLayoutOne(file.path)
        let journal = try SQLiteEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>(path: file.path)
        let recovery = try await journal.recover()
        #expect(recovery.snapshot?.sequence == 2)
        #expect(recovery.events == [.add(3), .fire(9), .add(5)])
        #expect(try await journal.append([.add(6), .add(7)]) == 7)
        let reopened = try SQLiteEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>(path: file.path)
        #expect(try await reopened.recover().events == [.add(3), .fire(9), .add(5), .add(6), .add(7)])
        let (tables, version) = try Self.tablesAndVersion(file.path)
        #expect(
            tables == ["switchyard_journal_event_groups", "switchyard_journal_layout", "switchyard_journal_snapshots"])
        #expect(version == SQLiteEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>.layoutVersion)
        // Compaction drops the moved rows like any other.
        try await reopened.writeSnapshot(StoreSnapshot(state: Book(total: 22)), through: 7, savedAt: Date())
        try await reopened.removeEvents(through: 7)
        #expect(try await reopened.recover().events == [])
    }

    @Test func aDurableStoreOpensAJournalOfLayoutOne() async throws {
        let file = JournalFile()
        try Self.writeLayoutOne(file.path)
        let journal = try SQLiteEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>(path: file.path)
        let durable = try await DurableStore.open(
            journal: journal, machine: bookMachine(fetches: FetchCounter()), now: fixedNow)
        // The snapshot (total 1) and the events after it: add 3, fire 9, add 5.
        #expect(await durable.store.state == Book(total: 9, fired: [9]))
        #expect(await durable.lastSequence == 5)
        try await durable.send(.add(10))
        #expect(await durable.store.state.total == 19)
    }

    @Test func aJournalOfALaterLayoutIsRefusedWithAnErrorThatSaysSo() async throws {
        let file = JournalFile()
        _ = try SQLiteEventJournal<String, Int>(path: file.path)
        try damage(file.path, "UPDATE switchyard_journal_layout SET version = 3")
        let error = await journalError { try SQLiteEventJournal<String, Int>(path: file.path) }
        #expect(error == .unsupportedLayout(found: 3, supported: 2))
        #expect(error?.description.contains("newer version") == true)
    }
}
