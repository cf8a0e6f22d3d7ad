public import Foundation
import GRDB

/// The default ``EventJournal``: an SQLite file (through GRDB) in WAL mode; each ``append(_:)`` is one transaction
/// that writes one row for the whole group.
///
/// ```swift
/// let journal = try SQLiteEventJournal<StoreSnapshot<Order, OrderEvent>, OrderEvent>(path: "/var/lib/orders/42.sqlite")
/// let order = try await DurableStore.open(journal: journal, machine: orderMachine)
/// ```
///
/// **Layout 2** (``layoutVersion``), in three tables: `switchyard_journal_layout` (its one row holds the version),
/// `switchyard_journal_event_groups` (one row per appended group: `last_sequence INTEGER PRIMARY KEY`,
/// `first_sequence`, `format`, and a `body` holding the group's events, each as its length and the event in a
/// compact binary encoding of its `Codable` form) and `switchyard_journal_snapshots` (`sequence INTEGER PRIMARY KEY`,
/// `saved_at`, and the snapshot's JSON). The binary encoding is the journal's choice, made for speed: `JSONEncoder`
/// cost more than the commit itself per event. A file of layout 1 (one JSON row per event, the first layout) is
/// moved to layout 2 when it is opened, in one transaction, without decoding its events; a file of a later layout
/// is refused with ``JournalError/unsupportedLayout(found:supported:)``.
///
/// Durability is SQLite's: a commit survives a killed process; against power loss it depends on the `synchronous`
/// setting (the system library's default, `FULL` on Debian). The commit runs on GRDB's writer queue, not on a
/// thread of Swift's cooperative pool, so the disk's sync does not hold up the tasks around it.
public final class SQLiteEventJournal<Snapshot: Codable & Sendable, Event: Codable & Sendable>: EventJournal {
    /// The version of the file layout this type writes: 2, a row per group.
    public static var layoutVersion: Int { 2 }

    /// The SQLite file's path.
    public let path: String
    private let database: DatabaseQueue

