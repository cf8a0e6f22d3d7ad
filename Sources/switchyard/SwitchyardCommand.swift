import ArgumentParser
import Foundation

/// `switchyard`: check, render, generate and test state diagrams.
@main
struct SwitchyardCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "switchyard",
        abstract: "Check, render, generate code from, run and inspect PlantUML, Mermaid and SCXML state diagrams.",
        discussion: """
            Exit status: 0 fine, 1 findings at error level (or warnings with --strict), \
            2 unreadable or malformed input or bad usage.
            """,
        version: "0.7.0",
        subcommands: [
            CheckCommand.self, RenderCommand.self, GenerateCommand.self, PathsCommand.self, DiffCommand.self,
            SimulateCommand.self, TraceCommand.self, InspectCommand.self, CoverageCommand.self,
        ]
    )

    /// Runs the command line, mapping argument-parser's usage errors to exit status 2 (not its default 64).
    /// With no arguments at all, the help goes to standard error and the status is 2: a subcommand is required.
    static func main() async {
        if CommandLine.arguments.count <= 1 {
            StandardStreams.error(helpMessage() + "\n")
            Foundation.exit(2)
        }
        do {
            var command = try parseAsRoot()
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if code == .success {
                if !message.isEmpty { print(message) }
                Foundation.exit(0)
            }
            if !message.isEmpty { StandardStreams.error(message + "\n") }
            if code == .validationFailure || code.rawValue == 64 { Foundation.exit(2) }
            Foundation.exit(code.rawValue)
        }
    }
}
