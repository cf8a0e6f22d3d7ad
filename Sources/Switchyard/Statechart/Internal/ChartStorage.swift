/// A compiled chart: nodes and transitions in document order, indices instead of ids.
@usableFromInline
final class ChartStorage<StateID: Hashable & Sendable, Event: Sendable, Context>: Sendable {
    @usableFromInline
    typealias Chart = Statechart<StateID, Event, Context>

    @usableFromInline
    struct Node: Sendable {
        @usableFromInline
        var id: StateID?
        @usableFromInline
        var kind: ChartStateKind
        @usableFromInline
        var parent: Int
        /// Child states, history pseudo-states excluded, in document order.
        @usableFromInline
        var children: [Int] = []
        @usableFromInline
        var histories: [Int] = []
        /// One past the last descendant: the descendants are `index + 1 ..< subtreeEnd`.
        @usableFromInline
        var subtreeEnd: Int = 0
        @usableFromInline
        var onEntry: [Chart.Action] = []
        @usableFromInline
        var onExit: [Chart.Action] = []
        /// Regular transitions, in document order.
        @usableFromInline
        var transitions: [Int] = []
        /// The initial transition of a compound state or of the chart, the default of a history state; -1 if none.
        @usableFromInline
        var initial: Int = -1

        @usableFromInline
        var isCompoundOrRoot: Bool { kind == .compound }
        @usableFromInline
        var isAtomicOrFinal: Bool { kind == .atomic || kind == .final }
        @usableFromInline
        var isHistory: Bool {
            if case .history = kind { return true }
            return false
        }
    }

    @usableFromInline
    struct CompiledTransition: Sendable {
        @usableFromInline
        var source: Int
        @usableFromInline
        var patterns: [Chart.EventPattern]
        @usableFromInline
        var guardCondition: Chart.Guard?
        @usableFromInline
        var targets: [Int]
        @usableFromInline
        var kind: StatechartTransitionKind
        @usableFromInline
        var actions: [Chart.Action]
        /// `false` for initial and history default transitions.
        @usableFromInline
        var isRegular: Bool
    }

    @usableFromInline
    let nodes: [Node]
    @usableFromInline
    let transitions: [CompiledTransition]
    @usableFromInline
    let table: StateTable<StateID>
    @usableFromInline
    let startActions: [Chart.Action]

    @inlinable
    init(nodes: [Node], transitions: [CompiledTransition], startActions: [Chart.Action]) {
        self.nodes = nodes
        self.transitions = transitions
        self.startActions = startActions
        var index: [StateID: Int] = [:]
        for (position, node) in nodes.enumerated() {
            if let id = node.id { index[id] = position }
        }
        table = StateTable(ids: nodes.map(\.id), index: index, isLeaf: nodes.map(\.isAtomicOrFinal))
    }

    /// Whether `node` is a proper descendant of `ancestor`.
    @inlinable
    func isDescendant(_ node: Int, of ancestor: Int) -> Bool {
        node > ancestor && node < nodes[ancestor].subtreeEnd
    }
}
