public import Switchyard

/// Steps through a chart on the statechart engine: a drawing's ``DiagramChart``, or an SCXML document's own chart
/// (``SCXMLDiagram``, whose conditions, actions and data model run). The active configuration, the events it
/// accepts, step, back and reset.
public struct DiagramSimulation: Sendable {
    /// One step taken.
    public struct Step: Sendable, Hashable {
        /// The configuration before (the atomic states joined by `, `).
        public var from: String?
        /// The event sent.
        public var event: String
        /// The configuration after, or `nil` when the chart stopped in a top-level final state.
        public var to: String?
        /// The arrows taken, as positions in the graph's `transitions`, in the order the engine took them.
        public var arrows: [Int]
    }

    private var stepper: any SimulationStepping

    /// Starts a simulation of a drawing in its initial configuration.
    /// - Parameter graph: The diagram.
    /// - Throws: ``DiagramParseError`` when the diagram cannot run (see ``DiagramChart``).
    public init(_ graph: StateGraph) throws(DiagramParseError) {
        stepper = Stepper(try DiagramChart(graph))
    }

    /// Starts a simulation of an SCXML chart in its initial configuration (after its initial macrostep and the
    /// events it sent itself).
    /// - Parameter diagram: The chart and its graph.
    public init(_ diagram: SCXMLDiagram) {
        stepper = Stepper(diagram)
    }

    /// The active configuration: atomic states joined by `, `; `nil` once the chart has stopped.
    public var current: String? { stepper.current }

    /// The initial configuration.
    public var initial: String? { stepper.initial }

    /// Whether a step was taken since the start or the last reset (what ``back()`` returns from).
    public var hasPreviousStep: Bool { stepper.hasPrevious }

    /// The events accepted now: for a drawing, the labels of the arrows leaving the active states, innermost first;
    /// for SCXML, the event names of the active states' transitions that change something when sent now.
    public var acceptedEvents: [String] { stepper.acceptedEvents }

    /// Sends `event`: for a drawing, a label as drawn, its event part, or a guard-only label's guard text; for
    /// SCXML, an event name.
    /// - Parameter event: The event.
    /// - Returns: The step, or `nil` when nothing happens (nothing changes).
    @discardableResult
    public mutating func send(_ event: String) -> Step? {
        stepper.send(event)
    }

    /// Returns to the configuration before the last step.
    /// - Returns: `false` when there is no earlier step.
    @discardableResult
    public mutating func back() -> Bool {
        stepper.back()
    }

    /// Returns to the initial configuration and forgets the steps taken.
    public mutating func reset() {
        stepper.reset()
    }
}
