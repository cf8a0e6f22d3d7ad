public import Foundation
import GRDB
public import Switchyard

/// A store that survives a crash: the journal writes the store's snapshot (`StoreSnapshot`) to an SQLite file
/// each time the store comes to rest, in one transaction, and makes a store that runs on from the last one written.
///
/// ```swift
/// let journal = try StoreJournal<Checkout, CheckoutEvent>(path: documents.appending(path: "checkout.sqlite").path)
/// let store = try journal.restoredStore(machine: Checkout.machine)   // a new store the first time
/// journal.record(store)                                             // saved after every event from here on
/// ```
///
/// What "comes to rest" means: an event and every event it queued have been processed and their effects started;
/// the store started; an effect finished. So the file always holds a whole snapshot — never the middle of an event —
/// and a crash loses at most the event being processed when it happened. The write is synchronous (SQLite in WAL
/// mode, one small transaction per event), on the store's own isolation. A write that fails is reported to
/// `onError` (standard error by default) and tried again at the next rest; nothing fails silently.
///
/// On restore, the time the snapshot spent saved is taken off its timers (`Store.init(machine:restoring:timeSaved:options:middleware:restart:)`):
/// a reminder due in a minute, in an app killed for two, fires at once. Work that was in flight does what it said
/// with `Effect.onRestore(_:)`.
///
/// The state and events must be `Codable`. For a store whose state is not (a statechart store's
/// `StatechartState`), give the journal what to save instead: ``record(_:saving:)`` and
/// ``restoredStore(machine:restoring:options:middleware:restart:)``.
///
/// This journal suits an app: a snapshot at rest, no history. A server that must not lose an acknowledged event
/// journals every event instead: ``DurableStore`` over an ``EventJournal``.
public final class StoreJournal<Saved: Codable & Sendable, Event: Codable & Sendable>: Sendable {
    /// The SQLite file's path.
    public let path: String
    private let database: DatabaseQueue
    private let onError: @Sendable (any Error) -> Void
    private let now: @Sendable () -> Date

