/// What ``DiagramSimulation`` steps through, whatever the chart: a drawing's or an SCXML document's.
protocol SimulationStepping: Sendable {
    var current: String? { get }
    var initial: String? { get }
    var hasPrevious: Bool { get }
    var acceptedEvents: [String] { get }
    mutating func send(_ event: String) -> DiagramSimulation.Step?
    mutating func back() -> Bool
    mutating func reset()
}

/// Steps through one ``ExecutableDiagram``: the run now, the runs before it, and the start.
struct Stepper<Diagram: ExecutableDiagram>: SimulationStepping {
    let diagram: Diagram
    private let start: Diagram.Run
    private var run: Diagram.Run
    private var previous: [Diagram.Run] = []

    init(_ diagram: Diagram) {
        self.diagram = diagram
        start = diagram.startRun().run
        run = start
    }

    var current: String? { diagram.name(of: run) }

    var initial: String? { diagram.name(of: start) }

    var hasPrevious: Bool { !previous.isEmpty }

    var acceptedEvents: [String] { diagram.enabledEvents(of: run) }

    mutating func send(_ event: String) -> DiagramSimulation.Step? {
        guard let (next, arrows) = diagram.sending(event, to: run) else { return nil }
        let step = DiagramSimulation.Step(
            from: diagram.name(of: run), event: event, to: diagram.name(of: next), arrows: arrows)
        previous.append(run)
        run = next
        return step
    }

    mutating func back() -> Bool {
        guard let last = previous.popLast() else { return false }
        run = last
        return true
    }

    mutating func reset() {
        previous.removeAll()
        run = start
    }
}
