import Benchmark
import Switchyard

/// Benchmark 3: a store of 100 counters, each send changing one, with many selective subscribers each watching one
/// counter. Switchyard evaluates each distinct key path once per send; the baseline calls every selector.
enum SelectionSuite {
    static let subscriberCounts = [0, 10, 100, 1_000, 10_000]

    static func register() {
        for subscribers in subscriberCounts {
            for kind in SelectionFixture.Kind.allCases {
                Benchmark(
                    "Selections/\(subscribers) subscribers, Store\(kind.label)",
                    configuration: Configurations.perOperation()
                ) { benchmark in
                    let count = benchmark.scaledIterations.count
                    let fixture = await SelectionFixture.fixture(subscribers: subscribers, kind: kind)
                    benchmark.startMeasurement()
                    await fixture.run(count)
                    benchmark.stopMeasurement()
                }
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

/// A counters store with `subscribers` subscriptions, subscriber `j` watching counter `j % 100`.
@MainActor
final class SelectionFixture {
    /// How the subscribers select their counter.
    enum Kind: CaseIterable, Sendable {
        /// `subscribe(to: \.counters[i])` on a reducer that reports nothing: 100 shared key-path selections.
        case keyPath
        /// `subscribe(selecting: { $0.counters[i] })` on a reducer that reports nothing: one selection each.
        case closure
        /// `subscribe(to: \.counters[i], in: .counter(i))` on a reducer that reports the counter it changed.
        case keyPathInPart
        /// `subscribe(selecting: { $0.counters[i] }, in: .counter(i))` on that reducer.
        case closureInPart

        var label: String {
            switch self {
            case .keyPath: ""
            case .closure: ", closures"
            case .keyPathInPart: ", key paths in parts"
            case .closureInPart: ", closures in parts"
            }
        }
    }

    private static var fixtures: [String: SelectionFixture] = [:]

    static func fixture(subscribers: Int, kind: Kind) -> SelectionFixture {
        let key = "\(subscribers)\(kind)"
        if let existing = fixtures[key] { return existing }
        let fixture = SelectionFixture(subscribers: subscribers, kind: kind)
        fixtures[key] = fixture
        return fixture
    }

    let store: Store<Counters, Counters.Event>
    private var subscriptions: [ObserverToken] = []
    private var next = 0
    private(set) var calls = 0

    init(subscribers: Int, kind: Kind) {
        let reportsParts = kind == .keyPathInPart || kind == .closureInPart
        store = Store(machine: reportsParts ? Counters.partsMachine : Counters.machine)
        for subscriber in 0..<subscribers {
            let index = subscriber % Counters.count
            let handler: @MainActor (Int) -> Void = { [unowned self] value in calls &+= value }
            let token =
                switch kind {
                case .keyPath: store.subscribe(to: \.counters[index], initial: .changesOnly, handler)
                case .closure: store.subscribe(selecting: { $0.counters[index] }, initial: .changesOnly, handler)
                case .keyPathInPart:
                    store.subscribe(
                        to: \.counters[index], in: Counters.Part.counter(index), initial: .changesOnly, handler)
                case .closureInPart:
                    store.subscribe(
                        selecting: { $0.counters[index] }, in: Counters.Part.counter(index), initial: .changesOnly,
                        handler)
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
