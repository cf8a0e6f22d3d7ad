public import Switchyard

/// Steps through a chart on the statechart engine: a drawing's ``DiagramChart``, or an SCXML document's own chart
/// (``SCXMLDiagram``, whose conditions, actions and data model run). The active configuration, the events it
/// accepts, step, back and reset — and, for SCXML, a virtual clock on which delayed sends fall due as in
/// ``StatechartTracer`` (``advanceClock(by:)``, ``advanceClockToNextSend()``).
public struct DiagramSimulation: Sendable {
    /// One step taken.
    public struct Step: Sendable, Hashable {
        /// The configuration before (the atomic states joined by `, `).
        public var from: String?
        /// The event sent.
        public var event: String
        /// The configuration after, or `nil` when the chart finished in a top-level final state (a chart stopped at
        /// the step limit is named by the states it was stopped in: see ``DiagramSimulation/stepLimitStop``).
        public var to: String?
        /// The arrows taken, as positions in the graph's `transitions`, in the order the engine took them.
        public var arrows: [Int]
    }

    /// A delayed send pending on the virtual clock.
    public struct PendingSend: Sendable, Hashable {
        /// The event it delivers.
        public var event: String
        /// The id the chart gave it (`<send id>`), by which `<cancel>` drops it.
        public var id: String?
        /// When it falls due: virtual time since the start.
        public var due: Duration

        /// Creates a pending send.
        /// - Parameters:
        ///   - event: The event it delivers.
        ///   - id: Its id.
        ///   - due: When it falls due.
        public init(event: String, id: String?, due: Duration) {
            self.event = event
            self.id = id
            self.due = due
        }
    }

    /// A delayed send delivered because the clock reached it.
    public struct Delivery: Sendable, Hashable {
        /// When it fell due: virtual time since the start.
        public var time: Duration
        /// The event delivered.
        public var event: String
        /// The send's id, if any.
        public var id: String?
        /// The step the event caused; `nil` when the chart ignored it (nothing changed).
        public var step: Step?
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

    /// The active configuration: atomic states joined by `, `; `nil` once the chart has finished (reached a
    /// top-level final state). A chart stopped at the step limit keeps the configuration it was stopped in.
    public var current: String? { stepper.current }

    /// How the chart was stopped at the step limit (it never settled: an endless loop of eventless transitions or
    /// raised events); `nil` when it was not. A stopped chart accepts no event.
    public var stepLimitStop: StatechartStepLimit? { stepper.stepLimitStop }

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

    /// Whether the chart runs on a virtual clock: an SCXML chart, whose sends may be delayed; a drawing has none.
    public var hasClock: Bool { stepper.clock != nil }

    /// The virtual time since the start (zero without a clock).
    public var now: Duration { stepper.clock?.now ?? .zero }

    /// The delayed sends pending, in the order they fall due (sends made earlier first when due together).
    public var pendingSends: [PendingSend] {
        (stepper.clock?.pending ?? []).map { PendingSend(event: $0.event, id: $0.id, due: $0.due) }
    }

    /// Lets `duration` of virtual time pass, delivering the delayed sends that fall due meanwhile, in order, each
    /// run to completion (a send made by a delivery is delivered too when it falls due in time). Undone by
    /// ``back()``.
    /// - Parameter duration: How long to wait (not negative).
    /// - Returns: The deliveries, in order; `nil` when the chart has no clock.
    @discardableResult
    public mutating func advanceClock(by duration: Duration) -> [Delivery]? {
        stepper.advance(to: now + max(duration, .zero))
    }

    /// Lets virtual time pass until the next pending send falls due, delivering it and every other send due then.
    /// Undone by ``back()``.
    /// - Returns: The deliveries, in order (empty when nothing is pending: the clock stays); `nil` when the chart
    ///   has no clock.
    @discardableResult
    public mutating func advanceClockToNextSend() -> [Delivery]? {
        stepper.advance(to: nil)
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
