public import Switchyard

/// An SCXML chart with the graph drawn from the same document: what `switchyard simulate` and `paths` run when the
/// input is SCXML.
///
/// Steps run the chart itself on the one engine — conditions are evaluated, entry and exit actions run, raised and
/// sent events are processed, the data model changes — exactly as `switchyard trace` runs it. The graph only names
/// what a step did: the arrows of the `<transition>` elements taken (one per target; a targetless transition has
/// none), the `[*]` arrows of the states entered by default, and the arrow to `[*]` of a `<final>` entered.
/// Delayed sends go on a virtual clock, by the rule `trace` follows: a run can let time pass until the next pending
/// send falls due (a step of its own for `paths`, `wait` in `simulate`), which delivers it and every send due then.
public struct SCXMLDiagram: Sendable {
    /// The chart as read.
    public let chart: SCXMLChart
    /// The graph of the same document (``SCXMLReader/readGraph(bytes:)``).
    public let graph: StateGraph
    /// Per regular chart transition (`Statechart.transitions`): the graph arrows that draw it.
    let transitionArrows: [[Int]]
    /// Per state: the arrows taken when it is entered, and when (see ``EntryArrow``).
    let entryArrows: [String: [EntryArrow]]
    /// The event descriptors offered in a configuration (before their conditions are tried).
    let events: OfferedEvents
    /// The most microsteps a macrostep takes, when lower than the interpreter's own limit.
    var stepLimit: Int?

    /// An arrow a state's entry takes: its initial `[*]` arrow when its parent is entered with it (or, at the top
    /// level, at the start), its arrow to `[*]` when it is final, its history default when the composite is
    /// entered with it.
    struct EntryArrow {
        var position: Int
        /// The state that must be entered in the same microstep; `nil`: only the start; the state itself: always.
        var with: String?
    }

    /// One point of a run: the interpreter between macrosteps, on its virtual clock.
    typealias Run = TimedRun<String, String, SCXMLDataModel>

    /// What tells runs apart: the active states, the recorded history, the data model and, while the chart runs,
    /// the pending sends (relative to now).
    struct Key: Hashable {
        var states: [String]
        var history: [Int: [Int]]
        var data: SCXMLDataModel
        var pending: [Run.PendingKey]
    }

    /// Joins a chart and its graph.
    /// - Parameters:
    ///   - chart: The chart.
    ///   - graph: Its graph.
    ///   - transitionLocations: Where each regular transition of the chart is written, in the chart's order.
    init(chart: SCXMLChart, graph: StateGraph, transitionLocations: [TextPosition]) {
        self.chart = chart
        self.graph = graph
        var byLocation: [TextPosition: [Int]] = [:]
        var entries: [String: [EntryArrow]] = [:]
        for (position, arrow) in graph.transitions.enumerated() {
            switch (arrow.from, arrow.to) {
            case (.state, _):
                if case .final = arrow.to, let id = arrow.from.stateID {
                    entries[id, default: []].append(EntryArrow(position: position, with: id))
                } else if let location = arrow.textPosition {
                    byLocation[location, default: []].append(position)
                }
            case (.initial(let scope, _), .state(let target)):
                entries[target, default: []].append(EntryArrow(position: position, with: scope))
            case (.history(let scope?, _), .state(let target)):
                entries[target, default: []].append(EntryArrow(position: position, with: scope))
            default:
                break
            }
        }
        let transitions = chart.statechart.transitionList
        transitionArrows =
            transitionLocations.count == transitions.count
            ? transitionLocations.map { byLocation[$0] ?? [] } : Array(repeating: [], count: transitions.count)
        entryArrows = entries
        var parents: [String: String] = [:]
        for state in chart.statechart.stateList { parents[state.id] = state.parent }
        // Each descriptor of `event="a b.*"`; the events the platform raises itself are not offered.
        events = OfferedEvents(
            parents: parents,
            transitions: transitions.map { transition in
                (
                    transition.source,
                    transition.events.flatMap { $0.split(separator: " ").map(String.init) }.filter(Self.isOffered)
                )
            })
    }

    /// Whether an event descriptor is offered: not `*`, and not the events the platform raises itself.
    private static func isOffered(_ name: String) -> Bool {
        for platform in ["done", "error"] where name == platform || name.hasPrefix(platform + ".") { return false }
        return name != "*"
    }

    /// The arrows a macrostep took, in order.
    func arrows(_ step: StatechartMacrostep<String, String>, isStart: Bool) -> [Int] {
        var arrows: [Int] = []
        for microstep in step.microsteps {
            for transition in microstep.transitionList where transition < transitionArrows.count {
                arrows += transitionArrows[transition]
            }
            let entered = Set(microstep.entered)
            for state in microstep.entered {
                for entry in entryArrows[state] ?? [] {
                    let taken = entry.with.map { entered.contains($0) } ?? isStart
                    if taken { arrows.append(entry.position) }
                }
            }
        }
        return arrows
    }
}

extension SCXMLDiagram: ExecutableDiagram {
    func startRun() -> (run: Run, arrows: [Int]) {
        var interpreter = chart.makeInterpreter()
        if let stepLimit { interpreter.stepLimit = min(interpreter.stepLimit, stepLimit) }
        var run = Run(interpreter)
        let step = run.start()
        return (run, arrows(step, isStart: true))
    }

    func name(of run: Run) -> String? {
        run.interpreter.isFinished ? nil : run.interpreter.configuration.atomicStates.joined(separator: ", ")
    }

    func stepLimitStop(of run: Run) -> StatechartStepLimit? { run.interpreter.stepLimitStop }

    func key(of run: Run) -> Key {
        Key(
            states: run.interpreter.configuration.states, history: run.interpreter.recordedHistory,
            data: run.interpreter.context, pending: run.interpreter.isStillRunning ? run.pendingKey : [])
    }

    func activeStates(of run: Run) -> [String] { run.interpreter.configuration.states }

    func atomicStates(of run: Run) -> [String] { run.interpreter.configuration.atomicStates }

    /// The event descriptors of the transitions leaving the active states (innermost first, then in document
    /// order) that change something when sent now: conditions are evaluated, so an event whose every transition
    /// is guarded off is not offered.
    func enabledEvents(of run: Run) -> [String] {
        guard run.interpreter.isStillRunning else { return [] }
        return events.names(whileActive: run.interpreter.configuration.states).filter { name in
            sending(name, to: run) != nil
        }
    }

    func sending(_ event: String, to run: Run) -> (run: Run, arrows: [Int])? {
        var next = run
        let step = next.send(event)
        guard !step.microsteps.isEmpty else { return nil }
        return (next, arrows(step, isStart: false))
    }

    func clock(of run: Run) -> DiagramClock? {
        DiagramClock(
            now: run.now,
            pending: run.interpreter.isStillRunning
                ? run.timers.map { DiagramClock.PendingSend(event: $0.event, id: $0.id, due: $0.due) } : [])
    }

    func advancing(_ run: Run, to time: Duration?) -> (run: Run, deliveries: [DiagramClock.Delivery])? {
        var next = run
        guard let target = time ?? next.nextDue else { return (next, []) }
        var deliveries: [DiagramClock.Delivery] = []
        next.advance(to: target) { delivery, interpreter in
            deliveries.append(
                DiagramClock.Delivery(
                    event: delivery.timer.event, id: delivery.timer.id, time: delivery.timer.due,
                    arrows: delivery.step.microsteps.isEmpty ? nil : arrows(delivery.step, isStart: false),
                    to: interpreter.isFinished ? nil : interpreter.configuration.atomicStates.joined(separator: ", ")))
        }
        return (next, deliveries)
    }
}
