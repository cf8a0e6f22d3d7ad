import Switchyard

struct Counter: Equatable, Sendable {
    var count = 0
    var isRunning = false
    var label = ""
}

enum CounterEvent: Equatable, Sendable {
    case start, tick, stop
    case load, loaded(Int)
    case ping, pong
    case rename(String)
    case fail
}

struct LoadError: Error {}

enum CounterMachine {
    static let machine = Machine<Counter, CounterEvent>.reducer(initial: Counter()) { state, event in
        switch event {
        case .start:
            state.isRunning = true
            return .run(id: "timer") { context in
                while true {
                    try await context.sleep(for: .seconds(1))
                    await context.send(.tick)
                }
            }
        case .tick:
            state.count += 1
            return .none
        case .stop:
            state.isRunning = false
            return .cancel(id: "timer")
        case .load:
            return .run { context in await context.send(.loaded(42)) }
        case .loaded(let value):
            state.count = value
            return .none
        case .ping:
            return .send(.pong)
        case .pong:
            state.count += 100
            return .none
        case .rename(let label):
            state.label = label
            return .none
        case .fail:
            return .run { _ in throw LoadError() }
        }
    }

    /// Accepts only `start`, so every other event is ignored.
    static let strict = Machine<Counter, CounterEvent>.stepping(initial: Counter()) { state, event in
        event == .start ? Step(Counter(count: state.count, isRunning: true)) : nil
    }
}
