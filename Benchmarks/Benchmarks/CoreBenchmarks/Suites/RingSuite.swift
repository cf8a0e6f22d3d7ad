import Benchmark
import Switchyard
import Synchronization

/// Benchmark 2: rings of 5, 1,000 and 100,000 states; the cost per event must not depend on the size.
enum RingSuite {
    static let sizes = [5, 1_000, 100_000]

    static func register() {
        for size in sizes {
            Benchmark("Ring/\(size) states, Store.send", configuration: Configurations.perOperation()) { benchmark in
                let iterations = benchmark.scaledIterations
                let fixture = await RingStoreFixture.fixture(size: size)
                benchmark.startMeasurement()
                await fixture.run(iterations.count)
                benchmark.stopMeasurement()
            }

            Benchmark("Ring/\(size) states, Machine.nextState", configuration: Configurations.perOperation()) {
                benchmark in
                let machine = Ring.of(size: size).machine
                var state = RingCursor.shared.take(size: size)
                for _ in benchmark.scaledIterations {
                    state = machine.nextState(from: state, on: .next) ?? state
                }
                RingCursor.shared.put(state, size: size)
                blackHole(state)
            }

            Benchmark("Ring/\(size) states, baseline nested dictionary", configuration: Configurations.perOperation()) {
                benchmark in
                let automaton = NaiveAutomaton(
                    table: Ring.of(size: size).naiveTable, initial: RingCursor.shared.take(size: size))
                for _ in benchmark.scaledIterations { automaton.send(.next) }
                RingCursor.shared.put(automaton.state, size: size)
                blackHole(automaton.state)
            }
        }
    }
}

/// Where the last iteration stopped on each ring, so that successive iterations walk the whole ring instead of
/// its first thousand states (which would fit in cache and flatter the large ring).
final class RingCursor: Sendable {
    static let shared = RingCursor()
    private let positions = Mutex<[Int: Int]>([:])

    func take(size: Int) -> Int { positions.withLock { $0[size] ?? 0 } }
    func put(_ position: Int, size: Int) { positions.withLock { $0[size] = position } }
}

/// One store per ring size, kept across iterations for the same reason.
@MainActor
final class RingStoreFixture {
    private static var fixtures: [Int: RingStoreFixture] = [:]

    static func fixture(size: Int) -> RingStoreFixture {
        if let existing = fixtures[size] { return existing }
        let fixture = RingStoreFixture(ring: Ring.of(size: size))
        fixtures[size] = fixture
        return fixture
    }

    let store: Store<Int, Ring.Event>

    init(ring: Ring) {
        store = Store(machine: ring.machine)
    }

    func run(_ count: Int) {
        for _ in 0..<count { store.send(.next) }
        blackHole(store.state)
    }
}
