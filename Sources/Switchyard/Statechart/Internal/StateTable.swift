/// The ids of a compiled chart's nodes, shared by its configurations. Node 0 is the chart itself (no id).
@usableFromInline
final class StateTable<StateID: Hashable & Sendable>: Sendable {
    @usableFromInline
    let ids: [StateID?]
    @usableFromInline
    let index: [StateID: Int]
    /// Whether the node is atomic or final (the states a configuration lists).
    @usableFromInline
    let isLeaf: [Bool]

    @inlinable
    init(ids: [StateID?], index: [StateID: Int], isLeaf: [Bool]) {
        self.ids = ids
        self.index = index
        self.isLeaf = isLeaf
    }
}
