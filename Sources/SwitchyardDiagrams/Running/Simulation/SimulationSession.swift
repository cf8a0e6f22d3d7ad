public import Switchyard

/// The line-by-line conversation of `switchyard simulate`: reads one command or event name per line and answers
/// with text, so it works the same at a terminal and from a pipe.
///
/// Commands: an event label (as drawn, or without its guard and action) takes it; `wait` lets virtual time pass
/// until the next pending delayed send falls due, and `wait 500ms` (or `wait 1.5s`: SCXML's `delay` syntax) lets
/// that much pass, delivering the sends that fall due meanwhile in order (an SCXML chart's clock; a drawing has
/// none); `back` undoes a step or a wait; `reset` returns to the initial state; `quit` (or the end of input) ends;
/// `help` lists these. Empty lines are ignored. The command words win over events of the same name.
public struct SimulationSession: Sendable {
    /// The simulation.
    public private(set) var simulation: DiagramSimulation

    /// Starts a session.
    /// - Parameter graph: The diagram.
    /// - Throws: ``DiagramParseError`` when the diagram cannot run (see ``DiagramChart``).
    public init(_ graph: StateGraph) throws(DiagramParseError) {
        simulation = try DiagramSimulation(graph)
    }

    /// Starts a session on an SCXML chart, which runs as written (conditions, actions, the data model).
    /// - Parameter diagram: The chart and its graph.
    public init(_ diagram: SCXMLDiagram) {
        simulation = DiagramSimulation(diagram)
    }

    /// The active configuration and the events it accepts, one per line (labels may contain commas), ending with a
    /// newline: `state: X` (the atomic states joined by `, `, one per concurrent region), then `accepts:` and each
    /// event indented by two spaces, or `accepts: (nothing)`; then, while delayed sends are pending, `pending:` and
    /// each as `  EVENT at TIME (in DURATION)`, with `, id ID` when it has one, in the order they fall due. A chart
    /// stopped at the step limit adds `stopped: ` and the `StatechartStepLimit` description after the state.
    public var status: String {
        let state = simulation.current ?? (!simulation.hasPreviousStep ? "(no initial state)" : "[*] (finished)")
        let events = simulation.acceptedEvents
        var out = "state: \(state)\n"
        if let stop = simulation.stepLimitStop { out += "stopped: \(stop)\n" }
        out += events.isEmpty ? "accepts: (nothing)\n" : "accepts:\n" + events.map { "  " + $0 + "\n" }.joined()
        let pending = simulation.pendingSends
        if !pending.isEmpty {
            out += "pending:\n"
            for send in pending {
                out += "  \(send.event) at \(ClockText.text(send.due)) (in \(ClockText.text(send.due - simulation.now))"
                out += (send.id.map { ", id \($0))" } ?? ")") + "\n"
            }
        }
        return out
    }

    /// The help text `help` prints before the status.
    public static let help = """
        type an event to take it; wait: let time pass until the next delayed send falls due; wait 500ms, \
        wait 1.5s: let that much virtual time pass; back, reset, quit

        """

    /// Handles one input line.
    /// - Parameter line: The line, without its line break.
    /// - Returns: The text to print, and whether the session is over.
    public mutating func handle(_ line: String) -> (output: String, finished: Bool) {
        let input = line.trimmingCharacters(in: " \t\r")
        switch input {
        case "": return ("", false)
        case "quit", "exit": return ("", true)
        case "help":
            return (Self.help + status, false)
        case "back":
            guard simulation.back() else { return ("nothing to go back to\n" + status, false) }
            return ("back\n" + status, false)
        case "reset":
            simulation.reset()
            return ("reset\n" + status, false)
        case "wait":
            return (wait(nil), false)
        case _ where input.hasPrefix("wait ") || input.hasPrefix("wait\t"):
            let text = String(input.dropFirst(5))
            guard let duration = ClockText.duration(text) else {
                return (
                    "not a duration: \(text.trimmingCharacters(in: " \t")) (write it as 500ms or 1.5s)\n" + status,
                    false
                )
            }
            return (wait(duration), false)
        default:
            let from = simulation.current ?? "[*]"
            guard let move = simulation.send(input) else {
                return ("not accepted in \(from): \(input)\n" + status, false)
            }
            return ("\(from) --\(input)--> \(move.to ?? "[*]")\n" + status, false)
        }
    }
}

extension SimulationSession {
    /// Lets time pass (`nil`: until the next pending send falls due) and says what happened.
    private mutating func wait(_ duration: Duration?) -> String {
        let start = simulation.now
        var current = simulation.current
        let delivered = duration.map { simulation.advanceClock(by: $0) } ?? simulation.advanceClockToNextSend()
        guard let deliveries = delivered else {
            return "nothing to wait for: a drawing has no delayed sends\n" + status
        }
        if duration == nil && deliveries.isEmpty { return "no delayed send is pending\n" + status }
        var out = "waited \(ClockText.text(simulation.now - start)), clock at \(ClockText.text(simulation.now))\n"
        for delivery in deliveries {
            out += "at \(ClockText.text(delivery.time)): "
            if let step = delivery.step {
                out += "\(step.from ?? "[*]") --\(step.event)--> \(step.to ?? "[*]")\n"
                current = step.to
            } else {
                out += "\(delivery.event) not accepted in \(current ?? "[*]")\n"
            }
        }
        return out + status
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}
