/// A statechart: hierarchical, parallel states with history, run by the W3C SCXML algorithm.
///
/// Write the chart the way it is drawn: nested ``Element`` values over your own state-id and event types, and a
/// context value that guards read and actions change.
///
/// ```swift
/// let chart = try Statechart<PlayerState, PlayerEvent, Int>(initial: .off, [
///     .atomic(.off, [.on(.power, to: .on)]),
///     .compound(.on, initial: .stopped, [
///         .atomic(.stopped, [.on(.play, to: .playing)]),
///         .atomic(.playing, [.on(.stop, to: .stopped)]),
///         .history(.resume),
///         .on(.power, to: .off),
///     ]),
/// ])
/// ```
///
/// (Elements are array values rather than result-builder statements: a line that starts with `.` would continue
/// the expression on the line before it.)
///
/// The definition is compiled once into arrays in document order (parents, depths, descendant ranges, each state's
/// transitions), so a microstep costs what the active states and their transitions cost, not what the chart does.
/// Run it with ``StatechartInterpreter``. A chart whose ids and events are `String` is the string-keyed form that
/// diagram readers build.
public struct Statechart<StateID: Hashable & Sendable, Event: Sendable, Context>: Sendable {
    /// An action: runs with the context, may raise events, send delayed events and cancel them. Each action is one
    /// block of executable content: a thrown error ends it (what it did before stays done) and raises
    /// `error.execution` (or `error.communication`, see ``StatechartActionError``); the next action still runs.
    public typealias Action = @Sendable (inout ActionScope) throws -> Void
    /// A guard: reads the context, the event being processed and the configuration. A thrown error counts as
    /// `false` and raises `error.execution`.
    public typealias Guard = @Sendable (ActionScope) throws -> Bool

    @usableFromInline
    let storage: ChartStorage<StateID, Event, Context>

    /// The deepest nesting of states a chart may have (a top-level state is at depth 1). The engine walks the
    /// nesting recursively, so a deeper chart is refused with a ``StatechartDefinitionError`` rather than
    /// overflowing the stack; the diagram readers refuse deeper drawings first (composites nested more than 200
    /// deep, XML more than 256).
    public static var nestingLimit: Int { 500 }

    /// Compiles a chart from its top-level elements.
    /// - Parameters:
    ///   - initial: The state entered first; `nil` means the first top-level state. For several, write an
    ///     ``Element/initial(to:actions:)`` element at the top level instead.
    ///   - elements: The top-level states (transitions and actions are not allowed at the top level).
    /// - Throws: ``StatechartDefinitionError`` for a duplicate id, an unknown target, an initial state that is
    ///   not a descendant of its compound state, states nested deeper than ``nestingLimit``, and similar mistakes.
    public init(initial: StateID? = nil, _ elements: [Element]) throws(StatechartDefinitionError) {
        try self.init(initial: initial.map { [$0] } ?? [], elements: elements)
    }

    /// Compiles a chart from an array of top-level elements (the form readers of other notations use).
    /// - Parameters:
    ///   - initial: The states entered first; empty means the first top-level state.
    ///   - elements: The top-level states.
    /// - Throws: ``StatechartDefinitionError`` when the definition is inconsistent.
    public init(initial: [StateID], elements: [Element]) throws(StatechartDefinitionError) {
        try self.init(initial: initial, elements: elements, startActions: [])
    }

    /// Compiles a chart with actions run once at start, before the initial states are entered (SCXML's early
    /// binding of the data model).
    package init(initial: [StateID], elements: [Element], startActions: [Action]) throws(StatechartDefinitionError) {
        var compiler = ChartCompiler<StateID, Event, Context>()
        storage = try compiler.compile(initial: initial, elements: elements, startActions: startActions)
    }

    /// Every state in document order.
    /// - Complexity: O(*n*) in the number of states.
    package var stateList: [ChartStateInfo<StateID>] {
        let nodes = storage.nodes
        return nodes.indices.dropFirst().compactMap { index in
            guard let id = nodes[index].id else { return nil }
            let parent = nodes[index].parent
            return ChartStateInfo(
                id: id, parent: parent > 0 ? nodes[parent].id : nil, kind: nodes[index].kind,
                documentOrder: index - 1)
        }
    }

    /// Every transition in document order: a state's transitions after its ancestors' and before its
    /// descendants'. Initial and history default transitions are not listed (see ``defaultTargets(of:)``).
    package var transitionList: [ChartTransitionInfo<StateID>] {
        storage.transitions.compactMap { transition in
            guard transition.isRegular, let source = storage.nodes[transition.source].id else { return nil }
            return ChartTransitionInfo(
                source: source, events: transition.patterns.map(\.shownLabel),
                targets: transition.targets.compactMap { storage.nodes[$0].id }, kind: transition.kind,
                isGuarded: transition.guardCondition != nil)
        }
    }

    /// The states a compound state enters by default, the default targets of a history state, or the chart's
    /// initial states for `nil`.
    /// - Parameter state: A compound or history state, or `nil` for the chart itself.
    /// - Returns: The targets; empty for other states and unknown ids.
    package func defaultTargets(of state: StateID?) -> [StateID] {
        let node: Int
        if let state {
            guard let found = storage.table.index[state] else { return [] }
            node = found
        } else {
            node = 0
        }
        let transition = storage.nodes[node].initial
        guard transition >= 0 else { return [] }
        return storage.transitions[transition].targets.compactMap { storage.nodes[$0].id }
    }
}
