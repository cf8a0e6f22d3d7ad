/// The active states of a statechart: a typed value to read, compare and iterate.
///
/// Iterating yields the active *atomic* states (leaves, a final state included) in document order; ``states``
/// lists every active state, compound and parallel ones included.
public struct StatechartConfiguration<StateID: Hashable & Sendable>: Sendable, Sequence {
    @usableFromInline
    let table: StateTable<StateID>
    /// Active node indices in document order (the chart's root, index 0, is never listed). The only storage a
    /// configuration has, so a store that runs a chart copies one buffer per event.
    @usableFromInline
    var active: [Int]

    @inlinable
    init(table: StateTable<StateID>) {
        self.table = table
        active = []
    }

    /// Whether the state `id` is active.
    /// - Parameter id: A state of the chart; unknown ids are never active.
    /// - Returns: `true` when it is in the configuration.
    /// - Complexity: O(log *k*) in the number of active states (a hash of `id`, then a binary search);
    ///   independent of the chart's size.
    @inlinable
    public func contains(_ id: StateID) -> Bool {
        guard let node = table.index[id] else { return false }
        return isActive(node)
    }

    /// Every active state in document order (ancestors before descendants).
    public var states: [StateID] { active.compactMap { table.ids[$0] } }

    /// The active atomic states in document order.
    public var atomicStates: [StateID] { active.compactMap { table.isLeaf[$0] ? table.ids[$0] : nil } }

    /// Whether no state is active (before start).
    package var containsNothing: Bool { active.isEmpty }

    /// Iterates the active atomic states in document order.
    /// - Returns: An iterator.
    @inlinable
    public func makeIterator() -> IndexingIterator<[StateID]> { atomicStates.makeIterator() }

    @inlinable
    func isActive(_ node: Int) -> Bool {
        let position = position(of: node)
        return position < active.count && active[position] == node
    }

    @inlinable
    mutating func insert(_ node: Int) {
        let position = position(of: node)
        guard position == active.count || active[position] != node else { return }
        active.insert(node, at: position)
    }

    /// Where `node` is or would go in the ascending list of active nodes.
    @inlinable
    func position(of node: Int) -> Int {
        var (low, high) = (0, active.count)
        while low < high {
            let middle = (low + high) / 2
            if active[middle] < node { low = middle + 1 } else { high = middle }
        }
        return low
    }

    @inlinable
    mutating func remove(_ node: Int) {
        let position = position(of: node)
        if position < active.count && active[position] == node { active.remove(at: position) }
    }
}

extension StatechartConfiguration: Equatable {
    /// Whether both configurations have the same active states.
    /// - Parameters:
    ///   - lhs: A configuration.
    ///   - rhs: Another configuration.
    /// - Returns: `true` when the same states are active.
    /// - Complexity: O(*k*) in the number of active states; no allocation when both come from the same chart.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.table === rhs.table ? lhs.active == rhs.active : lhs.states == rhs.states
    }
}

extension StatechartConfiguration: Hashable {
    /// Hashes the active states.
    /// - Parameter hasher: The hasher.
    @inlinable
    public func hash(into hasher: inout Hasher) { hasher.combine(states) }
}

extension StatechartConfiguration: CustomStringConvertible {
    /// The active atomic states, like `[a, b]`.
    public var description: String { "[" + atomicStates.map { "\($0)" }.joined(separator: ", ") + "]" }
}
