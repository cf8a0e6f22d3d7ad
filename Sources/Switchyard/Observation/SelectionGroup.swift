/// All subscribers of one selection of the state: the selection is evaluated once per committed change, and its
/// subscribers are called only when the selected value changed.
@MainActor
@usableFromInline
class SelectionGroup<State> {
    /// Re-evaluates the selection for a new state and calls subscribers when it changed.
    @usableFromInline func update(_ state: State) {}
    /// Removes one subscriber; returns whether the group is now empty.
    func remove(subscriber id: Int) -> Bool { true }
}

/// A selection of one `Equatable` value.
@MainActor
final class ValueSelection<State, Value: Equatable>: SelectionGroup<State> {
    private let select: (State) -> Value
    private(set) var current: Value
    private var subscribers: [Subscriber] = []

    private final class Subscriber {
        let id: Int
        let handler: @MainActor (Value) -> Void
        var isActive = true

        init(id: Int, handler: @escaping @MainActor (Value) -> Void) {
            self.id = id
            self.handler = handler
        }
    }

    init(select: @escaping (State) -> Value, state: State) {
        self.select = select
        self.current = select(state)
    }

    func add(id: Int, handler: @escaping @MainActor (Value) -> Void) {
        subscribers.append(Subscriber(id: id, handler: handler))
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

    override func remove(subscriber id: Int) -> Bool {
        if let position = subscribers.firstIndex(where: { $0.id == id }) {
            subscribers[position].isActive = false
            subscribers.remove(at: position)
        }
        return subscribers.isEmpty
    }
}
