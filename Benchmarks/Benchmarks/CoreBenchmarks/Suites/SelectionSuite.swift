import Benchmark
import Switchyard

/// Benchmark 3: a store of 100 counters, each send changing one, with many selective subscribers each watching one
/// counter. Switchyard evaluates each distinct key path once per send; the baseline calls every selector.
enum SelectionSuite {
    static let subscriberCounts = [0, 10, 100, 1_000, 10_000]

    static func register() {
        for subscribers in subscriberCounts {
            Benchmark("Selections/\(subscribers) subscribers, Store", configuration: Configurations.perOperation()) {
                benchmark in
                let count = benchmark.scaledIterations.count
                let fixture = await SelectionFixture.fixture(subscribers: subscribers)
                benchmark.startMeasurement()
                await fixture.run(count)
                benchmark.stopMeasurement()
            }

            Benchmark(
                "Selections/\(subscribers) subscribers, baseline every selector",
                configuration: Configurations.perOperation()
            ) { benchmark in
                let store = NaiveSelectionFixture.fixture(subscribers: subscribers)
                benchmark.startMeasurement()
                store.run(benchmark.scaledIterations.count)
                benchmark.stopMeasurement()
            }
        }
    }
}

/// A counters store with `subscribers` key-path subscriptions, subscriber `j` watching counter `j % 100`.
@MainActor
final class SelectionFixture {
    private static var fixtures: [Int: SelectionFixture] = [:]

    static func fixture(subscribers: Int) -> SelectionFixture {
        if let existing = fixtures[subscribers] { return existing }
        let fixture = SelectionFixture(subscribers: subscribers)
        fixtures[subscribers] = fixture
        return fixture
    }

    let store = Store(machine: Counters.machine)
    private var subscriptions: [ObserverToken] = []
    private var next = 0
    private(set) var calls = 0

    init(subscribers: Int) {
        for subscriber in 0..<subscribers {
            let token = store.subscribe(to: \.counters[subscriber % Counters.count], initial: .changesOnly) {
                [unowned self] value in
                calls &+= value
            }
            subscriptions.append(token)
        }
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

/// The same state and subscribers on the naive store.
final class NaiveSelectionFixture: @unchecked Sendable {
    // Safe: package-benchmark runs one benchmark closure at a time, so a fixture is never used concurrently; the
    // cache itself is guarded by a lock.
    private static let cache = NaiveSelectionCache()

    static func fixture(subscribers: Int) -> NaiveSelectionFixture { cache.fixture(subscribers: subscribers) }

    let store = NaiveStore<Counters, Counters.Event>(initial: Counters()) { state, event in
        switch event {
        case .increment(let index): state.counters[index] &+= 1
        }
    }
    private var next = 0
    private var calls = 0

    init(subscribers: Int) {
        for subscriber in 0..<subscribers {
            let index = subscriber % Counters.count
            store.subscribe({ $0.counters[index] }) { [unowned self] value in calls &+= value }
        }
    }

    func run(_ count: Int) {
        for _ in 0..<count {
            store.dispatch(.increment(next))
            next += 1
            if next == Counters.count { next = 0 }
        }
        blackHole(calls)
    }
}
