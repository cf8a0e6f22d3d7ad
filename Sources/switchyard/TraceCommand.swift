import ArgumentParser
import SwitchyardDiagrams

/// `switchyard trace CHART [--events FILE|-]`
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a statechart on a virtual clock and print its configurations as JSON.",
        discussion: """
            EVENTS is a JSON array of {"event": "name", "after": milliseconds}; without --events no event is sent. \
            Prints {"initial", "steps": [{"event", "configuration"}], "configuration", "done"}.
            """
    )

    @Argument(help: "The chart (.scxml).")
    var chart: String

    @Option(help: "A JSON file of events, or - for standard input.")
    var events: String?

    func run() throws {
        let bytes = try DiagramInput.bytes(chart)
        let scxml: SCXMLChart
        do {
            scxml = try SCXMLReader().read(bytes: bytes)
        } catch {
            StandardStreams.error("\(chart):\(error.line):\(error.column): error: \(error.message) [syntax]\n")
            throw ExitCode(2)
        }
        var list: [TraceEvent] = []
        if let events {
            do {
                list = try TraceEvent.list(from: try DiagramInput.bytes(events))
            } catch let error as DiagramParseError {
                StandardStreams.error("\(events):\(error.line):\(error.column): error: \(error.message)\n")
                throw ExitCode(2)
            }
        }
        let result = StatechartTracer<SCXMLDataModel>().trace(scxml.makeInterpreter(), events: list)
        StandardStreams.output(result.json)
    }
}
