public import Switchyard

extension DurableStore where State: Codable, Event: Codable {
    /// Opens a durable store over the SQLite file of a ``StoreJournal``: its events and snapshots go to an
    /// ``SQLiteEventJournal`` in the same file, which starts from the store journal's snapshot when it is new.
    /// - Parameters:
    ///   - journal: The store journal whose file is used.
    ///   - machine: The machine to run.
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - restart: Gives the effect that starts again work that asked to be restarted.
    /// - Returns: The durable store, started.
    /// - Throws: What reading the journals or restoring the snapshot throws.
    @available(
        *, deprecated,
        message: "journal events: open(journal: SQLiteEventJournal(path: journal.path), machine: machine)"
    )
    public static func open(
        journal: StoreJournal<State, Event>,
        machine: Machine<State, Event>,
        options: StoreOptions = StoreOptions(),
        restart: @escaping @Sendable (EffectID) -> Effect<Event>? = { _ in nil }
    ) async throws -> DurableStore {
        let events = try SQLiteEventJournal<StoreSnapshot<State, Event>, Event>(path: journal.path)
        let recovery = try await events.recover()
        if recovery.snapshot == nil, recovery.lastSequence == 0, let (saved, savedAt) = try journal.lastSnapshot() {
            try await events.writeSnapshot(saved, through: 0, savedAt: savedAt)
        }
        return try await open(journal: events, machine: machine, options: options, restart: restart)
    }
}
