import GRDB

/// The tables of an ``SQLiteEventJournal`` file, their version, and the move from the layouts before.
///
/// - Layout 1 (the first): `switchyard_journal_events (sequence INTEGER PRIMARY KEY, body BLOB)`, one JSON row per
///   event, and `switchyard_journal_snapshots`; no layout table.
/// - Layout 2: `switchyard_journal_layout` (one row: the version), `switchyard_journal_event_groups` (one row per
///   group, its events in the binary encoding) and `switchyard_journal_snapshots`, unchanged.
enum JournalLayout {
    /// Creates the tables of layout `version` in a new file, moves a file of layout 1 to it, and checks the version
    /// of any other.
    /// - Throws: ``JournalError/unsupportedLayout(found:supported:)`` for a file of a later layout.
    static func prepare(_ db: Database, version: Int) throws {
        let hasLayout = try db.tableExists("switchyard_journal_layout")
        if hasLayout {
            let found = try Int.fetchOne(db, sql: "SELECT version FROM switchyard_journal_layout WHERE id = 1") ?? 0
            guard found <= version else { throw JournalError.unsupportedLayout(found: found, supported: version) }
        }
        try db.execute(
            sql: """
                CREATE TABLE IF NOT EXISTS switchyard_journal_layout (
                    id INTEGER PRIMARY KEY CHECK (id = 1),
                    version INTEGER NOT NULL);
                CREATE TABLE IF NOT EXISTS switchyard_journal_event_groups (
                    last_sequence INTEGER PRIMARY KEY,
                    first_sequence INTEGER NOT NULL,
                    format INTEGER NOT NULL,
                    body BLOB NOT NULL);
                CREATE TABLE IF NOT EXISTS switchyard_journal_snapshots (
                    sequence INTEGER PRIMARY KEY,
                    saved_at REAL NOT NULL,
                    body BLOB NOT NULL);
                """)
        if try db.tableExists("switchyard_journal_events") {
            // Layout 1: its rows become groups of one JSON event, as they are; nothing is decoded.
            try db.execute(
                sql: """
                    INSERT INTO switchyard_journal_event_groups (last_sequence, first_sequence, format, body)
                    SELECT sequence, sequence, ?, body FROM switchyard_journal_events
                    """,
                arguments: [EventGroupBody.Format.json.rawValue])
            try db.execute(sql: "DROP TABLE switchyard_journal_events")
        }
        try db.execute(
            sql: "INSERT OR REPLACE INTO switchyard_journal_layout (id, version) VALUES (1, ?)", arguments: [version])
    }

    /// The sequence number of the journal's last event, or of its latest snapshot when events were compacted away.
    static func lastSequence(_ db: Database) throws -> Int {
        let statement = try db.cachedStatement(
            sql: """
                SELECT max(
                    coalesce((SELECT max(last_sequence) FROM switchyard_journal_event_groups), 0),
                    coalesce((SELECT max(sequence) FROM switchyard_journal_snapshots), 0))
                """)
        return try Int.fetchOne(statement) ?? 0
    }
}
