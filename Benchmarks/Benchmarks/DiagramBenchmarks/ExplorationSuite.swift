import Benchmark
import Switchyard
import SwitchyardDiagrams

/// Benchmark 6: exploring a routing-function machine into a graph, with 1k, 10k and 100k reachable states and three
/// sample events; the time per state must stay flat (linear in states × sample events).
enum ExplorationSuite {
    /// The events of the explored machine.
    enum Event: Hashable, Sendable {
        case next
        case back
        case jump
    }

    /// States `0..<count`: `next` and `back` walk the line, `jump` leaps across it; all are reachable from 0.
    static func machine(count: Int) -> Machine<Int, Event> {
        Machine.routing(initial: 0) { state, event in
            switch event {
            case .next: state + 1 < count ? state + 1 : nil
            case .back: state > 0 ? state - 1 : nil
            case .jump: (state &* 7 &+ 3) % count
            }
        }
    }

    static func register() {
        for (states, iterations) in [(1_000, 200), (10_000, 40), (100_000, 5)] {
            let configuration = Benchmark.Configuration(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds,
                warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(10), maxIterations: iterations)
            Benchmark("Exploration/\(states) states, 3 sample events", configuration: configuration) { benchmark in
                let explorer = MachineExplorer(
                    machine(count: states), sampleEvents: [.next, .back, .jump], stateLimit: states,
                    stateName: { "s\($0)" })
                benchmark.startMeasurement()
                let graph = explorer.explore()
                benchmark.stopMeasurement()
                precondition(graph.states.count == states, "exploration did not reach every state")
                blackHole(graph)
            }
        }
    }
}
