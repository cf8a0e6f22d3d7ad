/// One state of a compiled statechart, for drawing and analysis.
package struct ChartStateInfo<StateID: Hashable & Sendable>: Sendable, Hashable {
    /// The state's identifier.
    package var id: StateID
    /// The enclosing state, or `nil` for a top-level state.
    package var parent: StateID?
    /// What the state is.
    package var kind: ChartStateKind
    /// Its position in document order (0 for the first state written).
    package var documentOrder: Int

    /// Creates a description.
    /// - Parameters:
    ///   - id: The state's identifier.
    ///   - parent: The enclosing state, or `nil` at the top level.
    ///   - kind: What the state is.
    ///   - documentOrder: Its position in document order.
    package init(id: StateID, parent: StateID?, kind: ChartStateKind, documentOrder: Int) {
        self.id = id
        self.parent = parent
        self.kind = kind
        self.documentOrder = documentOrder
    }
}
