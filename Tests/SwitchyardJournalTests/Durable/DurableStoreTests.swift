import Foundation
import Switchyard
import SwitchyardJournal
import SwitchyardTesting
import Synchronization
import Testing

/// A ledger whose events start named timers and fetches: what a journal must bring back, and what it cannot.
struct Book: Hashable, Sendable, Codable {
    var total = 0
    var fired: [Int] = []
    var fetched = 0
}

enum BookEvent: Hashable, Sendable, Codable {
    case add(Int), start(Int), fire(Int), fetch, fetched
}

/// Counts the fetches an effect made: replayed events start their effects again.
final class FetchCounter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func increment() { count.withLock { $0 += 1 } }
}

func bookMachine(fetches: FetchCounter) -> Machine<Book, BookEvent> {
    .reducer(initial: Book()) { state, event in
        switch event {
        case .add(let amount):
            state.total += amount
        case .start(let seconds):
            return .send(.fire(seconds), after: .seconds(seconds), id: EffectID("t\(seconds)"))
        case .fire(let seconds):
            state.fired.append(seconds)
        case .fetch:
            return .run(id: "fetch") { context in
                fetches.increment()
                await context.send(.fetched)
            }
        case .fetched:
            state.fetched += 1
        }
        return .none
    }
}

typealias BookJournal = InMemoryEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>

/// A fixed wall clock: no time spent saved, so restored timers keep the time they had.
let fixedNow: @Sendable () -> Date = { Date(timeIntervalSince1970: 1_800_000_000) }

@Suite(.timeLimit(.minutes(5)))
struct DurableStoreTests {
    @Test func eachSendIsJournaledBeforeItReturnsAndSnapshotsFollowTheInterval() async throws {
        let journal = BookJournal()
        let durable = try await DurableStore.open(
            journal: journal, machine: bookMachine(fetches: FetchCounter()), snapshotEvery: 3, now: fixedNow)
        for amount in 1...7 {
            try await durable.send(.add(amount))
            #expect(await journal.lastSequence == amount)
        }
        #expect(await journal.events == (1...7).map(BookEvent.add))
        // Sequential sends are groups of one: snapshots through 3 and 6, each holding exactly the events before.
        let snapshots = await journal.snapshots
        #expect(snapshots.map(\.sequence) == [3, 6])
        #expect(snapshots.map(\.value.state.total) == [6, 21])
        #expect(await durable.snapshotSequence == 6)
        #expect(await durable.store.state.total == 28)
    }

    @Test func recoveryIsTheLatestSnapshotAndTheEventsAfterIt() async throws {
        let journal = BookJournal()
        let machine = bookMachine(fetches: FetchCounter())
        let first = try await DurableStore.open(journal: journal, machine: machine, snapshotEvery: 4, now: fixedNow)
        for amount in 1...10 { try await first.send(.add(amount)) }
        let recovery = try await journal.recover()
        #expect(recovery.snapshot?.sequence == 8)
        #expect(recovery.events == [.add(9), .add(10)])
        // The process dies here; another opens the same journal.
        let second = try await DurableStore.open(journal: journal, machine: machine, snapshotEvery: 4, now: fixedNow)
        #expect(await second.store.state.total == 55)
        #expect(await second.lastSequence == 10)
        try await second.send(.add(100))
        #expect(await journal.lastSequence == 11)
        #expect(await second.store.state.total == 155)
    }

    @Test func compactionDropsWhatASnapshotCoversAndRecoveryStillHoldsEverything() async throws {
        let journal = BookJournal()
        let machine = bookMachine(fetches: FetchCounter())
        let first = try await DurableStore.open(
            journal: journal, machine: machine, snapshotEvery: 5, compactsJournal: true, now: fixedNow)
        for amount in 1...12 { try await first.send(.add(amount)) }
        #expect(await journal.firstKeptSequence == 11)
        #expect(await journal.events == [.add(11), .add(12)])
        #expect(await journal.snapshots.map(\.sequence) == [10])
        let second = try await DurableStore.open(journal: journal, machine: machine, now: fixedNow)
        #expect(await second.store.state.total == 78)
    }

