public import Foundation
import GRDB

/// The default ``EventJournal``: an SQLite file (through GRDB) in WAL mode, with an events table (`sequence INTEGER
/// PRIMARY KEY, body BLOB`, the event's JSON) and a snapshots table; each ``append(_:)`` is one transaction.
///
/// ```swift
/// let journal = try SQLiteEventJournal<StoreSnapshot<Order, OrderEvent>, OrderEvent>(path: "/var/lib/orders/42.sqlite")
/// let order = try await DurableStore.open(journal: journal, machine: orderMachine)
/// ```
///
/// Durability is SQLite's: a commit survives a killed process; against power loss it depends on the `synchronous`
/// setting (GRDB's default here). The methods block on the file: ``DurableStore`` calls them off the store's
/// executor.
public final class SQLiteEventJournal<Snapshot: Codable & Sendable, Event: Codable & Sendable>: EventJournal {
    /// The SQLite file's path.
    public let path: String
    private let database: DatabaseQueue

    /// Opens the journal at `path`, creating the file and its tables when they do not exist.
    /// - Parameter path: The SQLite file.
    /// - Throws: ``JournalError/storage(_:)`` when the file cannot be opened or is not an SQLite database.
    public init(path: String) throws(JournalError) {
        self.path = path
        var configuration = Configuration()
        configuration.journalMode = .wal
        do {
            database = try DatabaseQueue(path: path, configuration: configuration)
            try database.write { db in
                try db.execute(
                    sql: """
                        CREATE TABLE IF NOT EXISTS switchyard_journal_events (
                            sequence INTEGER PRIMARY KEY,
                            body BLOB NOT NULL);
                        CREATE TABLE IF NOT EXISTS switchyard_journal_snapshots (
                            sequence INTEGER PRIMARY KEY,
                            saved_at REAL NOT NULL,
                            body BLOB NOT NULL);
                        """)
            }
        } catch {
            throw .storage("\(error)")
        }
    }

    /// Appends `events` in one transaction (see ``EventJournal/append(_:)``).
    /// - Complexity: O(*n* + log *m*) for *n* events in a journal of *m*; the events are encoded before the
    ///   transaction starts.
    @concurrent
    public func append(_ events: [Event]) async throws(JournalError) -> Int {
        let encoder = JSONEncoder()
        var bodies: [Data] = []
        bodies.reserveCapacity(events.count)
        do {
            for event in events { bodies.append(try encoder.encode(event)) }
        } catch {
            throw .unencodableEvent("\(error)")
        }
        return try write { db in
            let last = try Self.lastSequence(db)
            guard !bodies.isEmpty else { return last }
            let insert = try db.cachedStatement(
                sql: "INSERT INTO switchyard_journal_events (sequence, body) VALUES (?, ?)")
            for (offset, body) in bodies.enumerated() {
                try insert.execute(arguments: [last + offset + 1, body])
            }
            return last + bodies.count
        }
    }

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
            let last = try Self.lastSequence(db)
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
                var expected = (snapshot?.sequence ?? 0) + 1
                var events: [Event] = []
                let rows = try Row.fetchCursor(
                    db,
                    sql: "SELECT sequence, body FROM switchyard_journal_events WHERE sequence >= ? ORDER BY sequence",
                    arguments: [expected])
                while let row = try rows.next() {
                    let sequence = Int(row[0] as Int64)
                    guard sequence == expected else { throw JournalError.missingEvent(sequence: expected) }
                    do {
                        events.append(try decoder.decode(Event.self, from: try Self.blob(row[1])))
                    } catch {
                        throw JournalError.corruptEvent(sequence: sequence, reason: "\(error)")
                    }
                    expected += 1
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
            try db.execute(sql: "DELETE FROM switchyard_journal_events WHERE sequence <= ?", arguments: [sequence])
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

    /// The sequence number of the journal's last event, or of its latest snapshot when events were compacted away.
    private static func lastSequence(_ db: Database) throws -> Int {
        let events = try Int.fetchOne(db, sql: "SELECT max(sequence) FROM switchyard_journal_events") ?? 0
        return max(events, try lastSnapshot(db))
    }

    /// The sequence number of the latest snapshot; 0 for none.
    private static func lastSnapshot(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT max(sequence) FROM switchyard_journal_snapshots") ?? 0
    }

    /// A row's body, without trusting its type: a damaged row is an error, never a crash.
    private static func blob(_ value: DatabaseValue) throws -> Data {
        guard case .blob(let data) = value.storage else { throw RowError("its body is not bytes") }
        return data
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
