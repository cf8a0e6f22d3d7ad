import Benchmark
import Switchyard
import SwitchyardDiagrams

/// Benchmarks 5 and 6. Benchmark 5: `check` (read and analyse) on generated PlantUML diagrams of 1k, 10k and 100k states with ten
/// transitions each. Each input is generated once per process, outside the measurement.
let benchmarks: @Sendable () -> Void = {
    for (states, iterations) in [(1_000, 200), (10_000, 40), (100_000, 5)] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], timeUnits: .milliseconds,
            warmupIterations: 1, scalingFactor: .one, maxDuration: .seconds(10), maxIterations: iterations)
        Benchmark("Check/\(states) states, \(states * 10) transitions", configuration: configuration) { benchmark in
            let input = GeneratedDiagram.plantUML(states: states)
            benchmark.startMeasurement()
            let report = DiagramChecker.check(file: "generated.puml", bytes: input, format: .plantuml)
            benchmark.stopMeasurement()
            precondition(report.error == nil && report.states.count == states, "the generated diagram did not check")
            blackHole(report)
        }

        // The two phases of `check`, to show which one a regression is in.
        Benchmark("Check phases/\(states) states, read", configuration: configuration) { benchmark in
            let input = GeneratedDiagram.plantUML(states: states)
            benchmark.startMeasurement()
            let graph = try? DiagramReader.read(bytes: input, format: .plantuml)
            benchmark.stopMeasurement()
            precondition(graph != nil, "the generated diagram did not read")
            blackHole(graph)
        }

        Benchmark("Check phases/\(states) states, analysis", configuration: configuration) { benchmark in
            let input = GeneratedDiagram.plantUML(states: states)
            guard let graph = try? DiagramReader.read(bytes: input, format: .plantuml) else {
                preconditionFailure("the generated diagram did not read")
            }
            benchmark.startMeasurement()
            let analysis = GraphAnalysis(graph)
            benchmark.stopMeasurement()
            blackHole(analysis)
        }
    }

    ExplorationSuite.register()
}
