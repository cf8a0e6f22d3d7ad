/// All subscribers of one selection of the state: the selection is evaluated once per committed change, and its
/// subscribers are called only when the selected value changed.
@usableFromInline
class SelectionGroup<State> {
    /// Whether the group lost its last subscriber; the store drops removed groups lazily (see
    /// `StoreCore.removeSelection`).
    @usableFromInline var isRemoved = false
    /// Re-evaluates the selection for a new state and calls subscribers when it changed.
    @usableFromInline func update(_ state: State) {}
}

/// One subscriber of a ``ValueSelection``.
final class SelectionSubscriber<Value> {
    let handler: (Value) -> Void
    var isActive = true

    init(handler: @escaping (Value) -> Void) {
        self.handler = handler
    }
}

/// A selection of one `Equatable` value.
///
/// Cancelling is O(1) amortized: a cancelled subscriber is marked inactive and skipped, and the list is compacted
/// once more than half of it is inactive — so releasing thousands of tokens costs thousands of steps, not millions.
final class ValueSelection<State, Value: Equatable>: SelectionGroup<State> {
    private let select: (State) -> Value
    private(set) var current: Value
    private var subscribers: [SelectionSubscriber<Value>] = []
    private var inactiveCount = 0

    init(select: @escaping (State) -> Value, state: State) {
        self.select = select
        self.current = select(state)
    }

    func add(handler: @escaping (Value) -> Void) -> SelectionSubscriber<Value> {
        let subscriber = SelectionSubscriber(handler: handler)
        subscribers.append(subscriber)
        return subscriber
    }

    override func update(_ state: State) {
        let value = select(state)
        guard value != current else { return }
        current = value
        // Iterate a copy: a handler may cancel itself or subscribe another.
        let snapshot = subscribers
        for subscriber in snapshot where subscriber.isActive {
            subscriber.handler(value)
        }
    }

    /// Removes one subscriber; returns whether the group has no active subscriber left.
    func remove(_ subscriber: SelectionSubscriber<Value>) -> Bool {
        guard subscriber.isActive else { return activeCount == 0 }
        subscriber.isActive = false
        inactiveCount += 1
        if inactiveCount * 2 > subscribers.count {
            subscribers.removeAll { !$0.isActive }
            inactiveCount = 0
        }
        return activeCount == 0
    }

    private var activeCount: Int { subscribers.count - inactiveCount }
}
