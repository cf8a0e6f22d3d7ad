import Benchmark
import Observation
import Switchyard

/// Issue 22, item 5: what an app pays around a send, not only the bare path. A SwiftUI view reads `state` after
/// every change inside an Observation tracking scope, re-armed each time; the yardstick is a hand-written
/// `@Observable` model running the same transition function. Also what a store costs to create, and a subscription
/// to make and cancel.
enum ObservedSendSuite {
    static func register() {
        Benchmark("Observed/Store.send + tracked read of state", configuration: Configurations.perOperation()) {
            benchmark in
            let fixture = await ObservedFixture()
            benchmark.startMeasurement()
            await fixture.runStore(benchmark.scaledIterations.count)
            benchmark.stopMeasurement()
        }
        Benchmark(
            "Observed/@Observable model send + tracked read (yardstick)", configuration: Configurations.perOperation()
        ) { benchmark in
            let fixture = await ObservedFixture()
            benchmark.startMeasurement()
            await fixture.runModel(benchmark.scaledIterations.count)
            benchmark.stopMeasurement()
        }
        Benchmark("Observed/Store creation", configuration: Configurations.perOperation()) { benchmark in
            let fixture = await ObservedFixture()
            benchmark.startMeasurement()
            await fixture.createStores(benchmark.scaledIterations.count)
            benchmark.stopMeasurement()
        }
        Benchmark("Observed/observe + cancel", configuration: Configurations.perOperation()) { benchmark in
            let fixture = await ObservedFixture()
            benchmark.startMeasurement()
            await fixture.observeAndCancel(benchmark.scaledIterations.count)
            benchmark.stopMeasurement()
        }
        Benchmark("Observed/subscribe(selecting:) + cancel", configuration: Configurations.perOperation()) {
            benchmark in
            let fixture = await ObservedFixture()
            benchmark.startMeasurement()
            await fixture.selectAndCancel(benchmark.scaledIterations.count)
            benchmark.stopMeasurement()
        }
    }
}

/// A hand-written `@Observable` model doing what the store does for a view: run the edit flow's transition function
/// and expose `state`.
@Observable
@MainActor
final class EditFlowModel {
    var state: EditFlow.State = .editing

    func send(_ event: EditFlow.Event) {
        if let next = EditFlow.route(state, event) { state = next }
    }
}

/// The routing edit flow in a store and in the hand-written model, read as a SwiftUI view reads them.
@MainActor
final class ObservedFixture {
    let store = Store(machine: EditFlow.routingMachine)
    let model = EditFlowModel()

    /// `count` times: read `state` in a tracking scope (as a view's `body` does), then send the next event, which
    /// ends that tracking as a view's would be invalidated.
    func runStore(_ count: Int) {
        let cycle = EditFlow.cycle
        let store = store
        for index in 0..<count {
            withObservationTracking {
                blackHole(store.state)
            } onChange: {
            }
            store.send(cycle[index % cycle.count])
        }
    }

    /// The same on the hand-written model.
    func runModel(_ count: Int) {
        let cycle = EditFlow.cycle
        let model = model
        for index in 0..<count {
            withObservationTracking {
                blackHole(model.state)
            } onChange: {
            }
            model.send(cycle[index % cycle.count])
        }
    }

    /// Creates and releases `count` stores.
    func createStores(_ count: Int) {
        for _ in 0..<count { blackHole(Store(machine: EditFlow.routingMachine)) }
    }

    /// Registers and cancels a closure observer `count` times.
    func observeAndCancel(_ count: Int) {
        for _ in 0..<count {
            let token = store.observe { blackHole($0) }
            token.cancel()
        }
    }

    /// Subscribes to a selection and cancels it `count` times.
    func selectAndCancel(_ count: Int) {
        for _ in 0..<count {
            let token = store.subscribe(selecting: { $0 }, initial: .changesOnly) { blackHole($0) }
            token.cancel()
        }
    }
}
