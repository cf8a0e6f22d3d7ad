/// What a state of a statechart is.
@usableFromInline package enum ChartStateKind: Sendable, Hashable {
    /// A state without child states.
    case atomic
    /// A state with child states, exactly one of which is active while it is.
    case compound
    /// A state whose child states (regions) are all active while it is.
    case parallel
    /// A final state: entering it completes its parent (or, at the top level, the whole chart).
    case final
    /// A pseudo-state that remembers the active children of its parent when the parent was last exited.
    /// - Parameter deep: `true` when it remembers the active atomic descendants, `false` for the direct children.
    case history(deep: Bool)
}