    /// Opens the journal at `path`, creating the file and its table when they do not exist.
    /// - Parameters:
    ///   - path: The SQLite file.
    ///   - onError: Told when a snapshot could not be written; prints to standard error by default.
    ///   - now: The wall clock snapshots are dated by, and the time spent saved is measured on; inject one in tests.
    /// - Throws: GRDB's `DatabaseError` when the file cannot be opened or is not a journal's database.
    public init(
        path: String,
        onError: @escaping @Sendable (any Error) -> Void = { error in
            FileHandle.standardError.write(Data("switchyard journal: \(error)\n".utf8))
        },
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws {
        self.path = path
        self.onError = onError
        self.now = now
        var configuration = Configuration()
        configuration.journalMode = .wal
        database = try DatabaseQueue(path: path, configuration: configuration)
        try database.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE IF NOT EXISTS switchyard_snapshot (
                        id INTEGER PRIMARY KEY CHECK (id = 1),
                        saved_at REAL NOT NULL,
                        writes INTEGER NOT NULL,
                        body BLOB NOT NULL)
                    """)
        }
    }

    /// The last snapshot written, and when, or `nil` when none was.
    /// - Returns: The snapshot and the time it was written.
    /// - Throws: `StoreSnapshotError` or `DecodingError` when the saved bytes are not a snapshot of these types;
    ///   GRDB's `DatabaseError` when the file cannot be read.
    public func lastSnapshot() throws -> (snapshot: StoreSnapshot<Saved, Event>, savedAt: Date)? {
        let row = try database.read { db in
            try Row.fetchOne(db, sql: "SELECT saved_at, body FROM switchyard_snapshot WHERE id = 1")
        }
        guard let row else { return nil }
        let body: Data = row["body"]
        let savedAt: Double = row["saved_at"]
        return (
            try JSONDecoder().decode(StoreSnapshot<Saved, Event>.self, from: body), Date(timeIntervalSince1970: savedAt)
        )
    }

    /// How many snapshots have been written to this file.
    /// - Returns: The count; 0 for a new journal.
    /// - Throws: GRDB's `DatabaseError` when the file cannot be read.
    public func writeCount() throws -> Int {
        try database.read { db in
            try Int.fetchOne(db, sql: "SELECT writes FROM switchyard_snapshot WHERE id = 1") ?? 0
        }
    }

    /// Writes `snapshot` as the journal's last, in one transaction.
    /// - Parameters:
    ///   - snapshot: The store, saved.
    ///   - date: When it was saved; the journal's `now` when `nil`.
    /// - Throws: `EncodingError` or GRDB's `DatabaseError`.
    public func write(_ snapshot: StoreSnapshot<Saved, Event>, at date: Date? = nil) throws {
        let date = date ?? now()
        let body = try JSONEncoder().encode(snapshot)
        try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO switchyard_snapshot (id, saved_at, writes, body) VALUES (1, ?, 1, ?)
                    ON CONFLICT(id) DO UPDATE SET saved_at = excluded.saved_at, writes = writes + 1, body = excluded.body
                    """,
                arguments: [date.timeIntervalSince1970, body])
        }
    }

    /// Forgets the saved snapshot: the next ``restoredStore(machine:options:middleware:restart:)`` makes a new store.
    /// - Throws: GRDB's `DatabaseError`.
    public func clear() throws {
        try database.write { db in try db.execute(sql: "DELETE FROM switchyard_snapshot") }
    }

    /// Saves `store`'s snapshot now and each time it comes to rest, with its state transformed by `saving`, until
    /// the returned recording is cancelled or the store is released.
    /// - Parameters:
    ///   - store: The store to save.
    ///   - saving: What to save of the state.
    /// - Returns: The recording; keep it, or cancel it to stop.
    @MainActor
    @discardableResult
    public func record<State>(
        _ store: Store<State, Event>, saving: @escaping (State) -> Saved
    ) -> JournalRecording {
        let recording = JournalRecording()
        let save: () -> Void = { [weak store, weak recording] in
            guard let store, let recording, !recording.isCancelled else { return }
            do {
                try self.write(store.snapshot().mappingState(saving))
            } catch {
                self.onError(error)
            }
        }
        store.whenSettled(save)
        recording.stop = { [weak store] in MainActor.assumeIsolated { store?.whenSettled(nil) } }
        save()
        return recording
    }

    /// Makes a store that runs on from the last snapshot written — with the time it spent saved taken off its
    /// timers — or a new store in the machine's initial state when none was, with the saved state transformed by
    /// `restoring`.
    /// - Parameters:
    ///   - machine: The machine to run.
    ///   - restoring: Makes the store's state from the saved one (for a chart: `StatechartState(chart, restoring:)`).
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - middleware: Wrappers of the send path.
    ///   - restart: Gives the effect that starts again work that asked to be restarted.
    /// - Returns: The store, not yet started.
    /// - Throws: What reading the file, decoding the snapshot, `restoring` or the restore throw.
    @MainActor
    public func restoredStore<State>(
        machine: Machine<State, Event>,
        restoring: (Saved) throws -> State,
        options: StoreOptions = StoreOptions(),
        middleware: [Middleware<State, Event>] = [],
        restart: @escaping (EffectID) -> Effect<Event>? = { _ in nil }
    ) throws -> Store<State, Event> {
        guard let (saved, savedAt) = try lastSnapshot() else {
            return Store(machine: machine, options: options, middleware: middleware)
        }
        return try Store(
            machine: machine, restoring: try saved.mappingState(restoring), timeSaved: timeSaved(since: savedAt),
            options: options, middleware: middleware, restart: restart)
    }

    /// How long a snapshot written at `savedAt` has been saved, on the journal's wall clock; zero for a date in the
    /// future (a clock set back).
    func timeSaved(since savedAt: Date) -> Duration {
        timeSpentSaved(since: savedAt, now: now())
    }
}

extension StoreJournal {
    /// Saves `store`'s snapshot now and each time it comes to rest (see ``record(_:saving:)``).
    /// - Parameter store: The store to save; its state is saved as it is.
    /// - Returns: The recording; keep it, or cancel it to stop.
    @MainActor
    @discardableResult
    public func record(_ store: Store<Saved, Event>) -> JournalRecording {
        record(store, saving: { $0 })
    }

    /// Makes a store that runs on from the last snapshot written, or a new one (see
    /// ``restoredStore(machine:restoring:options:middleware:restart:)``).
    /// - Parameters:
    ///   - machine: The machine to run.
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - middleware: Wrappers of the send path.
    ///   - restart: Gives the effect that starts again work that asked to be restarted.
    /// - Returns: The store, not yet started.
    /// - Throws: What reading the file, decoding the snapshot or the restore throw.
    @MainActor
    public func restoredStore(
        machine: Machine<Saved, Event>,
        options: StoreOptions = StoreOptions(),
        middleware: [Middleware<Saved, Event>] = [],
        restart: @escaping (EffectID) -> Effect<Event>? = { _ in nil }
    ) throws -> Store<Saved, Event> {
        try restoredStore(
            machine: machine, restoring: { $0 }, options: options, middleware: middleware, restart: restart)
    }
}

/// A store being saved by a ``StoreJournal``; ``cancel()`` stops saving it.
@MainActor
public final class JournalRecording {
    fileprivate var isCancelled = false
    fileprivate var stop: (@Sendable () -> Void)?

    fileprivate init() {}

    /// Stops saving the store; the last snapshot written stays in the journal.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        stop?()
        stop = nil
    }
}
