import ArgumentParser
import Switchyard
import SwitchyardDiagrams

/// `switchyard trace CHART [--events FILE|-] [--snapshot-each-step]`
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a statechart on a virtual clock and print its configurations as JSON.",
        discussion: """
            EVENTS is a JSON array of {"event": "name", "after": milliseconds}; without --events no event is sent. \
            Prints {"configuration", "done", "initial", "steps": [{"configuration", "event"}], "version": 2}, keys \
            sorted. A PlantUML or \
            Mermaid drawing runs as `simulate` runs it: a label is an event, an unlabelled arrow waits for \
            `completion`, a `[*]` target is a final state named `[*]` (`C[*]` inside `C`). A chart that never \
            settles (an endless loop of eventless transitions or raised events) is stopped at the step limit: \
            "done" stays false, the object has "stepLimit": true, and a warning on standard error says where \
            it stopped. A run that delivered 1,000,000 delayed sends stops delivering them: "deliveryLimit": true \
            and a warning. Both still exit 0. With --snapshot-each-step the running chart is saved to bytes after \
            every macrostep and restored from them into a new interpreter; the output is the same.
            """
    )

    /// The chart: SCXML, or a PlantUML or Mermaid state diagram.
    @OptionGroup var input: DiagramInputOptions

    @Option(help: "A JSON file of events, or - for standard input.")
    var events: String?

    @Flag(
        help:
            "After every macrostep, save the running chart to bytes and go on in a new interpreter restored from them.")
    var snapshotEachStep = false

    func run() throws {
        let chart = input.file
        let bytes = try input.bytes()
        let trace: ([TraceEvent]) throws -> TraceResult
        if input.format(of: bytes) != .scxml {
            let graph = try input.graph(bytes: bytes)
            let drawing = try DiagramInput.executable(chart) { () throws(DiagramParseError) in try DiagramChart(graph) }
            trace = { [snapshotEachStep] in
                try StatechartTracer<[Int]>().trace(
                    drawing.makeInterpreter(), events: $0, snapshotEachStep: snapshotEachStep)
            }
        } else {
            let scxml: SCXMLChart
            do {
                scxml = try SCXMLReader().read(bytes: bytes)
            } catch {
                StandardStreams.error(DiagnosticLine.text(error, in: chart, code: "syntax") + "\n")
                throw ExitCode(2)
            }
            trace = { [snapshotEachStep] in
                try StatechartTracer<SCXMLDataModel>().trace(
                    scxml.makeInterpreter(), events: $0, snapshotEachStep: snapshotEachStep)
            }
        }
        var list: [TraceEvent] = []
        if let events {
            do {
                list = try TraceEvent.list(from: try DiagramInput.bytes(events))
            } catch let error as DiagramParseError {
                StandardStreams.error(DiagnosticLine.text(error, in: events) + "\n")
                throw ExitCode(2)
            }
        }
        let result: TraceResult
        do {
            result = try trace(list)
        } catch {
            // A snapshot that does not restore is a defect of the snapshot, never of the chart.
            StandardStreams.error(
                DiagnosticLine.text(
                    file: chart, line: nil, message: "the run could not be restored from its snapshot: \(error)") + "\n"
            )
            throw ExitCode(1)
        }
        StandardStreams.output(result.json)
        // A run that stopped at a limit is never silent: the JSON says so in a field, and this says why.
        for warning in result.warnings {
            StandardStreams.error(
                DiagnosticLine.text(file: chart, line: nil, severity: .warning, message: warning) + "\n")
        }
    }
}
