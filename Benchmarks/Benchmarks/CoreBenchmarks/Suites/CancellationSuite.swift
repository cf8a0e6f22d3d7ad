import Benchmark
import Switchyard

/// Cancelling subscriptions (issue 12: 16,000 cancellations took 41 s when each one scanned every selection) and a
/// reducer store with an observer on a large state (the observer's transition needs the previous state).
enum CancellationSuite {
    static func register() {
        for (label, inPart) in [("", false), (", in parts", true)] {
            Benchmark(
                "Selections/cancel 16,000 distinct selections\(label)",
                configuration: Configurations.perRun(maxIterations: 50)
            ) { benchmark in
                let fixture = await CancellationFixture(selections: 16_000, inPart: inPart)
                benchmark.startMeasurement()
                await fixture.cancelAll()
                benchmark.stopMeasurement()
            }
        }

        for observed in [false, true] {
            Benchmark(
                "Reducer/100,000-counter state, \(observed ? 1 : 0) observer",
                configuration: Configurations.perOperation()
            ) { benchmark in
                let count = benchmark.scaledIterations.count
                let fixture = await LargeStateFixture.fixture(observed: observed)
                benchmark.startMeasurement()
                await fixture.run(count)
                benchmark.stopMeasurement()
            }
        }
    }
}

/// A counters store with `selections` distinct closure selections, cancelled in subscription order.
@MainActor
final class CancellationFixture {
    private let store = Store(machine: Counters.partsMachine)
    private var tokens: [ObserverToken] = []

    init(selections: Int, inPart: Bool) {
        tokens.reserveCapacity(selections)
        for selection in 0..<selections {
            let index = selection % Counters.count
            let token =
                inPart
                ? store.subscribe(
                    selecting: { $0.counters[index] &+ selection }, in: Counters.Part.counter(index),
                    initial: .changesOnly
                ) { blackHole($0) }
                : store.subscribe(selecting: { $0.counters[index] &+ selection }, initial: .changesOnly) {
                    blackHole($0)
                }
            tokens.append(token)
        }
    }

    func cancelAll() {
        for token in tokens { token.cancel() }
        tokens.removeAll()
    }
}

/// A reducer store whose state holds 100,000 counters, with or without one closure observer.
@MainActor
final class LargeStateFixture {
    private static var fixtures: [Bool: LargeStateFixture] = [:]

    static func fixture(observed: Bool) -> LargeStateFixture {
        if let existing = fixtures[observed] { return existing }
        let fixture = LargeStateFixture(observed: observed)
        fixtures[observed] = fixture
        return fixture
    }

    private let store: Store<Counters, Counters.Event>
    private var token: ObserverToken?
    private var next = 0
    private var calls = 0

    init(observed: Bool) {
        var state = Counters()
        state.counters = [Int](repeating: 0, count: 100_000)
        store = Store(machine: Counters.machine, state: state)
        if observed { token = store.observe { [unowned self] _ in calls &+= 1 } }
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            store.send(.increment(next))
            next += 1
            if next == Counters.count { next = 0 }
        }
        blackHole(calls)
    }
}
