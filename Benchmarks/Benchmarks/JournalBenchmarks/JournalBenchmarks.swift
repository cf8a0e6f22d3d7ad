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

/// Durable sends: each `send` returns once a commit that includes its event is on disk (SQLite, WAL). With many
/// concurrent senders, commits are grouped; with one, every event is its own commit. Throughput is events per
/// second (one benchmark iteration = 10,000 events).
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], timeUnits: .milliseconds, warmupIterations: 1, scalingFactor: .one,
        maxDuration: .seconds(10), maxIterations: 20)
    for senders in [1, 64] {
        Benchmark("DurableStore/send, \(senders) concurrent senders, 10,000 events", configuration: configuration) {
            benchmark in
            let path = journalPath("send")
            defer { removeJournal(path) }
            guard let journal = try? StoreJournal<Counter, CounterEvent>(path: path),
                let store = try? await DurableStore.open(journal: journal, machine: counterMachine)
            else { preconditionFailure("the journal did not open") }
            benchmark.startMeasurement()
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<senders {
                    group.addTask {
                        for _ in 0..<(10_000 / senders) { try? await store.send(.add(1)) }
                    }
                }
            }
            benchmark.stopMeasurement()
            blackHole(await store.commitCount)
        }
    }
    // Recovery after a million events: open the journal as a restarted server does and have the store running.
    Benchmark("DurableStore/open after 1,000,000 events", configuration: configuration) { benchmark in
        let path = journalPath("recover")
        defer { removeJournal(path) }
        guard let journal = try? StoreJournal<Counter, CounterEvent>(path: path),
            let store = try? await DurableStore.open(journal: journal, machine: counterMachine)
        else { preconditionFailure("the journal did not open") }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<100 {
                group.addTask { for _ in 0..<10_000 { try? await store.send(.add(1)) } }
            }
        }
        let total = await store.store.state.total
        precondition(total == 1_000_000)
        benchmark.startMeasurement()
        guard let reopened = try? await DurableStore.open(journal: journal, machine: counterMachine) else {
            preconditionFailure("the journal did not reopen")
        }
        benchmark.stopMeasurement()
        let recovered = await reopened.store.state.total
        precondition(recovered == 1_000_000)
    }
}
