import ArgumentParser
import Switchyard
import SwitchyardDiagrams

/// `switchyard paths FILE [--cover states|transitions] [--format text|json|swift-testing]`
struct PathsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "paths",
        abstract: "Print shortest event sequences from the initial state covering every state or transition."
    )

    @OptionGroup var input: DiagramInputOptions

    /// What `--cover` accepts (``PathCoverage`` by name).
    enum Cover: String, ExpressibleByArgument, CaseIterable {
        case states, transitions
    }

    @Option(help: "What to cover: states or transitions.")
    var cover: Cover = .states

    @Option(help: "Output format: text, json or swift-testing.")
    var format: OutputFormat = .text

    @Option(help: "For swift-testing: the namespace of the generated machine (default: from the file name).")
    var typeName: String?

    func run() throws {
        let file = input.file
        let diagram = try input.diagram()
        let graph = diagram.graph
        let coverage: PathCoverage = cover == .states ? .states : .transitions
        let plan: PathPlan
        switch diagram {
        case .graph(let graph):
            plan = try DiagramInput.executable(file) { () throws(DiagramParseError) in
                try PathPlanner.plan(graph, cover: coverage, file: file)
            }
        case .scxml(let chart):
            plan = PathPlanner.plan(chart, cover: coverage, file: file)
        }
        switch format {
        case .text: StandardStreams.output(PathFormatter.text(plan))
        case .json: StandardStreams.output(PathFormatter.json(plan))
        case .swiftTesting:
            let type = typeName ?? SwiftMachineGenerator.typeName(forFile: file)
            guard case .scxml(let chart) = diagram else {
                StandardStreams.output(PathFormatter.swiftTesting(plan, graph: graph, typeName: type))
                return
            }
            do {
                // The statechart `generate swift` writes for the document, or its refusal, word for word.
                StandardStreams.output(try PathFormatter.swiftTesting(plan, diagram: chart, typeName: type))
            } catch {
                StandardStreams.error(
                    DiagnosticLine.text(file: file, line: error.line ?? 1, column: error.column, message: error.message)
                        + "\n")
                throw ExitCode(2)
            }
        }
    }
}