    /// The documented meaning of a crash between snapshots: events that effects sent after the latest snapshot
    /// (a timer that fired, a fetch's answer) are lost, the timers pending at the snapshot are pending again, and
    /// the effects of the events replayed after it run again.
    @Test func aCrashBetweenSnapshotsLosesEffectEventsAndRunsReplayedEffectsAgain() async throws {
        let journal = BookJournal()
        let fetches = FetchCounter()
        let machine = bookMachine(fetches: fetches)
        let clock = TestClock()
        let first = try await DurableStore.open(
            journal: journal, machine: machine, snapshotEvery: 2, options: StoreOptions(clock: clock), now: fixedNow)
        try await first.send(.start(10))
        try await first.send(.add(1))  // snapshot through 2: timer t10 pending, 10 s left
        var commits = await first.store.commits.makeAsyncIterator()
        try await first.send(.fetch)  // journaled as 3, after the snapshot
        _ = await commits.next()  // .fetch
        _ = await commits.next()  // .fetched, sent by the fetch: not journaled
        #expect(fetches.value == 1)
        #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await clock.advance(by: .seconds(10))
        _ = await commits.next()  // .fire(10), sent by the timer: not journaled
        #expect(await first.store.state == Book(total: 1, fired: [10], fetched: 1))
        await first.store.cancelAllEffects()

        let restartClock = TestClock()
        let second = try await DurableStore.open(
            journal: journal, machine: machine, options: StoreOptions(clock: restartClock), now: fixedNow)
        var restartCommits = await second.store.commits.makeAsyncIterator()
        _ = await restartCommits.next()  // .fetched again: the replayed .fetch fetched again
        #expect(fetches.value == 2)
        let restored = await second.store.snapshot()
        // The timer that had fired is pending again, from the snapshot, with the time it had then.
        #expect(restored.state == Book(total: 1, fired: [], fetched: 1))
        #expect(restored.timers.map(\.id) == ["t10"])
        #expect(restored.timers.map(\.remaining) == [.seconds(10)])
        #expect(await restartClock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await restartClock.advance(by: .seconds(10))
        _ = await restartCommits.next()
        #expect(await second.store.state.fired == [10])
        await second.store.cancelAllEffects()
    }

    @Test func concurrentSendsAreJournaledInTheOrderTheStoreProcessesThem() async throws {
        let journal = BookJournal()
        let durable = try await DurableStore.open(
            journal: journal, machine: bookMachine(fetches: FetchCounter()), snapshotEvery: 10, now: fixedNow)
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<16 {
                group.addTask {
                    for index in 0..<8 { try? await durable.send(.fire(sender * 8 + index)) }
                }
            }
        }
        try await durable.commit()
        let journaled = await journal.events
        #expect(journaled.count == 128)
        #expect(await durable.commitCount == journal.appendCount)
        // `fire` appends its number: the store's order is the journal's order.
        #expect(await durable.store.state.fired.map(BookEvent.fire) == journaled)
        let reopened = try await DurableStore.open(
            journal: journal, machine: bookMachine(fetches: FetchCounter()), now: fixedNow)
        #expect(await reopened.store.snapshot() == durable.store.snapshot())
    }

    @Test func aFailedAppendIsThrownAndTheEventIsNotProcessed() async throws {
        let file = JournalFile()
        let journal = try SQLiteEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>(path: file.path)
        let durable = try await DurableStore.open(
            journal: journal, machine: bookMachine(fetches: FetchCounter()), now: fixedNow)
        try await durable.send(.add(1))
        try damage(file.path, "DROP TABLE switchyard_journal_event_groups")
        await #expect(throws: JournalError.self) { try await durable.send(.add(2)) }
        #expect(await durable.store.state.total == 1)
    }
}
