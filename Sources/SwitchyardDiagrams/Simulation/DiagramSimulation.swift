/// Steps through a diagram as a machine (``GraphMachine``): the current state, the events it accepts, step, back
/// and reset.
public struct DiagramSimulation: Sendable {
    /// The diagram read as a machine.
    public let machine: GraphMachine
    /// The current state; `nil` after an arrow to `[*]`, or when the diagram has no initial arrow.
    public private(set) var current: String?
    /// The states visited before the current one, oldest first (what `back` returns to).
    public private(set) var previous: [String?] = []

    /// Starts a simulation in the diagram's initial state (the target of its first top-level `[*]` arrow).
    /// - Parameter graph: The diagram.
    public init(_ graph: StateGraph) {
        machine = GraphMachine(graph)
        current = machine.initialMoves.first?.to
    }

    /// The initial state.
    public var initial: String? { machine.initialMoves.first?.to }

    /// The labels accepted in the current state, in diagram order.
    public var acceptedEvents: [String] {
        current.map(machine.acceptedEvents(in:)) ?? []
    }

    /// Takes the first arrow labelled `event` from the current state; when no label is exactly `event`, the first
    /// whose event part (the label without `[guard]` and `/ action`) is.
    /// - Parameter event: A label as drawn, or its event part.
    /// - Returns: The move taken, or `nil` when the current state does not accept `event` (nothing changes).
    @discardableResult
    public mutating func send(_ event: String) -> GraphMachine.Move? {
        guard let state = current else { return nil }
        let moves = machine.moves(from: state)
        guard
            let move = moves.first(where: { $0.event == event })
                ?? moves.first(where: { $0.event.map { EventLabel($0).eventName } == event })
        else { return nil }
        previous.append(current)
        current = move.to
        return move
    }

    /// Returns to the state before the last step.
    /// - Returns: `false` when there is no earlier state.
    @discardableResult
    public mutating func back() -> Bool {
        guard let last = previous.popLast() else { return false }
        current = last
        return true
    }

    /// Returns to the initial state and forgets the steps taken.
    public mutating func reset() {
        previous.removeAll()
        current = initial
    }
}
