import Benchmark
import Switchyard

/// Benchmark 1: the edit flow of system 4, from the bare function to a store with ten observers.
enum EditFlowSuite {
    static func register() {
        Benchmark("EditFlow/pure function", configuration: Configurations.perOperation()) { benchmark in
            let cycle = EditFlow.cycle
            var state = EditFlow.State.editing
            for _ in 0..<(benchmark.scaledIterations.count / cycle.count) {
                for event in cycle {
                    if let next = EditFlow.route(state, event) { state = next }
                }
            }
            blackHole(state)
        }

        Benchmark("EditFlow/Machine.nextState routing", configuration: Configurations.perOperation()) { benchmark in
            let cycle = EditFlow.cycle
            let machine = EditFlow.routingMachine
            var state = EditFlow.State.editing
            for _ in 0..<(benchmark.scaledIterations.count / cycle.count) {
                for event in cycle {
                    if let next = machine.nextState(from: state, on: event) { state = next }
                }
            }
            blackHole(state)
        }

        Benchmark("EditFlow/baseline nested dictionary", configuration: Configurations.perOperation()) { benchmark in
            let cycle = EditFlow.cycle
            let automaton = NaiveAutomaton(table: EditFlow.naiveTable, initial: .editing)
            for _ in 0..<(benchmark.scaledIterations.count / cycle.count) {
                for event in cycle { automaton.send(event) }
            }
            blackHole(automaton.state)
        }

        for form in EditStoreFixture.Form.allCases {
            for observers in [0, 1, 10] {
                let name = "EditFlow/Store.send \(form.rawValue), \(observers) observers"
                Benchmark(name, configuration: Configurations.perOperation()) { benchmark in
                    let laps = benchmark.scaledIterations.count / EditFlow.cycle.count
                    let fixture = await EditStoreFixture(form: form, observers: observers)
                    benchmark.startMeasurement()
                    await fixture.run(laps: laps)
                    benchmark.stopMeasurement()
                }
            }
        }
    }
}

/// A store running the edit flow, with closure observers that do nothing but look at the notification.
@MainActor
final class EditStoreFixture {
    enum Form: String, CaseIterable, Sendable {
        case routing
        case table
    }

    let store: Store<EditFlow.State, EditFlow.Event>
    private var subscriptions: [ObserverToken] = []

    init(form: Form, observers: Int) {
        store = Store(machine: form == .routing ? EditFlow.routingMachine : EditFlow.tableMachine)
        for _ in 0..<observers {
            subscriptions.append(store.observe { notification in blackHole(notification) })
        }
    }

    func run(laps: Int) {
        let cycle = EditFlow.cycle
        for _ in 0..<laps {
            for event in cycle { store.send(event) }
        }
        blackHole(store.state)
    }
}
