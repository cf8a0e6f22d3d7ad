import Switchyard

/// Steps through a diagram on the statechart engine (its ``DiagramChart``): the active configuration, the events
/// it accepts, step, back and reset.
public struct DiagramSimulation: Sendable {
    /// One step taken.
    public struct Step: Sendable, Hashable {
        /// The configuration before (``DiagramRun/name``).
        public var from: String?
        /// The event sent.
        public var event: String
        /// The configuration after, or `nil` when the chart stopped in a top-level `[*]`.
        public var to: String?
        /// The arrows taken, as positions in the graph's `transitions`, in the order the engine took them.
        public var arrows: [Int]
    }

    /// The diagram as a statechart.
    public let chart: DiagramChart
    /// The run now.
    public private(set) var run: DiagramRun
    /// The runs before the current one, oldest first (what `back` returns to).
    public private(set) var previous: [DiagramRun] = []
    private let start: DiagramRun

    /// Starts a simulation in the diagram's initial configuration.
    /// - Parameter graph: The diagram.
    /// - Throws: ``DiagramParseError`` when the diagram cannot run (see ``DiagramChart``).
    public init(_ graph: StateGraph) throws(DiagramParseError) {
        chart = try DiagramChart(graph)
        var interpreter = chart.start()
        interpreter.context.removeAll()
        start = DiagramRun(interpreter)
        run = start
    }

    /// The active configuration: atomic states joined by `, `; `nil` once the chart has stopped.
    public var current: String? { run.name }

    /// The initial configuration.
    public var initial: String? { start.name }

    /// The events accepted now: the labels of the arrows leaving the active states, innermost first.
    public var acceptedEvents: [String] { chart.enabledEvents(run.interpreter) }

    /// Sends `event`: a label as drawn, its event part, or a guard-only label's guard text.
    /// - Parameter event: The event.
    /// - Returns: The step, or `nil` when no arrow is taken (nothing changes).
    @discardableResult
    public mutating func send(_ event: String) -> Step? {
        guard let (next, arrows) = run.sending(event) else { return nil }
        let step = Step(from: run.name, event: event, to: next.name, arrows: arrows)
        previous.append(run)
        run = next
        return step
    }

    /// Returns to the configuration before the last step.
    /// - Returns: `false` when there is no earlier step.
    @discardableResult
    public mutating func back() -> Bool {
        guard let last = previous.popLast() else { return false }
        run = last
        return true
    }

    /// Returns to the initial configuration and forgets the steps taken.
    public mutating func reset() {
        previous.removeAll()
        run = start
    }
}
