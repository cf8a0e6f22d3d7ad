import Benchmark

/// Benchmark settings shared by the suites, chosen so that the whole run stays within a few minutes.
enum Configurations {
    /// Wall time, allocations and peak memory: the three figures RESULTS.md reports.
    static var metrics: [BenchmarkMetric] { [.wallClock, .mallocCountTotal, .peakMemoryResident] }

    /// Per-operation figures: each iteration performs 1,000 operations.
    static func perOperation() -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: metrics, timeUnits: .nanoseconds, warmupIterations: 10, scalingFactor: .kilo,
            maxDuration: .seconds(1), maxIterations: 2_000)
    }

    /// Figures per iteration, for work that is large by itself (a chain of sends, a whole diagram).
    static func perRun(maxIterations: Int = 200, extra: [BenchmarkMetric] = []) -> Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: metrics + extra, timeUnits: .microseconds, warmupIterations: 2, scalingFactor: .one,
            maxDuration: .seconds(2), maxIterations: maxIterations)
    }
}
