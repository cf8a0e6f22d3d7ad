import Foundation
import Switchyard
import SwitchyardJournal
import Testing

/// The deprecated `DurableStore.open(journal: StoreJournal…)` still opens: a store journal's file written by the
/// snapshot-only durable store comes back from its snapshot, and goes on as an event journal in the same file. The
/// old call is written as a user's old code is, in a deprecated function reached through a protocol, so this target
/// compiles without deprecation warnings.
@Suite(.timeLimit(.minutes(5)))
struct DurableStoreMigrationTests {
    protocol OldCode {
        static func open(_ journal: StoreJournal<Book, BookEvent>) async throws -> DurableStore<Book, BookEvent>
    }

    enum SnapshotJournalCode: OldCode {
        @available(*, deprecated)
        static func open(_ journal: StoreJournal<Book, BookEvent>) async throws -> DurableStore<Book, BookEvent> {
            try await DurableStore.open(journal: journal, machine: bookMachine(fetches: FetchCounter()))
        }
    }

    static func open<Code: OldCode>(_: Code.Type, _ journal: StoreJournal<Book, BookEvent>) async throws
        -> DurableStore<Book, BookEvent>
    {
        try await Code.open(journal)
    }

    @Test func aStoreJournalsSnapshotIsWhereTheEventJournalStarts() async throws {
        let file = JournalFile()
        let old = try StoreJournal<Book, BookEvent>(path: file.path)
        try old.write(StoreSnapshot(state: Book(total: 42), isStarted: true))
        let first = try await Self.open(SnapshotJournalCode.self, old)
        #expect(await first.store.state.total == 42)
        try await first.send(.add(1))
        let events = try SQLiteEventJournal<StoreSnapshot<Book, BookEvent>, BookEvent>(path: file.path)
        let recovery = try await events.recover()
        #expect(recovery.snapshot?.sequence == 0)
        #expect(recovery.events == [.add(1)])
        let second = try await Self.open(SnapshotJournalCode.self, old)
        #expect(await second.store.state.total == 43)
    }
}
