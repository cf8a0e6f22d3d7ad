import Foundation
import Switchyard
import SwitchyardJournal
import SwitchyardTesting
import Synchronization
import Testing

/// A wall clock a test moves by hand.
final class ManualDate: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))
    var now: Date { current.withLock { $0 } }
    func advance(by seconds: Double) { current.withLock { $0 += seconds } }
}

enum Order: String, Hashable, Sendable, Codable {
    case cart, paying, paid, shipped
}

enum OrderEvent: String, Hashable, Sendable, Codable {
    case pay, paymentInterrupted, paymentConfirmed, ship, remind
}

let orderMachine = Machine<Order, OrderEvent>.stepping(
    initial: .cart,
    onEnter: { state in
        switch state {
        case .paying:
            return Effect.run(id: "payment") { _ in try await Task.sleep(for: .seconds(3_600)) }
                .onRestore(.send(.paymentInterrupted))
        case .paid:
            return .send(.remind, after: .seconds(60), id: "reminder")
        default:
            return .none
        }
    }
) { state, event in
    switch (state, event) {
    case (.cart, .pay): Step(.paying)
    case (.paying, .paymentConfirmed): Step(.paid)
    case (.paying, .paymentInterrupted): Step(.cart)
    case (.paid, .ship): Step(.shipped)
    default: nil
    }
}

/// A fresh journal file in the temporary folder, removed when the test is done.
struct JournalFile: ~Copyable {
    let path = FileManager.default.temporaryDirectory.appending(path: "journal-\(UUID().uuidString).sqlite").path

    deinit {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StoreJournalTests {
    @Test func aStoreComesBackFromItsJournalWithItsStateAndItsTimer() async throws {
        let file = JournalFile()
        let clock = TestClock()
        let wall = ManualDate()
        let journal = try StoreJournal<Order, OrderEvent>(path: file.path, now: { wall.now })
        #expect(try journal.lastSnapshot() == nil)
        let store = try journal.restoredStore(machine: orderMachine, options: StoreOptions(clock: clock))
        let recording = journal.record(store)
        store.send(.pay)
        store.send(.paymentConfirmed)
        #expect(await clock.waitForSleepers(atLeast: 1, timeout: .seconds(60)))
        await clock.advance(by: .seconds(20))
        // The process dies here: nothing is closed or flushed. Another process opens the same file.
        wall.advance(by: 15)
        let reopened = try StoreJournal<Order, OrderEvent>(path: file.path, now: { wall.now })
        let saved = try #require(try reopened.lastSnapshot())
        #expect(saved.snapshot.state == .paid)
        // Written when the store came to rest after `paymentConfirmed`: the reminder had its full minute then.
        #expect(saved.snapshot.timers.map(\.id) == ["reminder"])
        #expect(saved.snapshot.timers.first?.remaining == .seconds(60))

        let restoredClock = TestClock()
        let restored = try reopened.restoredStore(machine: orderMachine, options: StoreOptions(clock: restoredClock))
        #expect(restored.state == .paid)
        restored.start()
        // The wall-clock time the snapshot spent saved, 15 s, is taken off the timer.
        #expect(restored.snapshot().timers.map(\.remaining) == [.seconds(45)])
        recording.cancel()
        store.cancelAllEffects()
        restored.cancelAllEffects()
    }

    @Test func workInFlightWhenTheAppDiedDoesWhatItSaid() throws {
        let file = JournalFile()
        let journal = try StoreJournal<Order, OrderEvent>(path: file.path)
        let store = Store(machine: orderMachine)
        let recording = journal.record(store)
        store.send(.pay)
        #expect(try journal.lastSnapshot()?.snapshot.interruptedEffects.map(\.id) == ["payment"])
        let restored = try StoreJournal<Order, OrderEvent>(path: file.path).restoredStore(machine: orderMachine)
        restored.start()
        #expect(restored.state == .cart)
        recording.cancel()
        store.cancelAllEffects()
    }

    @Test func everyRestIsOneWriteAndACancelledRecordingWritesNoMore() throws {
        let file = JournalFile()
        let journal = try StoreJournal<Order, OrderEvent>(path: file.path)
        let store = Store(machine: orderMachine)
        let recording = journal.record(store)
        #expect(try journal.writeCount() == 1)
        store.send(.pay)
        store.send(.paymentInterrupted)
        store.send(.ship)  // ignored: the store comes to rest all the same
        // The recording's own write, the store's start (at the first send), and one per event.
        #expect(try journal.writeCount() == 5)
        recording.cancel()
        store.send(.pay)
        #expect(try journal.writeCount() == 5)
        #expect(try journal.lastSnapshot()?.snapshot.state == .cart)
        try journal.clear()
        #expect(try journal.lastSnapshot() == nil)
        store.cancelAllEffects()
    }

    @Test func aChartStoreIsJournaledAsAChartSnapshot() throws {
        enum Light: String, Hashable, Sendable, Codable { case off, on }
        enum Switch: String, Hashable, Sendable, Codable { case toggle }
        let chart = try Statechart<Light, Switch, Int>(
            initial: .off,
            [
                .atomic(.off, [.on(.toggle, to: .on, action: { $0.context += 1 })]),
                .atomic(.on, [.on(.toggle, to: .off)]),
            ])
        let file = JournalFile()
        let journal = try StoreJournal<StatechartSnapshot<Light, Switch, Int>, Switch>(path: file.path)
        let store = Store(machine: chart.machine(context: 0))
        let recording = journal.record(store, saving: { $0.snapshot() })
        store.send(.toggle)
        store.send(.toggle)
        store.send(.toggle)
        let restored = try journal.restoredStore(
            machine: chart.machine(context: 0), restoring: { try StatechartState(chart, restoring: $0) })
        #expect(restored.state.configuration.atomicStates == [.on])
        #expect(restored.state.context == 2)
        recording.cancel()
    }

    @Test func aFileThatCannotBeOpenedIsAnErrorAndBytesThatAreNotASnapshotToo() throws {
        #expect(throws: (any Error).self) {
            try StoreJournal<Order, OrderEvent>(path: "/nonexistent-folder/journal.sqlite")
        }
        let file = JournalFile()
        let other = try StoreJournal<String, String>(path: file.path)
        try other.write(StoreSnapshot(state: "not an order"))
        #expect(throws: DecodingError.self) { try StoreJournal<Order, OrderEvent>(path: file.path).lastSnapshot() }
    }
}
