import Benchmark
import SwitchyardTesting

/// The model-based runner's own cost on the registration flow (a copy with its welcome timer, request, retry counter
/// and deep link): each iteration runs 100 sequences — planned ones, then seeded random walks of up to 12 steps —
/// through a fresh store on a fresh test clock per sequence, effects answered through stubs, every step checked.
/// Sequences per second = throughput × 100.
let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
        scalingFactor: .one, maxDuration: .seconds(10), maxIterations: 50)
    Benchmark("Model-based test/registration flow, 100 sequences", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let report = await runRegistration(sequences: 100)
            precondition(report.failure == nil && report.sequenceCount == 100, "the correct flow diverged")
            blackHole(report)
        }
    }
}

@MainActor
func runRegistration(sequences: Int) async -> ModelTestReport {
    guard let test = try? SignupCopy.test() else { preconditionFailure("the drawing did not read") }
    return await test.run(ModelTestBudget(seed: 1, sequences: sequences, length: 12))
}
