import Foundation
import PropertyBased
import Switchyard
import SwitchyardJournal
import SwitchyardTesting
import Testing

/// Recovery gives the store that was never interrupted: for any sends, any snapshot interval, with or without
/// compaction, and a crash after any of them, the store opened from the journal has the same snapshot (state,
/// queued events, timers by name, event and time left) as a plain store sent the same events, and runs on the same.
@Suite(.timeLimit(.minutes(5)))
struct DurableStorePropertyTests {
    /// The event a generated number stands for: amounts, named timers started again and again (a later start of
    /// the same name replaces the earlier), fires, and `fetch` left out (its answer is an effect's event).
    static func event(_ number: Int) -> BookEvent {
        switch number % 3 {
        case 0: .add(number / 3 % 50)
        case 1: .start(1 + number / 3 % 5)
        default: .fire(number / 3 % 7)
        }
    }

    @Test func recoveryFromAnInMemoryJournalIsTheUninterruptedStore() async {
        await propertyCheck(
            count: 400, input: Gen.int(in: 0...999).array(of: 0...40), Gen.int(in: 1...9), Gen.int(in: 0...40),
            Gen.bool
        ) { numbers, interval, cut, compacts in
            await Self.check(
                numbers.map(Self.event), interval: interval, cut: min(cut, numbers.count), compacts: compacts,
                journal: InMemoryEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>())
        }
    }

    @Test func recoveryFromAnSQLiteJournalIsTheUninterruptedStore() async throws {
        await propertyCheck(
            count: 60, input: Gen.int(in: 0...999).array(of: 0...40), Gen.int(in: 1...9), Gen.int(in: 0...40),
            Gen.bool
        ) { numbers, interval, cut, compacts in
            let file = JournalFile()
            guard let journal = try? SQLiteEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>(path: file.path)
            else {
                Issue.record("the journal did not open")
                return
            }
            await Self.check(
                numbers.map(Self.event), interval: interval, cut: min(cut, numbers.count), compacts: compacts,
                journal: journal)
        }
    }

    /// Sends `events[..<cut]` durably, drops the store as a crash would, opens another from the journal, compares
    /// it with a plain store, then sends the rest to both and compares again.
    static func check(
        _ events: [BookEvent], interval: Int, cut: Int, compacts: Bool,
        journal: some EventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>
    ) async {
        let machine = bookMachine(fetches: FetchCounter())
        let clock = TestClock()
        let straight = ActorStore(machine: machine, options: StoreOptions(clock: clock), runningOn: nil)
        await straight.start()
        do {
            let first = try await DurableStore.open(
                journal: journal, machine: machine, snapshotEvery: interval, compactsJournal: compacts,
                options: StoreOptions(clock: clock), now: fixedNow)
            for event in events[..<cut] {
                try await first.send(event)
                await straight.send(event)
            }
            await first.store.cancelAllEffects()
            let second = try await DurableStore.open(
                journal: journal, machine: machine, snapshotEvery: interval, compactsJournal: compacts,
                options: StoreOptions(clock: clock), now: fixedNow)
            let recovered = await second.store.snapshot()
            let expected = await straight.snapshot()
            #expect(recovered == expected, "after \(cut) of \(events), every \(interval)")
            for event in events[cut...] {
                try await second.send(event)
                await straight.send(event)
            }
            let end = await second.store.snapshot()
            let expectedEnd = await straight.snapshot()
            #expect(end == expectedEnd, "\(events), crash after \(cut), every \(interval)")
            #expect(await second.lastSequence == events.count)
            await second.store.cancelAllEffects()
        } catch {
            Issue.record("\(error) in \(events), crash after \(cut), every \(interval)")
        }
        await straight.cancelAllEffects()
    }
}
