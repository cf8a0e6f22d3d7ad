/// One microstep: the states exited and entered by one set of transitions taken together.
public struct StatechartMicrostep<StateID: Hashable & Sendable>: Sendable, Hashable {
    /// The transitions taken, as indices into the chart's transitions in document order (empty for the
    /// initial entry).
    package var transitionList: [Int]
    /// The states exited, innermost first (reverse document order).
    public var exited: [StateID]
    /// The states entered, outermost first (document order).
    public var entered: [StateID]

    /// Creates a microstep record.
    /// - Parameters:
    ///   - transitions: Indices of the transitions taken.
    ///   - exited: The states exited, in exit order.
    ///   - entered: The states entered, in entry order.
    @usableFromInline package init(transitionList transitions: [Int], exited: [StateID], entered: [StateID]) {
        self.transitionList = transitions
        self.exited = exited
        self.entered = entered
    }
}
