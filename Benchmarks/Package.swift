// swift-tools-version: 6.1

import PackageDescription

// The benchmark suite is its own package so that the main package builds without package-benchmark.
// Run it from this folder: `swift package --disable-sandbox benchmark`.
let package = Package(
    name: "SwitchyardBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Switchyard", path: ".."),
        // Only the malloc interposer trait: it counts allocations without jemalloc.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The runtime: machines, Store.send, observers, selections, re-entrant sends, and the naive baselines.
        .executableTarget(
            name: "CoreBenchmarks",
            dependencies: [
                .product(name: "Switchyard", package: "Switchyard"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/CoreBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The diagram tools: `check` on generated PlantUML inputs, and exploration of a machine into a graph.
        .executableTarget(
            name: "DiagramBenchmarks",
            dependencies: [
                .product(name: "Switchyard", package: "Switchyard"),
                .product(name: "SwitchyardDiagrams", package: "Switchyard"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DiagramBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The model-based test runner's own cost: sequences per second on the registration flow, effects and clock
        // included.
        .executableTarget(
            name: "ModelTestBenchmarks",
            dependencies: [
                .product(name: "Switchyard", package: "Switchyard"),
                .product(name: "SwitchyardDiagrams", package: "Switchyard"),
                .product(name: "SwitchyardTesting", package: "Switchyard"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/ModelTestBenchmarks",
            // SignupCopy.swift and Drawings/ are links to the test suite's copy: one flow, measured and tested.
            exclude: ["Drawings"],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The journal: durable sends (grouped commits and one commit per event) and recovery after a million events.
        .executableTarget(
            name: "JournalBenchmarks",
            dependencies: [
                .product(name: "Switchyard", package: "Switchyard"),
                .product(name: "SwitchyardJournal", package: "Switchyard"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/JournalBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
