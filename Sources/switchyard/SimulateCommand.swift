import ArgumentParser
import Switchyard
import SwitchyardDiagrams

/// `switchyard simulate FILE`
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Step through a diagram: shows the current state and accepted events, reads events from stdin.",
        discussion: """
            Type an event label to take it; back, reset and quit are commands. For SCXML, delayed sends are pending \
            on a virtual clock: wait lets time pass until the next one falls due, wait 500ms (or 1.5s) lets that \
            much pass. Works from a pipe. <file> cannot be -: standard input carries the events.
            """
    )

    /// The diagram file (not `-`: standard input carries the events).
    @OptionGroup var input: DiagramInputOptions

    func validate() throws {
        if input.file == "-" { throw ValidationError("simulate reads events from standard input; give a diagram file") }
    }

    func run() throws {
        var session: SimulationSession
        switch try input.diagram() {
        case .graph(let graph):
            session = try DiagramInput.executable(input.file) { () throws(DiagramParseError) in
                try SimulationSession(graph)
            }
        case .scxml(let diagram):
            session = SimulationSession(diagram)
        }
        StandardStreams.output(session.status)
        while let line = readLine(strippingNewline: true) {
            let (output, finished) = session.handle(line)
            StandardStreams.output(output)
            if finished { break }
        }
    }
}
