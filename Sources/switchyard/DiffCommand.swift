import ArgumentParser
import Foundation
import SwitchyardDiagrams

/// `switchyard diff A B`
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Print the states and transitions added and removed between two diagrams."
    )

    /// How the differences are printed.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Argument(help: "The old diagram.")
    var old: String

    @Argument(help: "The new diagram.")
    var new: String

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Exit with status 1 when the diagrams differ.")
    var exitCode = false

    @Option(help: "The notation of standard input: plantuml, mermaid or scxml.")
    var inputFormat: InputFormat?

    func run() throws {
        let diff = GraphDiff(
            from: try DiagramInput.graph(old, inputFormat: inputFormat),
            to: try DiagramInput.graph(new, inputFormat: inputFormat))
        switch format {
        case .text: StandardStreams.output(diff.text)
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            StandardStreams.output(String(decoding: try encoder.encode(diff), as: UTF8.self) + "\n")
        }
        if exitCode && !diff.isEmpty { throw ExitCode(1) }
    }
}
