import Foundation
import Switchyard
import SwitchyardJournal
import Synchronization
import Testing

/// How concurrent sends are grouped, acknowledged and ordered with the snapshots they make due, seen through a
/// journal that holds each write until the test lets it through.
@Suite(.timeLimit(.minutes(5)))
struct DurableStoreGroupingTests {
    typealias Journal = GatedJournal<StoreSnapshot<Book, BookEvent>, BookEvent>

    /// Counts the sends that returned.
    final class Acknowledged: Sendable {
        private let count = Mutex(0)
        var value: Int { count.withLock { $0 } }
        func increment() { count.withLock { $0 += 1 } }
    }

    @Test func sendsMadeWhileAGroupIsWrittenAreTheNextGroupAndReturnOnlyOnceItIsWritten() async throws {
        let journal = Journal()
        let durable = try await DurableStore.open(
            journal: journal, machine: bookMachine(fetches: FetchCounter()), now: fixedNow)
        let acknowledged = Acknowledged()
        let first = Task {
            try await durable.send(.fire(1))
            acknowledged.increment()
        }
        await journal.waitUntilHeld(1)
        let others = (2...9).map { number in
            Task {
                try await durable.send(.fire(number))
                acknowledged.increment()
            }
        }
        while await durable.waitingCount < 8 { await Task.yield() }
        #expect(await journal.held == [.append(count: 1)])
        await journal.releaseOldest()
        try await first.value
        // The eight that waited are one group, written after the first; none returns before it is written.
        await journal.waitUntilHeld(1)
        #expect(await journal.held == [.append(count: 8)])
        #expect(acknowledged.value == 1)
        #expect(await durable.store.state.fired == [1])
        await journal.releaseOldest()
        for other in others { try await other.value }
        #expect(acknowledged.value == 9)
        let groups = await journal.groups
        #expect(groups.map(\.count) == [1, 8])
        // The store processed the events in the journal's order.
        #expect(await durable.store.state.fired.map(BookEvent.fire) == groups.flatMap { $0 })
        #expect(await durable.commitCount == 2)
    }

    @Test func aDueSnapshotIsWrittenBeforeTheNextGroupAndCommitWaitsForIt() async throws {
        let journal = Journal()
        let durable = try await DurableStore.open(
            journal: journal, machine: bookMachine(fetches: FetchCounter()), snapshotEvery: 2, now: fixedNow)
        let pair = Task {
            async let one: Void = durable.send(.add(1))
            async let two: Void = durable.send(.add(2))
            _ = try await (one, two)
        }
        // The first group may be one event or both; let groups through until the snapshot through 2 is held.
        while await journal.held != [.snapshot(through: 2)] {
            await journal.waitUntilHeld(1)
            if case .append = await journal.held.first { await journal.releaseOldest() }
        }
        try await pair.value
        // Its senders returned; the snapshot is still being written, and a new send waits behind it.
        let third = Task { try await durable.send(.add(3)) }
        while await durable.waitingCount < 1 { await Task.yield() }
        let committed = Task { try await durable.commit() }
        for _ in 0..<100 { await Task.yield() }
        #expect(await journal.held == [.snapshot(through: 2)])
        #expect(await journal.groups.flatMap { $0 } == [.add(1), .add(2)])
        await journal.releaseOldest()
        await journal.waitUntilHeld(1)
        #expect(await journal.held == [.append(count: 1)])
        await journal.releaseOldest()
        try await third.value
        try await committed.value
        #expect(await journal.inner.snapshots.map(\.sequence) == [2])
        #expect(await journal.inner.snapshots.map(\.value.state.total) == [3])
        #expect(await durable.store.state.total == 6)
    }
}
