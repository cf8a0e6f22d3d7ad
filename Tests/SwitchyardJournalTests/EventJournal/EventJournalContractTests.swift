import Foundation
import SwitchyardJournal
import Testing

/// The rules every journal follows, checked on both conformers: sequence numbers from 1 without gaps, snapshots
/// tagged with the last event they include, recovery as the latest snapshot plus the tail, compaction only through
/// a snapshot, and numbering that goes on after it.
@Suite(.timeLimit(.minutes(5)))
struct EventJournalContractTests {
    enum Kind: String, CaseIterable, Sendable { case sqlite, inMemory }

    /// A journal of `kind` and a way to open the same journal again (a restart).
    static func journal(_ kind: Kind, file: borrowing JournalFile) throws -> () throws
        -> any EventJournal<String, Int>
    {
        switch kind {
        case .sqlite:
            let path = file.path
            return { try SQLiteEventJournal<String, Int>(path: path) }
        case .inMemory:
            let journal = InMemoryEventJournal<String, Int>()
            return { journal }
        }
    }

    @Test(arguments: Kind.allCases)
    func sequenceNumbersSnapshotsAndRecovery(_ kind: Kind) async throws {
        let file = JournalFile()
        let open = try Self.journal(kind, file: file)
        let journal = try open()
        #expect(try await journal.recover() == JournalRecovery(snapshot: nil, events: [], lastSequence: 0))
        #expect(try await journal.append([]) == 0)
        #expect(try await journal.append([10, 20, 30]) == 3)
        #expect(try await journal.append([40]) == 4)
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        try await journal.writeSnapshot("through 3", through: 3, savedAt: date)
        #expect(try await journal.append([50, 60]) == 6)
        let recovery = try await open().recover()
        #expect(recovery.snapshot == JournalSnapshot(sequence: 3, savedAt: date, value: "through 3"))
        #expect(recovery.events == [40, 50, 60])
        #expect(recovery.firstSequence == 4)
        #expect(recovery.lastSequence == 6)
        #expect(
            await journalError { try await journal.writeSnapshot("ahead", through: 7, savedAt: date) }
                == .sequenceAhead(sequence: 7, lastSequence: 6))
    }

    @Test(arguments: Kind.allCases)
    func compactionKeepsRecoveryAndTheNumbering(_ kind: Kind) async throws {
        let file = JournalFile()
        let journal = try Self.journal(kind, file: file)()
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        _ = try await journal.append([1, 2, 3, 4])
        #expect(await journal.removeEventsError(through: 4) == .noSnapshot(sequence: 4))
        try await journal.writeSnapshot("through 4", through: 4, savedAt: date)
        try await journal.removeEvents(through: 4)
        #expect(
            try await journal.recover()
                == JournalRecovery(
                    snapshot: JournalSnapshot(sequence: 4, savedAt: date, value: "through 4"), events: [],
                    lastSequence: 4))
        // Every event was dropped: numbering goes on after the snapshot, never from 1 again.
        #expect(try await journal.append([5]) == 5)
        #expect(try await journal.recover().events == [5])
    }
}

extension EventJournal {
    /// The error compaction throws, if any.
    func removeEventsError(through sequence: Int) async -> JournalError? {
        await journalError { try await removeEvents(through: sequence) }
    }
}
