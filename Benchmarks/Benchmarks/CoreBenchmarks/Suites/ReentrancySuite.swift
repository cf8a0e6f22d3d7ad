import Benchmark
import Switchyard

/// Benchmark 4: re-entrant sends. An observer sends the next event from each transition notification, so one
/// `send` sets off a chain of `depth` events; the store queues them and drains the queue iteratively.
enum ReentrancySuite {
    static let depths = [100, 1_000, 10_000]

    /// How far the stack pointer moved between the first and the deepest notification of a chain.
    static let stackGrowth = BenchmarkMetric.custom("Stack growth (bytes)", useScalingFactor: false)

    static func register() {
        for depth in depths {
            Benchmark(
                "Reentrancy/chain of \(depth) sends",
                configuration: Configurations.perRun(maxIterations: 2_000, extra: [stackGrowth])
            ) { benchmark in
                let fixture = await ReentrancyFixture.fixture
                benchmark.startMeasurement()
                let growth = await fixture.runChain(depth: depth)
                benchmark.stopMeasurement()
                benchmark.measurement(stackGrowth, growth)
            }
        }
    }
}

/// A counter machine whose observer keeps sending `.step` until the chain reaches its target.
@MainActor
final class ReentrancyFixture {
    enum Event: Sendable {
        case step
    }

    static let fixture = ReentrancyFixture()

    let store = Store(machine: Machine<Int, Event>.routing(initial: 0) { state, _ in state + 1 })
    private var target = 0
    private var lowest = Int.max
    private var highest = Int.min
    private var subscription: ObserverToken?

    init() {
        subscription = store.onTransition { [unowned self] transition in
            var marker = 0
            let address = withUnsafeMutablePointer(to: &marker) { Int(bitPattern: $0) }
            lowest = min(lowest, address)
            highest = max(highest, address)
            if transition.to < target { store.send(.step) }
        }
    }

    /// Returns at once: the baseline for the cost of calling into the main actor.
    func doNothing() {}

    /// Runs one chain and returns the stack growth in bytes.
    func runChain(depth: Int) -> Int {
        target = store.state + depth
        lowest = .max
        highest = .min
        store.send(.step)
        precondition(store.state == target, "the chain stopped early")
        return highest - lowest
    }
}
