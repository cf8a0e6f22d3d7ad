public import Switchyard

/// A drawing made executable: the string-keyed `Statechart` that any diagram the tool reads (PlantUML, Mermaid or
/// SCXML, through its `StateGraph`) stands for, run by the one statechart engine of `Switchyard`.
///
/// How a drawing becomes a chart:
/// - A composite state is a compound state; its inner `[*] -->` arrow is its initial transition (without one, its
///   first child is entered).
/// - A composite with concurrent regions (`--` or `||` in PlantUML, `--` in Mermaid) is a parallel state with one
///   compound state per region, named `X[1]`, `X[2]`, … (1-based, in drawing order).
/// - `[*]` as a target is a final state named `[*]` at top level, or `C[*]` inside the composite or region `C`.
/// - `[H]` and `[H*]` (and `<<history>>` / `<<history*>>` nodes) are the shallow and deep history states of their
///   composite, named `X[H]` and `X[H*]`; an arrow drawn from a history gives its default.
/// - A synthetic name that a diagram already uses gets `'` appended until it is unique, so synthetic states never
///   collide with the drawing's identifiers; every state the drawing names keeps its identifier.
/// - A labelled arrow is taken on an event named by its label. The event may be written as the whole label as drawn
///   (`go [ready] / start`), its event part (`go`), or, for a label that is only a guard, the guard text (`ready`).
///   Guard text is never evaluated: a drawing cannot say what it means, so a guarded arrow is a choice the one who
///   runs the chart makes by sending that label. Several arrows matching the event sent: the first in document
///   order wins (SCXML's rule).
/// - An unlabelled arrow from a state is a completion transition, taken on the event ``completionEvent``
///   (`completion`, the event generated table machines use for it) and, from a composite, also when the composite
///   completes (`done.state.X`). It is not taken at once: a drawing's unlabelled arrow usually stands for "when it
///   is done", which the drawing does not say, so whoever runs the chart says it (and `check`'s reachability, which
///   counts every arrow, agrees).
/// - A choice point (and a `<<start>>` node) is a transient state whose unlabelled branches are taken at once;
///   guarded branches wait for their label to be sent (see above).
/// - A fork is a transient state whose one eventless transition enters all its targets (in several regions). A
///   join cannot be expressed (the engine has no transition with several sources) and is refused with the join's
///   line and column, as is a history outside any composite and a nesting of composites deeper than 200.
/// - A loop of unlabelled arrows would never end a step: the run is stopped at the step limit, a few times as many
///   microsteps as the drawing has states and arrows, and is then neither running nor finished
///   (`StatechartStepLimit`).
///
/// Each transition's action appends the position of its arrow in ``graph``'s `transitions` to the context, so a run
/// says which arrows it took (``takenArrows(_:)``).
public struct DiagramChart: Sendable {
    /// The event that takes a state's unlabelled arrows.
    public static let completionEvent = "completion"

    /// The chart's type: state ids and event names are strings; the context lists the arrows taken.
    public typealias Chart = Statechart<String, String, [Int]>
    /// The interpreter's type.
    public typealias Interpreter = StatechartInterpreter<String, String, [Int]>

    /// The diagram.
    public let graph: StateGraph
    /// The chart.
    public let statechart: Chart
    /// The states the drawing does not name: region compounds, finals and history states, as named above.
    public let syntheticStates: Set<String>
    /// The top-level `[*]` arrow the start takes, if any.
    let initialArrow: Int?
    /// The arrow each composite is entered by when an arrow enters it directly, by position in ``graph``'s
    /// `transitions`: its first region's inner `[*]` arrow, or the first arrow of the `<<start>>` state it is entered
    /// at; a composite with neither is absent (it enters its first child). Code generation's flat table reads its
    /// entries here, so a generated machine enters composites as the chart does.
    let entryArrows: [String: Int]
    /// The labels offered in a configuration.
    let events: OfferedEvents

    /// Builds the chart for `graph`.
    /// - Parameter graph: The diagram.
    /// - Throws: ``DiagramParseError`` at the line and column of a join, a history outside a composite, or another
    ///   construct the engine cannot run.
    /// - Complexity: O(*n* + *m*) in the numbers of nodes and arrows.
    public init(_ graph: StateGraph) throws(DiagramParseError) {
        var builder = DiagramChartBuilder(graph)
        let built = try builder.build()
        self.graph = graph
        self.statechart = built.chart
        self.syntheticStates = built.synthetic
        self.initialArrow = built.initialArrow
        self.entryArrows = built.entryArrows
        var parents: [String: String] = [:]
        for state in built.chart.stateList { parents[state.id] = state.parent }
        events = OfferedEvents(
            parents: parents,
            transitions: built.chart.transitionList.map { transition in
                (transition.source, transition.events.filter { !$0.hasPrefix("done.state.") })
            })
    }

    /// A new interpreter for the chart, not yet started (for ``StatechartTracer``, which starts it itself).
    /// - Returns: The interpreter, with the step limit that stops a loop of unlabelled arrows.
    public func makeInterpreter() -> Interpreter {
        var interpreter = Interpreter(statechart, context: [])
        interpreter.recordsMicrosteps = false
        // A drawing's macrostep passes each arrow a few times at most; more is a loop of unlabelled arrows.
        interpreter.stepLimit = 1_000 + 4 * (graph.states.count + graph.transitions.count)
        return interpreter
    }

    /// A new interpreter for the chart, started (in its initial configuration).
    /// - Returns: The interpreter.
    public func start() -> Interpreter {
        var interpreter = makeInterpreter()
        interpreter.start()
        if let initialArrow { interpreter.context.insert(initialArrow, at: 0) }
        return interpreter
    }

    /// The arrows taken since the context was last cleared, as positions in ``graph``'s `transitions`, in order;
    /// clears the record.
    /// - Parameter interpreter: An interpreter of this chart.
    /// - Returns: The positions.
    public func takenArrows(_ interpreter: inout Interpreter) -> [Int] {
        defer { interpreter.context.removeAll(keepingCapacity: true) }
        return interpreter.context
    }

    /// The distinct event names that take an arrow in the interpreter's configuration: the labels of the arrows
    /// leaving its active states, innermost states first, then in document order.
    /// - Parameter interpreter: An interpreter of this chart.
    /// - Returns: The labels as drawn.
    /// - Complexity: O(active states + their transitions), whatever the size of the chart.
    public func enabledEvents(_ interpreter: Interpreter) -> [String] {
        guard interpreter.isStillRunning else { return [] }
        return events.names(whileActive: interpreter.configuration.states)
    }

    /// The active states the drawing shows: the atomic states of the configuration, in document order.
    /// - Parameter interpreter: An interpreter of this chart.
    /// - Returns: The state ids (finals appear under their synthetic `[*]` names).
    public func activeStates(_ interpreter: Interpreter) -> [String] {
        interpreter.configuration.atomicStates
    }
}
