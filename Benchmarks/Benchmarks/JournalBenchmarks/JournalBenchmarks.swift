import Benchmark
import Foundation
import Switchyard
import SwitchyardJournal

/// A counter: the smallest state, so the figures are the journal's cost, not the encoding of a large state.
struct Counter: Codable, Sendable, Hashable {
    var total = 0
}

enum CounterEvent: Codable, Sendable, Hashable {
    case add(Int)
}

let counterMachine = Machine<Counter, CounterEvent>.reducer(initial: Counter()) { state, event in
    if case .add(let amount) = event { state.total += amount }
    return .none
}

/// A fresh journal file in the temporary folder.
func journalPath(_ name: String) -> String {
    let path = FileManager.default.temporaryDirectory.appending(path: "bench-\(name)-\(UUID().uuidString).sqlite").path
    return path
}

func removeJournal(_ path: String) {
    for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
}

typealias CounterJournal = SQLiteEventJournal<StoreSnapshot<Counter, CounterEvent>, CounterEvent>
typealias CounterMemoryJournal = InMemoryEventJournal<StoreSnapshot<Counter, CounterEvent>, CounterEvent>

/// How many events each commit carried, on average, in an iteration: the grouping the durable store achieved.
let eventsPerCommit = BenchmarkMetric.custom("events per commit", polarity: .prefersLarger, useScalingFactor: false)

/// Sends 10,000 events from `senders` concurrent tasks and waits for every one of them to return; records the
/// events per commit.
func sendConcurrently(_ senders: Int, to store: DurableStore<Counter, CounterEvent>, _ benchmark: Benchmark) async {
    benchmark.startMeasurement()
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<senders {
            group.addTask {
                for _ in 0..<(10_000 / senders) { try? await store.send(.add(1)) }
            }
        }
    }
    benchmark.stopMeasurement()
    let journaled = await store.lastSequence
    precondition(journaled == 10_000 / senders * senders)
    benchmark.measurement(eventsPerCommit, journaled / max(1, await store.commitCount))
}

/// The million-event journal the recovery benchmark opens, written once by its setup.
let recoveryPath = journalPath("recover")

/// Writes 1,000,000 events through a `DurableStore` (100 concurrent senders, snapshots every 1,000 events, the
/// default), and writes how many events follow the latest snapshot (the tail recovery replays) to
/// `switchyard-journal-recovery-tail.txt` in the temporary folder.
@Sendable func writeMillionEventJournal() async throws {
    let journal = try CounterJournal(path: recoveryPath)
    let store = try await DurableStore.open(journal: journal, machine: counterMachine)
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<100 {
            group.addTask { for _ in 0..<10_000 { try? await store.send(.add(1)) } }
        }
    }
    let recovery = try await journal.recover()
    precondition(recovery.lastSequence == 1_000_000)
    // The tail's length, for RESULTS.md: the runner keeps a benchmark's output to itself.
    let tail = "latest snapshot through \(recovery.snapshot?.sequence ?? 0), tail \(recovery.events.count) events\n"
    try Data(tail.utf8).write(to: URL(fileURLWithPath: NSTemporaryDirectory() + "switchyard-journal-recovery-tail.txt"))
}

/// Durable sends: each `send` returns once its event is in the journal (an `SQLiteEventJournal`: SQLite, WAL) and
/// processed. With many concurrent senders, appends are grouped; with one, every event is its own transaction.
/// Snapshots every 1,000 events (the default). Throughput is events per second (one iteration = 10,000 events).
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .cpuTotal, eventsPerCommit], timeUnits: .milliseconds, warmupIterations: 1,
        scalingFactor: .one,
        maxDuration: .seconds(10), maxIterations: 20)
    for senders in [1, 64] {
        Benchmark("DurableStore/send, \(senders) concurrent senders, 10,000 events", configuration: configuration) {
            benchmark in
            let path = journalPath("send")
            defer { removeJournal(path) }
            guard let journal = try? CounterJournal(path: path),
                let store = try? await DurableStore.open(journal: journal, machine: counterMachine)
            else { preconditionFailure("the journal did not open") }
            await sendConcurrently(senders, to: store, benchmark)
        }
    }
    // The same sends over a journal in memory: no encoding, no disk, so what is left is the durable store's own
    // cost per send (grouping, waiting, acknowledging) and the store's processing.
    Benchmark(
        "DurableStore/send, 64 concurrent senders, in-memory journal, 10,000 events", configuration: configuration
    ) { benchmark in
        guard let store = try? await DurableStore.open(journal: CounterMemoryJournal(), machine: counterMachine)
        else { preconditionFailure("the journal did not open") }
        await sendConcurrently(64, to: store, benchmark)
    }
    // Recovery of a million-event journal: open it as a restarted server does — the latest snapshot restored, the
    // events after it sent again — and have the store running. Opening writes nothing, so every iteration opens the
    // same journal.
    Benchmark(
        "DurableStore/open a 1,000,000-event journal", configuration: configuration,
        closure: { benchmark in
            benchmark.startMeasurement()
            guard let journal = try? CounterJournal(path: recoveryPath),
                let reopened = try? await DurableStore.open(journal: journal, machine: counterMachine)
            else { preconditionFailure("the journal did not reopen") }
            benchmark.stopMeasurement()
            let recovered = await reopened.store.state.total
            precondition(recovered == 1_000_000)
        }, setup: writeMillionEventJournal, teardown: { removeJournal(recoveryPath) })
}
