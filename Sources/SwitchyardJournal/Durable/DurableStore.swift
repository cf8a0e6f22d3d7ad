public import Foundation
public import Switchyard

/// An `ActorStore` for servers whose `send` returns only once the event is in a journal: a process killed at any
/// instant (SIGKILL included) comes back with every event whose `send` returned applied exactly once, and its timers
/// pending.
///
/// Each ``send(_:)`` appends the event to an ``EventJournal`` *before* the store processes it (a write-ahead log),
/// then processes it and returns. Appends are grouped: events sent while a group is being written wait for the next
/// one, which takes all of them in one transaction, in the order they were sent. Every `snapshotEvery` events (at
/// the end of the first group that reaches the count; 1,000 by default) the store's snapshot is written, tagged
/// with the sequence number of the last event it includes: the store is an actor sharing this one's executor, and
/// the events of a group are processed together, so the snapshot holds exactly the journaled events up to its
/// number. Recovery is that snapshot plus the events after it, whatever the history's length.
///
/// ```swift
/// let journal = try SQLiteEventJournal<StoreSnapshot<Order, OrderEvent>, OrderEvent>(path: "/var/lib/orders/42.sqlite")
/// let order = try await DurableStore.open(journal: journal, machine: orderMachine)
/// try await order.send(.pay)   // returns once `.pay` is in the journal, and processed
/// ```
///
/// **A crash between snapshots.** Only the events sent through ``send(_:)`` are journaled. Recovery restores the
/// latest snapshot — its state, queued events and pending timers, with the time it spent saved taken off them — and
/// then sends the events journaled after it through the store again, in order. So, for what happened after the
/// latest snapshot:
/// - events that *effects* sent (a timer that fired, an answer from work in flight) are not journaled: they are lost
///   and not replayed — a timer that fired after the snapshot is pending again (it comes from the snapshot) and fires
///   again, once; work that was in flight when the snapshot was taken does what `Effect.onRestore(_:)` says;
/// - the effects the replayed events start run again (their requests are made again, their timers started again
///   with their full delay from the restart).
/// Make effects idempotent or keyed by the event, or shorten the window with a smaller `snapshotEvery`.
public actor DurableStore<State: Sendable, Event: Sendable> {
    /// The store that runs the machine; send through ``send(_:)`` for durability (an event sent to the store
    /// directly is processed but not journaled).
    public nonisolated let store: ActorStore<State, Event>
    /// Where the events and snapshots are written.
    public nonisolated let journal: any EventJournal<StoreSnapshot<State, Event>, Event>
    /// How many journaled events there are at most between two snapshots (plus the rest of a group).
    public nonisolated let snapshotInterval: Int
    /// Whether the events a snapshot covers are dropped from the journal once it is written.
    public nonisolated let compactsJournal: Bool
    private let now: @Sendable () -> Date
    private let onError: @Sendable (JournalError) -> Void

    /// The executor of ``store``: the durable store and its store are one serial domain, so a snapshot and its
    /// sequence number are taken together.
    public nonisolated var unownedExecutor: UnownedSerialExecutor { store.unownedExecutor }

    /// The groups of sends: the one forming and the ones it is written after.
    private var groups = Groups()
    private var failure: JournalError?
    /// The sequence number of the last event journaled and processed.
    public private(set) var lastSequence: Int
    /// Which snapshot is written and when the next is due.
    private var snapshots: SnapshotSchedule
    /// The sequence number of the latest snapshot written; 0 before the first.
    public var snapshotSequence: Int { snapshots.written }
    /// How many groups have been appended since the store was opened.
    public private(set) var commitCount = 0
    /// How many events wait in the group that is forming (for tests).
    package var waitingCount: Int { groups.events.count }

    /// A group of sends: a task that writes the group after the one before it. Its senders wait for its value away
    /// from the store's executor, so acknowledging a group is one task completion, not one executor hop per sender.
    private typealias Group = Task<GroupOutcome, Never>

    /// The groups of sends in flight, which change together as a group starts forming and is taken to be written.
    private struct Groups {
        /// The events of the group that is forming, in the order they were sent.
        var events: [Event] = []
        /// The group that is forming: written once the group before it is done; `nil` when no event is waiting.
        var forming: Group?
        /// The group written last or being written (or forming): a new group is written after it.
        var last: Group?
        /// The group the forming group is written after.
        var beforeForming: Group?
    }

    /// The snapshots' progress: each write moves both numbers, and a failed one moves the next due.
    private struct SnapshotSchedule {
        /// The sequence number of the latest snapshot written; 0 before the first.
        var written: Int
        /// When the next snapshot is due: after a failed write, `snapshotInterval` events later.
        var next: Int
    }

    /// How a group's write ended, and the snapshot write it started (the next group is written after it).
    private struct GroupOutcome: Sendable {
        var result: Result<Void, JournalError>
        var snapshotWrite: Task<Void, Never>?
    }

    private init(
        store: ActorStore<State, Event>, journal: any EventJournal<StoreSnapshot<State, Event>, Event>,
        snapshotInterval: Int, compactsJournal: Bool, lastSequence: Int, snapshotSequence: Int,
        now: @escaping @Sendable () -> Date, onError: @escaping @Sendable (JournalError) -> Void
    ) {
        self.store = store
        self.journal = journal
        self.snapshotInterval = max(1, snapshotInterval)
        self.compactsJournal = compactsJournal
        self.lastSequence = lastSequence
        self.snapshots = SnapshotSchedule(written: snapshotSequence, next: snapshotSequence + max(1, snapshotInterval))
        self.now = now
        self.onError = onError
    }

    /// Opens the store journaled in `journal`: its latest snapshot restored (with the time it spent saved taken off
    /// its timers) and the events after it sent again, in order — or a new store in the machine's initial state,
    /// with every journaled event sent again, when no snapshot was written. The store is started.
    ///
    /// See the type's documentation for what a crash between snapshots means for events that effects sent.
    /// - Parameters:
    ///   - journal: Where the events and snapshots are written.
    ///   - machine: The machine to run.
    ///   - snapshotEvery: How many events between snapshots (1,000 by default: recovery sends at most about that
    ///     many events again; each snapshot costs one encoding of the store).
    ///   - compactsJournal: Whether to drop the events a snapshot covers once it is written; `false` keeps the whole
    ///     history.
    ///   - options: Ignored-event policy, clock, event log and diagnostics.
    ///   - restart: Gives the effect that starts again work that asked to be restarted.
    ///   - now: The wall clock snapshots are dated by; inject one in tests.
    ///   - onError: Told when a snapshot could not be written (it is tried again `snapshotEvery` events later;
    ///     sends go on); prints to standard error by default.
    /// - Returns: The durable store, started, the journal's events processed.
    /// - Throws: ``JournalError`` when the journal cannot be read; `StoreSnapshotError` when its snapshot cannot
    ///   be restored into `machine`.
    /// - Complexity: O(*t*) for the *t* events after the latest snapshot, plus reading and restoring it.
    public static func open(
        journal: some EventJournal<StoreSnapshot<State, Event>, Event>,
        machine: Machine<State, Event>,
        snapshotEvery: Int = 1_000,
        compactsJournal: Bool = false,
        options: StoreOptions = StoreOptions(),
        restart: @escaping @Sendable (EffectID) -> Effect<Event>? = { _ in nil },
        now: @escaping @Sendable () -> Date = { Date() },
        onError: @escaping @Sendable (JournalError) -> Void = { error in
            FileHandle.standardError.write(Data("switchyard journal: \(error)\n".utf8))
        }
    ) async throws -> DurableStore {
        let recovery = try await journal.recover()
        let store: ActorStore<State, Event>
        if let saved = recovery.snapshot {
            store = try ActorStore(
                machine: machine, restoring: saved.value, timeSaved: timeSpentSaved(since: saved.savedAt, now: now()),
                options: options, runningOn: nil, restart: restart)
        } else {
            store = ActorStore(machine: machine, options: options, runningOn: nil)
        }
        let durable = DurableStore(
            store: store, journal: journal, snapshotInterval: snapshotEvery, compactsJournal: compactsJournal,
            lastSequence: recovery.lastSequence, snapshotSequence: recovery.snapshot?.sequence ?? 0, now: now,
            onError: onError)
        await durable.replay(recovery.events)
        return durable
    }

    /// Starts the store and sends it the events journaled after the snapshot it was restored from.
    private func replay(_ events: [Event]) {
        store.assumeIsolated { store in
            store.start()
            for event in events { store.send(event) }
        }
    }

    /// Appends an event to the journal, then processes it; returns once both are done.
    ///
    /// Callable from any isolation: the event joins the group that is forming on the store's executor, and the
    /// sender waits for that group away from it.
    /// - Parameter event: The event.
    /// - Throws: ``JournalError`` when the journal could not be written: then the event was not processed.
    /// - Complexity: One journal write per group of concurrent sends, not per send.
    public nonisolated func send(_ event: Event) async throws(JournalError) {
        try await join(event).value.result.get()
    }

    /// Waits until every event sent before it is in the journal and processed (and a snapshot those events made
    /// due is written).
    /// - Throws: ``JournalError`` when the group it joined failed, or the journal has another writer.
    public func commit() async throws(JournalError) {
        if let failure { throw failure }
        guard groups.last != nil else { return }
        let outcome = await join(nil).value
        await outcome.snapshotWrite?.value
        try outcome.result.get()
    }

    /// Writes the store's snapshot now, tagged with the last event journaled (before a planned shutdown, so the
    /// next start replays nothing).
    /// - Throws: ``JournalError`` when it could not be written.
    public func saveSnapshot() async throws(JournalError) {
        try await write(takeSnapshot(), through: lastSequence)
    }

    /// Writes `snapshot`, which holds exactly the events through `sequence`, and compacts the journal when asked to.
    private func write(_ snapshot: StoreSnapshot<State, Event>, through sequence: Int) async throws(JournalError) {
        try await journal.writeSnapshot(snapshot, through: sequence, savedAt: now())
        snapshots.written = max(snapshots.written, sequence)
        snapshots.next = max(snapshots.next, sequence + snapshotInterval)
        if compactsJournal { try await journal.removeEvents(through: sequence) }
    }

    /// The store's snapshot now: it holds exactly the events through ``lastSequence`` (and what effects sent).
    private func takeSnapshot() -> StoreSnapshot<State, Event> {
        store.assumeIsolated { $0.snapshot() }
    }

    /// Sends a written group to the store, synchronously: nothing runs between its events.
    private func process(_ events: [Event]) {
        store.assumeIsolated { store in
            for event in events { store.send(event) }
        }
    }

    /// Adds `event` to the group that is forming, starting one when none is; returns the group.
    private func join(_ event: Event?) -> Group {
        if let failure {
            return Group { GroupOutcome(result: .failure(failure), snapshotWrite: nil) }
        }
        if let event { groups.events.append(event) }
        if let forming = groups.forming { return forming }
        groups.beforeForming = groups.last
        let group = Group { await self.writeFormingGroup() }
        groups.forming = group
        groups.last = group
        return group
    }

    /// Writes the forming group once the group before it (and the snapshot that one started) is done, processes it,
    /// and takes a snapshot when one is due.
    private func writeFormingGroup() async -> GroupOutcome {
        // No group is started while this one forms, so the one before it is still the one to wait for.
        if let previous = groups.beforeForming, let snapshotWrite = await previous.value.snapshotWrite {
            await snapshotWrite.value
        }
        // The senders the group before acknowledged send again at once, from other threads: yielding the executor
        // while they keep joining lets them into this group instead of one of their own (with 64 senders, without
        // it, two cohorts of about 32 take turns and every commit carries half as many events).
        var count = groups.events.count
        for _ in 0..<Self.gatheringYields {
            await Task.yield()
            if groups.events.count == count { break }
            count = groups.events.count
        }
        var events: [Event] = []
        swap(&events, &groups.events)
        groups.events.reserveCapacity(events.count)
        groups.forming = nil
        groups.beforeForming = nil
        if let failure { return GroupOutcome(result: .failure(failure), snapshotWrite: nil) }
        let result = await append(events)
        guard case .success = result, lastSequence >= snapshots.next else {
            return GroupOutcome(result: result, snapshotWrite: nil)
        }
        // A due snapshot is taken now, before the group's senders are told: a sender may do anything with the store
        // once its `send` returned (cancel its work, as a crash test does), and the snapshot must hold the store as
        // these events left it. It is written while the next group forms; that group is written after it.
        let sequence = lastSequence
        let snapshot = takeSnapshot()
        let snapshotWrite = Task {
            do throws(JournalError) {
                try await self.write(snapshot, through: sequence)
            } catch {
                self.snapshots.next = self.lastSequence + self.snapshotInterval
                self.onError(error)
            }
        }
        return GroupOutcome(result: result, snapshotWrite: snapshotWrite)
    }

    /// How many times a group yields the executor at most while senders keep joining it.
    private static var gatheringYields: Int { 8 }

    /// Writes a group, then processes it: nothing is processed that is not in the journal.
    private func append(_ events: [Event]) async -> Result<Void, JournalError> {
        guard !events.isEmpty else { return .success(()) }
        let last: Int
        do {
            last = try await journal.append(events)
        } catch {
            return .failure(error)
        }
        let expected = lastSequence + events.count
        guard last == expected else {
            // The journal holds events this store did not process: from here on it cannot tell what it holds.
            let error = JournalError.concurrentWriter(expected: expected, found: last)
            failure = error
            groups.events.removeAll()
            return .failure(error)
        }
        process(events)
        lastSequence = last
        commitCount += 1
        return .success(())
    }
}
