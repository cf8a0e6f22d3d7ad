import Benchmark
import Switchyard

/// The any-actor store: 1,000 stores on 8 actors, each actor driving its own stores synchronously on its own
/// executor (no main-actor hop), against the same 1,000 stores as main-actor `Store`s driven from the main actor.
enum ActorStoreSuite {
    static let stores = 1_000
    static let actors = 8
    static let eventsPerStore = 20

    static func register() {
        Benchmark(
            "ActorStore/1,000 stores on 8 actors, 20 events each", configuration: Configurations.perRun()
        ) { benchmark in
            let workers = (0..<actors).map { _ in EditWorker() }
            for worker in workers { await worker.open(stores / actors) }
            benchmark.startMeasurement()
            await withTaskGroup(of: Void.self) { group in
                for worker in workers { group.addTask { await worker.drive(events: eventsPerStore) } }
            }
            benchmark.stopMeasurement()
            blackHole(workers)
        }

        Benchmark("ActorStore/one store, sends inside its actor", configuration: Configurations.perOperation()) {
            benchmark in
            let worker = EditWorker()
            await worker.open(1)
            let events = benchmark.scaledIterations.count
            benchmark.startMeasurement()
            await worker.drive(events: events)
            benchmark.stopMeasurement()
        }

        Benchmark(
            "ActorStore/reference: 1,000 main-actor Stores, 20 events each", configuration: Configurations.perRun()
        ) { benchmark in
            let fixture = await MainActorEditStores(stores: stores)
            benchmark.startMeasurement()
            await fixture.drive(events: eventsPerStore)
            benchmark.stopMeasurement()
        }
    }
}

/// One actor and its stores, which share its executor.
actor EditWorker {
    private var stores: [ActorStore<EditFlow.State, EditFlow.Event>] = []

    /// Opens `count` stores on this actor's executor.
    func open(_ count: Int) {
        for _ in 0..<count { stores.append(ActorStore(machine: EditFlow.routingMachine, runningOn: self)) }
    }

    func drive(events: Int) {
        let cycle = EditFlow.cycle
        for store in stores {
            store.assumeIsolated { store in
                for index in 0..<events { store.send(cycle[index % cycle.count]) }
            }
        }
    }
}

/// The same stores on the main actor, for reference.
@MainActor
final class MainActorEditStores {
    private let stores: [Store<EditFlow.State, EditFlow.Event>]

    init(stores count: Int) {
        self.stores = (0..<count).map { _ in Store(machine: EditFlow.routingMachine) }
    }

    func drive(events: Int) {
        let cycle = EditFlow.cycle
        for store in stores {
            for index in 0..<events { store.send(cycle[index % cycle.count]) }
        }
    }
}
