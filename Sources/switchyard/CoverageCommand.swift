import ArgumentParser
import SwitchyardDiagrams
import SwitchyardInspectorServer

/// `switchyard coverage DRAWING LOG`
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Print what an exported event log exercised of a drawing, and what it never did.",
        discussion: """
            LOG is an inspector log or the JSON of a store's EventLog. Each store's events are replayed through \
            the drawing from its start; states, arrows, guard outcomes and pairs of arrows never exercised are \
            listed as FILE:LINE:COL.
            """
    )

    @Argument(help: "The diagram file, or - for standard input.")
    var drawing: String

    @Argument(help: "The exported log (inspector log or EventLog JSON).")
    var log: String

    @OptionGroup var input: DiagramInputOptions

    func run() throws {
        let graph = try input.graph(drawing)
        let bytes = try DiagramInput.bytes(log)
        let sequences: [[String]]
        do {
            sequences = try InspectorLogLoader.eventSequences(in: bytes, name: log)
        } catch {
            StandardStreams.error("switchyard: error: \(log): \(error)\n")
            throw ExitCode(2)
        }
        let coverage = try DiagramInput.executable(drawing) { () throws(DiagramParseError) in
            try LogCoverage.coverage(of: sequences, in: graph, file: drawing)
        }
        StandardStreams.output(coverage.description + "\n")
    }
}
