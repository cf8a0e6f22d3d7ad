import Foundation
public import Switchyard

/// An ``ActorStore`` for servers whose `send` returns only once the event is on disk: a process killed at any
/// instant (SIGKILL included) comes back with every event whose `send` returned applied exactly once, and its timers
/// pending.
///
/// Each `send` processes the event, then waits for a commit of the store's snapshot (``StoreSnapshot``) that
/// includes it, in a ``StoreJournal``. Commits are grouped: events sent while a commit is being written wait for the
/// next one, which covers all of them — one transaction for many concurrent sends. Recovery reads the last snapshot
/// only, however many events were sent before it, so it takes the time of one row, not of the history.
///
/// ```swift
/// let journal = try StoreJournal<Order, OrderEvent>(path: "/var/lib/orders/42.sqlite")
/// let order = try await DurableStore.open(journal: journal, machine: orderMachine)
/// try await order.send(.pay)   // returns once `.pay` is committed
/// ```
///
/// Events that effects send (timers, answers) are processed as in any store and saved with the next commit; a crash
/// before that commit brings back the snapshot before them — with the timer still pending, so it fires again once,
/// and the work still in flight doing what ``Effect/onRestore(_:)`` says.
public actor DurableStore<State: Codable & Sendable, Event: Codable & Sendable> {
    /// The store that runs the machine; send through ``send(_:)`` for durability.
    public nonisolated let store: ActorStore<State, Event>
    /// Where the store is saved.
    public nonisolated let journal: StoreJournal<State, Event>
    private var waiters: [CheckedContinuation<Void, any Error>] = []
    private var isWriting = false
    /// How many commits have been written since the store was opened.
    public private(set) var commitCount = 0

    private init(store: ActorStore<State, Event>, journal: StoreJournal<State, Event>) {
        self.store = store
        self.journal = journal
    }

    /// Opens the store saved in `journal` (or a new one in the machine's initial state when none was saved), with
    /// the time the snapshot spent saved taken off its timers, and starts it.
    /// - Parameters:
    ///   - journal: Where the store is saved.
    ///   - machine: The machine to run.
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - restart: Gives the effect that starts again work that asked to be restarted.
    /// - Returns: The durable store, started, its state committed.
    /// - Throws: What reading the journal or restoring the snapshot throws.
    public static func open(
        journal: StoreJournal<State, Event>,
        machine: Machine<State, Event>,
        options: StoreOptions = StoreOptions(),
        restart: @escaping @Sendable (EffectID) -> Effect<Event>? = { _ in nil }
    ) async throws -> DurableStore {
        let store: ActorStore<State, Event>
        if let (saved, savedAt) = try journal.lastSnapshot() {
            store = try ActorStore(
                machine: machine, restoring: saved, timeSaved: journal.timeSaved(since: savedAt), options: options,
                runningOn: nil, restart: restart)
        } else {
            store = ActorStore(machine: machine, options: options, runningOn: nil)
        }
        await store.start()
        let durable = DurableStore(store: store, journal: journal)
        try await durable.commit()
        return durable
    }

    /// Sends an event and returns once a snapshot that includes it is committed.
    /// - Parameter event: The event.
    /// - Throws: What writing the journal throws; the event was processed, but is not known to be on disk.
    public func send(_ event: Event) async throws {
        await store.send(event)
        try await commit()
    }

    /// Waits for a commit of the store's snapshot as it is now (or later).
    /// - Throws: What writing the journal throws.
    public func commit() async throws {
        try await withCheckedThrowingContinuation { continuation in
            waiters.append(continuation)
            if !isWriting {
                isWriting = true
                Task { await self.writeWhileWaited() }
            }
        }
    }

    /// Writes snapshots until nobody waits: each covers every send that was processed before it was taken.
    private func writeWhileWaited() async {
        while !waiters.isEmpty {
            let batch = waiters
            waiters.removeAll()
            do {
                try journal.write(await store.snapshot())
                commitCount += 1
                for waiter in batch { waiter.resume() }
            } catch {
                for waiter in batch { waiter.resume(throwing: error) }
            }
        }
        isWriting = false
    }
}
