import Foundation
import ProcessTestSupport
import Testing

/// End-to-end: every subcommand reads its input through one option group, so `--help` works everywhere and each
/// command that reads a diagram offers `--input-format` once, spelled and explained the same way, with the
/// library's notations (`DiagramFormat`) as its values.
@Suite(.timeLimit(.minutes(5)))
struct InputOptionsTests {
    static let runnable = CLIRunner.executable != nil

    static let subcommands = [
        "check", "render", "generate", "paths", "diff", "simulate", "trace", "inspect", "coverage",
    ]

    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func theRootHelpListsEverySubcommand() async throws {
        let result = try await CLIRunner.run(["--help"])
        #expect(result.status == 0, "\(result)")
        for name in Self.subcommands { #expect(result.stdout.contains("\n  \(name) "), "\(name)") }
    }

    @Test(.enabled(if: runnable, "needs the built switchyard executable"), arguments: subcommands)
    func everySubcommandsHelpOffersTheInputFormatOnce(_ name: String) async throws {
        let result = try await CLIRunner.run([name, "--help"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.isEmpty)
        let help = result.stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(separator: " ")
        #expect(help.components(separatedBy: "--input-format <input-format>").count == 3, "\(help)")  // usage, option
        #expect(help.contains("The notation of standard input, or of a file whose extension says nothing"))
        #expect(help.contains("plantuml, mermaid or scxml"))
    }

    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func anUnknownInputFormatIsBadUsageNamingTheNotations() async throws {
        let result = try await CLIRunner.run(["trace", "-", "--input-format", "xml"], input: "")
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "Error: The value 'xml' is invalid for '--input-format <input-format>'. Please provide one of "
                    + "'plantuml', 'mermaid' or 'scxml'."),
            "\(result.stderr)")
    }

    /// The file argument is the group's: the one-diagram commands name it `<file>`, and `generate` still takes its
    /// language first.
    @Test(.enabled(if: runnable, "needs the built switchyard executable"))
    func theOneDiagramCommandsTakeTheirFileFromTheGroup() async throws {
        for name in ["render", "paths", "simulate", "trace", "coverage"] {
            let result = try await CLIRunner.run([name, "--help"])
            #expect(result.stdout.contains("USAGE: switchyard \(name) <file>"), "\(result.stdout)")
        }
        let generate = try await CLIRunner.run(["generate", "--help"])
        #expect(generate.stdout.contains("USAGE: switchyard generate <language> <file>"), "\(generate.stdout)")
        let chart = "@startuml\n[*] --> a\na --> b : go\n@enduml\n"
        let trace = try await CLIRunner.run(["trace", "-", "--input-format", "plantuml"], input: chart)
        #expect(trace.status == 0, "\(trace)")
        #expect(trace.stdout.contains("\"initial\""))
    }
}
