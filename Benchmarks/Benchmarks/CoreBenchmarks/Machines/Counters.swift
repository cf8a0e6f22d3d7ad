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

    static let machine = Machine<Counters, Event>.reducer(initial: Counters()) { state, event in
        switch event {
        case .increment(let index): state.counters[index] &+= 1
        }
        return .none
    }
}
