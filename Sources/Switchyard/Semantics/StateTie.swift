/// The state a piece of work is tied to, so that leaving that state cancels it: the one key under which every store
/// keeps its state-tied work (``EffectsInFlight``), whatever machine asked for it.
///
/// A machine's state is named by how many child flows in it is: `depth` 0 is the state of the machine the store
/// runs, 1 the state of the child flow that state hosts, and so on (``Flow/step(from:on:state:event:)`` adds a level
/// for each parent an effect passes). A statechart's state is named, inside that, by its position in the chart
/// (`chartState`): a chart's move exits some of its states and keeps others, so its work is tied to the chart's
/// state that asked for it, not to the machine's state as a whole.
@usableFromInline
struct StateTie: Hashable, Sendable {
    /// How many child flows in the state is: 0 for the state of the machine the store runs.
    @usableFromInline var depth: Int
    /// The statechart state at that level, by its position in the chart; `nil` for the machine's state at that
    /// level as a whole.
    @usableFromInline var chartState: Int?

    @inlinable
    init(depth: Int, chartState: Int? = nil) {
        self.depth = depth
        self.chartState = chartState
    }

    /// The machine's state `depth` child flows in, as a whole.
    @inlinable
    static func state(depth: Int) -> StateTie { StateTie(depth: depth) }

    /// The same tie, one child flow further in: how a parent sees what its child tied.
    var nestedOneLevel: StateTie { StateTie(depth: depth + 1, chartState: chartState) }

    /// Whether leaving the state this tie names cancels work tied to `other` — the rule of which work an exit stops,
    /// written once.
    ///
    /// Leaving a machine's state (no `chartState`) cancels the work tied to it and to every state nested in it: the
    /// states of child flows deeper in, and the states of any chart among them. It does not cancel the work a chart
    /// at that same level tied to its own states: a chart's move is an external step of its host, but it exits only
    /// the chart states it names, each of which is left through its own tie. Leaving a chart's state cancels the
    /// work tied to exactly that state (the chart exits a compound state's descendants one by one, before it).
    func covers(_ other: StateTie) -> Bool {
        if let chartState { return other == StateTie(depth: depth, chartState: chartState) }
        return other.depth > depth || (other.depth == depth && other.chartState == nil)
    }
}
