// 0.6's introspection of a compiled chart, no longer public in 0.7: only the package's writers and tools read it
// (a chart is drawn with graph(name:)). Each forward reads what the package reads today, and goes in 0.8.

extension Statechart {
    /// Every state in document order.
    /// - Complexity: O(*n*) in the number of states.
    @available(*, deprecated, message: "use graph(name:).states")
    public var states: [StatechartStateInfo<StateID>] {
        stateList.map(StatechartStateInfo.init)
    }

    /// Every transition in document order: a state's transitions after its ancestors' and before its
    /// descendants'. Initial and history default transitions are not listed.
    @available(*, deprecated, message: "use graph(name:).transitions")
    public var transitions: [StatechartTransitionInfo<StateID>] {
        transitionList.map(StatechartTransitionInfo.init)
    }

    /// The states a compound state enters by default, the default targets of a history state, or the chart's
    /// initial states for `nil`.
    /// - Parameter state: A compound or history state, or `nil` for the chart itself.
    /// - Returns: The targets; empty for other states and unknown ids.
    @available(*, deprecated, message: "read the targets of graph(name:).transitions whose from is .initial")
    public func initialStates(of state: StateID?) -> [StateID] {
        defaultTargets(of: state)
    }
}

extension Statechart.EventPattern {
    /// Creates a pattern.
    /// - Parameters:
    ///   - label: How the pattern is shown.
    ///   - matches: Whether an event matches.
    @available(*, deprecated, message: "use .event(label, where: predicate)")
    public init(label: String, matches: @escaping @Sendable (StatechartSignal<StateID, Event>) -> Bool) {
        self.init(shownAs: label, test: matches)
    }

    /// How the pattern is shown (an event name, `done.state.ID`, `*`).
    @available(*, deprecated, message: "a chart's graph(name:) shows each pattern as its arrow's label")
    public var label: String {
        get { shownLabel }
        set { shownLabel = newValue }
    }

    /// Whether `signal` matches the pattern.
    /// - Parameter signal: An event being processed.
    /// - Returns: `true` when a transition with this pattern may be taken on it.
    @available(*, deprecated, message: "the engine tests patterns; send the event to a chart to see it taken")
    public func matches(_ signal: StatechartSignal<StateID, Event>) -> Bool {
        accepts(signal)
    }
}

extension Statechart.ActionScope {
    /// Puts an engine event (a `done` or error event) on the internal queue.
    /// - Parameter signal: The event.
    @available(*, deprecated, message: "use raise(_:) with the event; the engine raises done and error events")
    public mutating func raise(signal: StatechartSignal<StateID, Event>) {
        raiseSignal(signal)
    }
}

/// What a state of a statechart is.
@available(*, deprecated, message: "use graph(name:) and GraphState.kind")
public enum StatechartStateKind: Sendable, Hashable {
    /// A state without child states.
    case atomic
    /// A state with child states, exactly one of which is active while it is.
    case compound
    /// A state whose child states (regions) are all active while it is.
    case parallel
    /// A final state.
    case final
    /// A pseudo-state that remembers the active children of its parent when the parent was last exited.
    /// - Parameter deep: `true` when it remembers the active atomic descendants, `false` for the direct children.
    case history(deep: Bool)

    init(_ kind: ChartStateKind) {
        switch kind {
        case .atomic: self = .atomic
        case .compound: self = .compound
        case .parallel: self = .parallel
        case .final: self = .final
        case .history(let deep): self = .history(deep: deep)
        }
    }
}

/// A state of a compiled chart, for tools that draw or analyse it.
@available(*, deprecated, message: "use graph(name:).states")
public struct StatechartStateInfo<StateID: Hashable & Sendable>: Sendable, Hashable {
    /// The state's id.
    public var id: StateID
    /// The enclosing state, or `nil` at the top level.
    public var parent: StateID?
    /// What kind of state it is.
    public var kind: StatechartStateKind
    /// The state's position in document order.
    public var documentOrder: Int

    /// Creates a description.
    /// - Parameters:
    ///   - id: The state's id.
    ///   - parent: The enclosing state.
    ///   - kind: The kind.
    ///   - documentOrder: The position in document order.
    public init(id: StateID, parent: StateID?, kind: StatechartStateKind, documentOrder: Int) {
        self.id = id
        self.parent = parent
        self.kind = kind
        self.documentOrder = documentOrder
    }

    init(_ info: ChartStateInfo<StateID>) {
        self.init(
            id: info.id, parent: info.parent, kind: StatechartStateKind(info.kind), documentOrder: info.documentOrder)
    }
}

/// A transition of a compiled chart, for tools that draw or analyse it.
@available(*, deprecated, message: "use graph(name:).transitions")
public struct StatechartTransitionInfo<StateID: Hashable & Sendable>: Sendable, Hashable {
    /// The state the transition leaves.
    public var source: StateID
    /// The labels of the event patterns it is taken on; empty for an eventless transition.
    public var events: [String]
    /// The target states; empty for a targetless transition.
    public var targets: [StateID]
    /// Internal or external.
    public var kind: StatechartTransitionKind
    /// Whether it has a guard.
    public var isGuarded: Bool

    /// Creates a description.
    /// - Parameters:
    ///   - source: The source state.
    ///   - events: The event labels.
    ///   - targets: The targets.
    ///   - kind: Internal or external.
    ///   - isGuarded: Whether it has a guard.
    public init(
        source: StateID, events: [String], targets: [StateID], kind: StatechartTransitionKind, isGuarded: Bool
    ) {
        self.source = source
        self.events = events
        self.targets = targets
        self.kind = kind
        self.isGuarded = isGuarded
    }

    init(_ info: ChartTransitionInfo<StateID>) {
        self.init(
            source: info.source, events: info.events, targets: info.targets, kind: info.kind,
            isGuarded: info.isGuarded)
    }
}
