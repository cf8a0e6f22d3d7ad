import Switchyard

/// A Redux-style store state with 100 counters; each event increments one of them.
struct Counters: Equatable, Sendable {
    static let count = 100

    var counters = [Int](repeating: 0, count: Counters.count)
    /// A stored property, to compare key-path costs with (never changed).
    var revision = 0

    /// The only event: increment counter `index`.
    enum Event: Sendable {
        case increment(Int)
    }

    /// The parts a reducer reports: one per counter.
    enum Part: Hashable, Sendable {
        case counter(Int)
    }

    /// The same reducer, reporting the counter it changed, for selections declared in parts.
    static let partsMachine = Machine<Counters, Event>.reducer(initial: Counters(), parts: Part.self) {
        state, event, changes in
        switch event {
        case .increment(let index):
            state.counters[index] &+= 1
            changes.insert(.counter(index))
        }
        return .none
    }

    static let machine = Machine<Counters, Event>.reducer(initial: Counters()) { state, event in
        switch event {
        case .increment(let index): state.counters[index] &+= 1
        }
        return .none
    }
}
