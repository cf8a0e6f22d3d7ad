import Benchmark

/// The cost of the measurement itself for the per-run benchmarks: one hop to the main actor and back, which the
/// re-entrancy figures include once per chain.
enum OverheadSuite {
    static func register() {
        Benchmark("Overhead/main-actor hop", configuration: Configurations.perRun(maxIterations: 2_000)) { benchmark in
            let fixture = await ReentrancyFixture.fixture
            benchmark.startMeasurement()
            await fixture.doNothing()
            benchmark.stopMeasurement()
        }

        // What one selection costs to evaluate: a key path into an array element, a key path to a stored property,
        // and the closure the naive store uses.
        let state = Counters()
        let element: KeyPath<Counters, Int> = \.counters[42]
        Benchmark("Overhead/key path \\.counters[i]", configuration: Configurations.perOperation()) { benchmark in
            var sum = 0
            for _ in benchmark.scaledIterations { sum &+= state[keyPath: identity(element)] }
            blackHole(sum)
        }
        let stored: KeyPath<Counters, Int> = \.revision
        Benchmark("Overhead/key path \\.storedProperty", configuration: Configurations.perOperation()) { benchmark in
            var sum = 0
            for _ in benchmark.scaledIterations { sum &+= state[keyPath: identity(stored)] }
            blackHole(sum)
        }
        let closure: @Sendable (Counters) -> Int = { $0.counters[42] }
        Benchmark("Overhead/closure { $0.counters[i] }", configuration: Configurations.perOperation()) { benchmark in
            var sum = 0
            for _ in benchmark.scaledIterations { sum &+= closure(state) }
            blackHole(sum)
        }
    }

    /// Hides a value from the optimizer so that a key path or closure is not folded into a direct access.
    @inline(never)
    static func identity<Value>(_ value: Value) -> Value { value }
}
