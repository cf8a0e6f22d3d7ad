import Switchyard

/// A chart that `simulate` and `paths` run on the one engine, with the graph whose arrows its steps are reported
/// in: a drawing's ``DiagramChart`` or an ``SCXMLDiagram``. The search, the simulation and the coverage are written
/// once against this, so the two kinds of input cannot be stepped through differently.
protocol ExecutableDiagram: Sendable {
    /// One point of a run, between macrosteps.
    associatedtype Run: Sendable
    /// What tells two runs apart for a search.
    associatedtype Key: Hashable

    /// The graph the arrows are positions in.
    var graph: StateGraph { get }

    /// A started run, and the arrows its initial macrostep took.
    func startRun() -> (run: Run, arrows: [Int])

    /// The configuration as the drawing names it (atomic states joined by `, `), `nil` once the chart finished (a
    /// chart stopped at the step limit keeps the configuration it was stopped in).
    func name(of run: Run) -> String?

    /// How the chart was stopped at the step limit in `run` (it never settled); `nil` when it was not.
    func stepLimitStop(of run: Run) -> StatechartStepLimit?

    /// What tells `run` apart from another run.
    func key(of run: Run) -> Key

    /// Every active state of `run` (compound and parallel ones included).
    func activeStates(of run: Run) -> [String]

    /// The active atomic states of `run`, in document order.
    func atomicStates(of run: Run) -> [String]

    /// The events to offer in `run`, in the order to offer them.
    func enabledEvents(of run: Run) -> [String]

    /// The run after `event` and the arrows it took; `nil` when the event changes nothing.
    func sending(_ event: String, to run: Run) -> (run: Run, arrows: [Int])?

    /// The virtual clock of `run`; `nil` for a chart that makes no delayed sends.
    func clock(of run: Run) -> DiagramClock?

    /// The run after the clock advanced to `time` (`nil`: to the time the next pending send falls due), with the
    /// delayed sends delivered on the way, in order; `nil` for a chart without a clock.
    func advancing(_ run: Run, to time: Duration?) -> (run: Run, deliveries: [DiagramClock.Delivery])?
}

extension DiagramChart: ExecutableDiagram {
    func startRun() -> (run: DiagramRun, arrows: [Int]) {
        var interpreter = start()
        let arrows = takenArrows(&interpreter)
        return (DiagramRun(interpreter), arrows)
    }

    func name(of run: DiagramRun) -> String? { run.name }

    func stepLimitStop(of run: DiagramRun) -> StatechartStepLimit? { run.interpreter.stepLimitStop }

    func key(of run: DiagramRun) -> DiagramRun.Key { run.key }

    func activeStates(of run: DiagramRun) -> [String] { run.interpreter.configuration.states }

    func atomicStates(of run: DiagramRun) -> [String] { run.interpreter.configuration.atomicStates }

    func enabledEvents(of run: DiagramRun) -> [String] { enabledEvents(run.interpreter) }

    func sending(_ event: String, to run: DiagramRun) -> (run: DiagramRun, arrows: [Int])? { run.sending(event) }

    /// A drawing makes no delayed sends.
    func clock(of run: DiagramRun) -> DiagramClock? { nil }

    func advancing(_ run: DiagramRun, to time: Duration?) -> (run: DiagramRun, deliveries: [DiagramClock.Delivery])? {
        nil
    }
}