    /// Opens the journal at `path`, creating the file and its tables when they do not exist, and moving a journal
    /// of layout 1 to the current layout.
    /// - Parameter path: The SQLite file.
    /// - Throws: ``JournalError/storage(_:)`` when the file cannot be opened or is not an SQLite database;
    ///   ``JournalError/unsupportedLayout(found:supported:)`` when a newer version wrote it.
    public init(path: String) throws(JournalError) {
        self.path = path
        var configuration = Configuration()
        configuration.journalMode = .wal
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
            try database.write { db in try JournalLayout.prepare(db, version: Self.layoutVersion) }
        } catch let error as JournalError {
            throw error
        } catch {
            throw .storage("\(error)")
        }
    }

    /// Appends `events` in one transaction, as one row (see ``EventJournal/append(_:)``).
    /// - Complexity: O(*n* + log *m*) for *n* events in a journal of *m* groups; the events are encoded before the
    ///   transaction starts, a large group in two halves at once.
    @concurrent
    public func append(_ events: [Event]) async throws(JournalError) -> Int {
        let count = events.count
        let body = try await Self.body(of: events)
        do {
            return try await database.write { db in
                let last = try JournalLayout.lastSequence(db)
                guard count > 0 else { return last }
                let insert = try db.cachedStatement(
                    sql: """
                        INSERT INTO switchyard_journal_event_groups (last_sequence, first_sequence, format, body)
                        VALUES (?, ?, ?, ?)
                        """)
                try insert.execute(arguments: [last + count, last + 1, EventGroupBody.Format.binary.rawValue, body])
                return last + count
            }
        } catch {
            throw .storage("\(error)")
        }
    }

    /// The row's body for `events`. A group of at least ``halvedGroupSize`` events is encoded in two halves at once,
    /// the first in a child task: the group's senders are all waiting for its commit, so a second core is usually
    /// free, and the commit starts about half an encoding sooner.
    private static func body(of events: [Event]) async throws(JournalError) -> Data {
        let count = events.count
        guard count >= halvedGroupSize else { return count == 0 ? Data() : Data(try EventGroupBody.encode(events)) }
        let middle = count / 2
        async let head = Result { () throws(JournalError) in
            try EventGroupBody.encode(events[..<middle], groupCount: count)
        }
        let tail = Result { () throws(JournalError) in try EventGroupBody.encode(events[middle...], groupCount: count) }
        // The first half's failure names the earlier event.
        var body = Data(try await head.get())
        body.append(contentsOf: try tail.get())
        return body
    }

    /// The smallest group encoded in two halves: below it, starting a child task costs more than it saves.
    private static var halvedGroupSize: Int { 32 }

    /// Writes a snapshot that includes the events through `sequence` (see
    /// ``EventJournal/writeSnapshot(_:through:savedAt:)``).
    @concurrent
    public func writeSnapshot(_ snapshot: Snapshot, through sequence: Int, savedAt: Date) async throws(JournalError) {
        let body: Data
        do {
            body = try JSONEncoder().encode(snapshot)
        } catch {
            throw .unencodableSnapshot(sequence: sequence, reason: "\(error)")
        }
        try write { db in
            let last = try JournalLayout.lastSequence(db)
            guard sequence <= last else { throw JournalError.sequenceAhead(sequence: sequence, lastSequence: last) }
            try db.execute(
                sql: "INSERT OR REPLACE INTO switchyard_journal_snapshots (sequence, saved_at, body) VALUES (?, ?, ?)",
                arguments: [sequence, savedAt.timeIntervalSince1970, body])
        }
    }

    /// The latest snapshot and the events after it (see ``EventJournal/recover()``).
    /// - Complexity: O(*t* + log *m*) for a tail of *t* events in a journal of *m*: the history before the latest
    ///   snapshot is not read.
    @concurrent
    public func recover() async throws(JournalError) -> JournalRecovery<Snapshot, Event> {
        try readRecovery()
    }

    /// Reads the latest snapshot and the events after it in one read transaction.
    private func readRecovery() throws(JournalError) -> JournalRecovery<Snapshot, Event> {
        do {
            return try database.read { db in
                let decoder = JSONDecoder()
                var snapshot: JournalSnapshot<Snapshot>?
                if let row = try Row.fetchOne(
                    db,
                    sql: """
                        SELECT sequence, saved_at, body FROM switchyard_journal_snapshots
                        ORDER BY sequence DESC LIMIT 1
                        """)
                {
                    let sequence: Int64 = row[0]
                    let savedAt = Self.double(row[1])
                    do {
                        guard let savedAt else { throw RowError("its date is not a number") }
                        let value = try decoder.decode(Snapshot.self, from: try Self.blob(row[2]))
                        snapshot = JournalSnapshot(
                            sequence: Int(sequence), savedAt: Date(timeIntervalSince1970: savedAt), value: value)
                    } catch {
                        throw JournalError.corruptSnapshot(sequence: Int(sequence), reason: "\(error)")
                    }
                }
                let from = (snapshot?.sequence ?? 0) + 1
                var expected = from
                var events: [Event] = []
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT first_sequence, last_sequence, format, body FROM switchyard_journal_event_groups
                        WHERE last_sequence >= ? ORDER BY last_sequence
                        """,
                    arguments: [from])
                while let row = try rows.next() {
                    let last = Int(row[1] as Int64)
                    guard let first = Self.integer(row[0]), first <= last else {
                        throw JournalError.corruptEvent(sequence: expected, reason: "its group's numbers are damaged")
                    }
                    // The first row may hold events the snapshot covers; every later one starts where it left off.
                    guard first <= expected else { throw JournalError.missingEvent(sequence: expected) }
                    guard first == expected || expected == from else {
                        throw JournalError.corruptEvent(sequence: first, reason: "its group overlaps the one before")
                    }
                    let format = Self.integer(row[2]).flatMap(EventGroupBody.Format.init(rawValue:))
                    guard let format, case .blob(let body) = (row[3] as DatabaseValue).storage else {
                        throw JournalError.corruptEvent(
                            sequence: expected, reason: "its group's format or body is not what the journal writes")
                    }
                    events += try EventGroupBody.decode(
                        Event.self, body: [UInt8](body), format: format, first: first, last: last, from: expected)
                    expected = last + 1
                }
                return JournalRecovery(snapshot: snapshot, events: events, lastSequence: expected - 1)
            }
        } catch let error as JournalError {
            throw error
        } catch {
            throw .storage("\(error)")
        }
    }

    /// Drops the events through `sequence` and the snapshots before it (see ``EventJournal/removeEvents(through:)``).
    /// - Throws: ``JournalError/noSnapshot(sequence:)`` when no snapshot through `sequence` was written.
    @concurrent
    public func removeEvents(through sequence: Int) async throws(JournalError) {
        try write { db in
            let covered = try Int.fetchOne(
                db, sql: "SELECT sequence FROM switchyard_journal_snapshots WHERE sequence = ?", arguments: [sequence])
            guard covered != nil else { throw JournalError.noSnapshot(sequence: sequence) }
            // A group that holds events on both sides of `sequence` is kept whole; recovery skips its first events.
            try db.execute(
                sql: "DELETE FROM switchyard_journal_event_groups WHERE last_sequence <= ?", arguments: [sequence])
            try db.execute(sql: "DELETE FROM switchyard_journal_snapshots WHERE sequence < ?", arguments: [sequence])
        }
    }

    /// One write transaction; a database failure is ``JournalError/storage(_:)``.
    private func write<T>(_ body: (Database) throws -> T) throws(JournalError) -> T {
        do {
            return try database.write(body)
        } catch let error as JournalError {
            throw error
        } catch {
            throw .storage("\(error)")
        }
    }

    /// A row's body, without trusting its type: a damaged row is an error, never a crash.
    private static func blob(_ value: DatabaseValue) throws -> Data {
        guard case .blob(let data) = value.storage else { throw RowError("its body is not bytes") }
        return data
    }

    /// A row's integer, without trusting its type.
    private static func integer(_ value: DatabaseValue) -> Int? {
        guard case .int64(let number) = value.storage else { return nil }
        return Int(number)
    }

    /// A row's date, without trusting its type.
    private static func double(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case .double(let number): number
        case .int64(let number): Double(number)
        default: nil
        }
    }
}

/// Why a row is not what the journal wrote.
private struct RowError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
