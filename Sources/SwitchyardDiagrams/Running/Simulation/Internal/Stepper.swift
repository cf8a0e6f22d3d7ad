import Switchyard

/// What ``DiagramSimulation`` steps through, whatever the chart: a drawing's or an SCXML document's.
protocol SimulationStepping: Sendable {
    var current: String? { get }
    var initial: String? { get }
    var hasPrevious: Bool { get }
    var acceptedEvents: [String] { get }
    var clock: DiagramClock? { get }
    var stepLimitStop: StatechartStepLimit? { get }
    mutating func send(_ event: String) -> DiagramSimulation.Step?
    mutating func advance(to time: Duration?) -> [DiagramSimulation.Delivery]?
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

    var clock: DiagramClock? { diagram.clock(of: run) }

    var stepLimitStop: StatechartStepLimit? { diagram.stepLimitStop(of: run) }

    /// Advances the run's clock (see ``DiagramSimulation/advanceClock(by:)``); a step for ``back()`` when the
    /// clock moved or something was delivered.
    mutating func advance(to time: Duration?) -> [DiagramSimulation.Delivery]? {
        guard let before = diagram.clock(of: run), let (next, delivered) = diagram.advancing(run, to: time) else {
            return nil
        }
        var from = diagram.name(of: run)
        let deliveries = delivered.map { delivery in
            defer { from = delivery.to }
            return DiagramSimulation.Delivery(
                time: delivery.time, event: delivery.event, id: delivery.id,
                step: delivery.arrows.map {
                    DiagramSimulation.Step(from: from, event: delivery.event, to: delivery.to, arrows: $0)
                })
        }
        if !deliveries.isEmpty || diagram.clock(of: next)?.now != before.now {
            previous.append(run)
            run = next
        }
        return deliveries
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
