public import Switchyard

/// The line-by-line conversation of `switchyard simulate`: reads one command or event name per line and answers
/// with text, so it works the same at a terminal and from a pipe.
///
/// Commands: an event label (as drawn, or without its guard and action) takes it; `back` undoes a step; `reset` returns to the initial
/// state; `quit` (or the end of input) ends; `help` lists these. Empty lines are ignored.
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
    /// event indented by two spaces, or `accepts: (nothing)`.
    public var status: String {
        let state = simulation.current ?? (!simulation.hasPreviousStep ? "(no initial state)" : "[*] (finished)")
        let events = simulation.acceptedEvents
        if events.isEmpty { return "state: \(state)\naccepts: (nothing)\n" }
        return "state: \(state)\naccepts:\n" + events.map { "  " + $0 + "\n" }.joined()
    }

    /// Handles one input line.
    /// - Parameter line: The line, without its line break.
    /// - Returns: The text to print, and whether the session is over.
    public mutating func handle(_ line: String) -> (output: String, finished: Bool) {
        let input = line.trimmingCharacters(in: " \t\r")
        switch input {
        case "": return ("", false)
        case "quit", "exit": return ("", true)
        case "help":
            return ("type an event to take it; back, reset, quit\n" + status, false)
        case "back":
            guard simulation.back() else { return ("nothing to go back to\n" + status, false) }
            return ("back\n" + status, false)
        case "reset":
            simulation.reset()
            return ("reset\n" + status, false)
        default:
            let from = simulation.current ?? "[*]"
            guard let move = simulation.send(input) else {
                return ("not accepted in \(from): \(input)\n" + status, false)
            }
            return ("\(from) --\(input)--> \(move.to ?? "[*]")\n" + status, false)
        }
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
