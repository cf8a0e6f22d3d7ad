// A server process for the journal's crash test (Tests/SwitchyardJournalTests/Durable/DurableStoreCrashTests.swift).
//
//   journal-crash-child JOURNAL run FIRST SEED   sends FIRST, FIRST+1, … from four concurrent senders through a
//                                                DurableStore, printing "ack N" when a send returns, and kills
//                                                itself with SIGKILL after a random delay drawn from SEED
//   journal-crash-child JOURNAL check            opens the journal as a restart would and prints the applied
//                                                numbers, the pending timers' names and the length of the tail
//                                                replayed after the latest snapshot, one line each
//
// Snapshots are written every 7 events, so a restart replays a tail of up to a group's worth of events after the
// latest one; runs with an even SEED also compact the journal (drop the events a snapshot covers).
import Foundation
import Switchyard
import SwitchyardJournal

struct Ledger: Codable, Sendable, Hashable {
    var applied: [Int] = []
}

enum LedgerEvent: Codable, Sendable, Hashable {
    case apply(Int)
    case tick(Int)
}

/// Every tenth number starts an hour-long timer, which must still be pending after any crash.
let ledgerMachine = Machine<Ledger, LedgerEvent>.reducer(initial: Ledger()) { state, event in
    switch event {
    case .apply(let number):
        state.applied.append(number)
        return number % 10 == 0 ? .send(.tick(number), after: .seconds(3_600), id: EffectID("t\(number)")) : .none
    case .tick:
        return .none
    }
}

func write(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: journal-crash-child JOURNAL run FIRST SEED | check\n".utf8))
    exit(2)
}
let journal = try SQLiteEventJournal<StoreSnapshot<Ledger, LedgerEvent>, LedgerEvent>(path: arguments[1])
let compacts = arguments.count > 4 && (UInt64(arguments[4]) ?? 1) % 2 == 0
let durable = try await DurableStore.open(
    journal: journal, machine: ledgerMachine, snapshotEvery: 7, compactsJournal: compacts)

if arguments[2] == "check" {
    let snapshot = await durable.store.snapshot()
    write("applied " + snapshot.state.applied.map(String.init).joined(separator: " "))
    write("timers " + snapshot.timers.compactMap { $0.id?.rawValue }.joined(separator: " "))
    // How many journaled events the restart sent again after the latest snapshot.
    write("tail \(await durable.lastSequence - durable.snapshotSequence)")
    exit(0)
}

let first = Int(arguments[3]) ?? 0
var seed = UInt64(arguments[4]) ?? 1
seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
let delay = Int(seed >> 33) % 20_000
// The kill comes from another thread at an arbitrary instant: in a send, in a commit, between the two.
Thread.detachNewThread {
    usleep(useconds_t(delay))
    kill(getpid(), SIGKILL)
}
await withTaskGroup(of: Void.self) { group in
    for sender in 0..<4 {
        group.addTask {
            for index in 0..<250 {
                let number = first + sender * 250 + index
                do {
                    try await durable.send(.apply(number))
                    write("ack \(number)")
                } catch {
                    FileHandle.standardError.write(Data("send \(number) failed: \(error)\n".utf8))
                }
            }
        }
    }
}
exit(0)
