import Benchmark
import Switchyard

/// Statecharts: one external event per operation, run to completion by `StatechartInterpreter.send` (one macrostep
/// of one microstep), on charts of 10 and 1,000 states in 1, 2 and 8 parallel regions, each region a ring. The cost
/// per macrostep must not depend on the number of states; it grows with the regions, since every region takes a
/// transition.
enum StatechartSuite {
    static let shapes: [(states: Int, regions: Int)] = [(10, 1), (1_000, 1), (10, 2), (1_000, 2), (10, 8), (1_000, 8)]

    static func register() {
        for shape in shapes {
            let regions = "\(shape.regions) region\(shape.regions == 1 ? "" : "s")"
            let name = "Statechart/\(shape.states) states, \(regions), send"
            Benchmark(name, configuration: Configurations.perOperation()) { benchmark in
                var interpreter = StatechartInterpreter(
                    chart(states: shape.states, regions: shape.regions), context: 0)
                interpreter.recordsMicrosteps = false
                interpreter.start()
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations { blackHole(interpreter.send(0)) }
                benchmark.stopMeasurement()
                blackHole(interpreter.configuration)
            }
            Benchmark(
                "Statechart/\(shape.states) states, \(regions), Store.send",
                configuration: Configurations.perOperation()
            ) { benchmark in
                let iterations = benchmark.scaledIterations
                let fixture = await StatechartStoreFixture.fixture(states: shape.states, regions: shape.regions)
                benchmark.startMeasurement()
                await fixture.run(iterations.count)
                benchmark.stopMeasurement()
            }
        }
    }

    /// `regions` rings of `states / regions` atomic states; with one region the ring is the whole (flat) chart,
    /// otherwise the rings are compound states inside one parallel state. Event 0 moves every ring one step.
    static func chart(states: Int, regions: Int) -> Statechart<Int, Int, Int> {
        typealias Element = Statechart<Int, Int, Int>.Element
        let perRegion = states / regions
        func ring(_ region: Int) -> [Element] {
            (0..<perRegion).map { index in
                let id = region * perRegion + index
                return .atomic(id, [.on(0, to: region * perRegion + (index + 1) % perRegion)])
            }
        }
        let elements: [Element] =
            regions == 1
            ? ring(0)
            : [.parallel(-1, (0..<regions).map { region in .compound(-2 - region, ring(region)) })]
        do {
            return try Statechart(elements)
        } catch {
            fatalError("the benchmark chart is well formed: \(error)")
        }
    }
}

/// A store running a chart through `chart.machine(context:)`, one per shape, kept across iterations (as the ring
/// stores are) so the rings keep turning instead of restarting.
@MainActor
final class StatechartStoreFixture {
    private static var fixtures: [String: StatechartStoreFixture] = [:]

    static func fixture(states: Int, regions: Int) -> StatechartStoreFixture {
        let key = "\(states)/\(regions)"
        if let existing = fixtures[key] { return existing }
        let fixture = StatechartStoreFixture(StatechartSuite.chart(states: states, regions: regions))
        fixtures[key] = fixture
        return fixture
    }

    let store: Store<StatechartState<Int, Int, Int>, Int>

    init(_ chart: Statechart<Int, Int, Int>) {
        store = Store(machine: chart.machine(context: 0))
    }

    func run(_ count: Int) {
        for _ in 0..<count { store.send(0) }
        blackHole(store.state.configuration)
    }
}
