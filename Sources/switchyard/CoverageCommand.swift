import ArgumentParser
import Switchyard
import SwitchyardDiagrams
import SwitchyardInspectorServer

/// `switchyard coverage DRAWING LOG [--format text|json]`
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Print what an exported event log exercised of a drawing, and what it never did.",
        discussion: """
            LOG is an inspector log or the JSON of a store's EventLog. Each store's events are replayed through \
            the drawing from its start; states, arrows, guard outcomes and pairs of arrows never exercised are \
            listed as FILE:LINE:COL.

            With --format json, one object (keys sorted): {"version": 1, "drawing": DRAWING, "sequences": N, \
            "states": SECTION, "transitions": SECTION, "guardOutcomes": SECTION, "transitionPairs": SECTION}, \
            where a SECTION is {"exercised": N, "total": N, "items": [{"name": "state closed", \
            "location": "door.puml:2:1", "exercised": true}]}; "location" is left out where the drawing has none. \
            When the search for the possible pairs stopped at its limit, the object has "truncation" (why), the text \
            an "incomplete:" line, and a warning on standard error says so.
            """
    )

    @OptionGroup var input: DiagramInputOptions

    @Argument(help: "The exported log (inspector log or EventLog JSON).")
    var log: String

    @Option(
        help: "Output format: text or json.", completion: .list(["text", "json"]), transform: OutputFormat.textOrJSON)
    var format: OutputFormat = .text

    func run() throws {
        let drawing = input.file
        let graph = try input.graph()
        let bytes = try DiagramInput.bytes(log)
        let sequences: [[String]]
        do {
            sequences = try InspectorLogLoader.eventSequences(in: bytes, name: log)
        } catch {
            // The same line `inspect` prints for a log it cannot replay.
            StandardStreams.error(DiagnosticLine.text(file: log, line: 1, message: "\(error)", code: "syntax") + "\n")
            throw ExitCode(2)
        }
        let coverage = try DiagramInput.executable(drawing) { () throws(DiagramParseError) in
            try LogCoverage.coverage(of: sequences, in: graph, file: drawing)
        }
        // Pairs beyond a cut search are not counted: said on standard error whatever the format.
        if let truncation = coverage.truncation {
            StandardStreams.error(
                DiagnosticLine.text(file: drawing, line: nil, severity: .warning, message: "\(truncation)") + "\n")
        }
        switch format {
        case .json:
            StandardStreams.output(CoverageReport(coverage, drawing: drawing, sequences: sequences.count).json)
        case .text, .swiftTesting:
            StandardStreams.output(coverage.description + "\n")
        }
    }
}
