import ArgumentParser
import Switchyard
import SwitchyardDiagrams

/// `switchyard diff A B`
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the states and transitions added and removed between two diagrams, and the first event "
            + "sequence on which they run differently."
    )

    @Argument(help: "The old diagram.")
    var old: String

    @Argument(help: "The new diagram.")
    var new: String

    @Option(
        help: "Output format: text or json.", completion: .list(["text", "json"]), transform: OutputFormat.textOrJSON)
    var format: OutputFormat = .text

    @Flag(
        help: ArgumentHelp(
            "Exit with status 1 when the diagrams differ, or when the behaviour search stopped at its limit "
                + "without finding a difference."))
    var exitCode = false

    @OptionGroup var input: DiagramFormatOptions

    func run() throws {
        let (oldGraph, oldChart) = try read(old)
        let (newGraph, newChart) = try read(new)
        let diff = DiagramDiff(from: oldGraph, to: newGraph, oldChart: oldChart, newChart: newChart)
        switch format {
        case .text, .swiftTesting: StandardStreams.output(diff.text)  // `validate()` refuses swift-testing.
        case .json: StandardStreams.output(CommandJSON.text(diff))
        }
        // A search cut short proves nothing: said on standard error whatever the format, and not a pass.
        if let incomplete = diff.behaviourIncomplete { StandardStreams.error("warning: \(incomplete)\n") }
        if exitCode && !diff.isEmpty { throw ExitCode(1) }
    }

    /// The graph of `path` and the chart it runs as (`trace` runs the same), or why it cannot run.
    private func read(_ path: String) throws -> (StateGraph, Result<BehaviourChart, DiagramParseError>) {
        switch try input.diagram(path, drawingAllowed: true) {
        case .graph(let graph):
            let chart = Result { () throws(DiagramParseError) in BehaviourChart(try DiagramChart(graph)) }
            return (graph, chart)
        case .scxml(let diagram):
            return (diagram.graph, .success(BehaviourChart(diagram.chart)))
        }
    }
}
