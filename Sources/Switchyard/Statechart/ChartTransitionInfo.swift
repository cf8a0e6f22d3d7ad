/// One transition of a compiled statechart, for drawing and analysis.
package struct ChartTransitionInfo<StateID: Hashable & Sendable>: Sendable, Hashable {
    /// The state the transition leaves from (for an initial transition, the state it belongs to).
    package var source: StateID
    /// The labels of the events it is taken on; empty for an eventless transition.
    package var events: [String]
    /// The states it enters; empty for a targetless transition.
    package var targets: [StateID]
    /// Internal or external.
    package var kind: StatechartTransitionKind
    /// Whether a guard decides if it is taken.
    package var isGuarded: Bool

    /// Creates a description.
    /// - Parameters:
    ///   - source: The source state.
    ///   - events: The event labels, empty when eventless.
    ///   - targets: The target states, empty when targetless.
    ///   - kind: Internal or external.
    ///   - isGuarded: Whether it has a guard.
    package init(
        source: StateID, events: [String], targets: [StateID], kind: StatechartTransitionKind, isGuarded: Bool
    ) {
        self.source = source
        self.events = events
        self.targets = targets
        self.kind = kind
        self.isGuarded = isGuarded
    }
}
