/// The baseline for selective subscriptions: a Redux-style store that, on every dispatch, calls every subscriber's
/// selector and calls the subscriber when its selected value changed.
final class NaiveStore<State, Event> {
    private final class Subscriber {
        let select: (State) -> Int
        var last: Int
        let handler: (Int) -> Void

        init(select: @escaping (State) -> Int, last: Int, handler: @escaping (Int) -> Void) {
            self.select = select
            self.last = last
            self.handler = handler
        }
    }

    private let reduce: (inout State, Event) -> Void
    private var subscribers: [Subscriber] = []
    private(set) var state: State

    init(initial: State, reduce: @escaping (inout State, Event) -> Void) {
        self.state = initial
        self.reduce = reduce
    }

    func subscribe(_ select: @escaping (State) -> Int, _ handler: @escaping (Int) -> Void) {
        subscribers.append(Subscriber(select: select, last: select(state), handler: handler))
    }

    func dispatch(_ event: Event) {
        reduce(&state, event)
        for subscriber in subscribers {
            let value = subscriber.select(state)
            if value != subscriber.last {
                subscriber.last = value
                subscriber.handler(value)
            }
        }
    }
}
