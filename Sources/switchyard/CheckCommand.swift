import ArgumentParser
import Switchyard
import SwitchyardDiagrams

/// `switchyard check FILE…`
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and analyse diagrams; print findings as FILE:LINE:COL: error|warning: message [code]."
    )

    @Argument(help: "Diagram files (.puml, .plantuml, .pu, .mmd, .mermaid, .scxml), or - for standard input.")
    var files: [String]

    @Option(
        help: "Output format: text or json.", completion: .list(["text", "json"]), transform: OutputFormat.textOrJSON)
    var format: OutputFormat = .text

    @Flag(help: "Make warnings fail (exit status 1).")
    var strict = false

    @OptionGroup var input: DiagramFormatOptions

    func run() throws {
        var reports: [CheckReport] = []
        var status: Int32 = 0
        for file in files {
            guard let bytes = DiagramInput.readBytes(file) else {
                // Unreadable: reported (stderr in text, an error object in JSON) and the other files still checked.
                let reason = DiagramInput.unreadableReason(file)
                if format == .text { StandardStreams.error("switchyard: error: cannot read \(file): \(reason)\n") }
                reports.append(CheckReport(file: file, unreadable: reason))
                status = 2
                continue
            }
            // One report per diagram: a PlantUML file may hold several `@startuml` blocks.
            for report in DiagramChecker.checkDiagrams(
                file: file, bytes: bytes, format: input.format(of: file, bytes: bytes))
            {
                reports.append(report)
                status = max(status, report.exitStatus(strict: strict))
                if format == .text {
                    for line in report.diagnosticLines { StandardStreams.output(line + "\n") }
                }
            }
        }
        if format == .json { StandardStreams.output(CheckReport.json(reports)) }
        if status != 0 { throw ExitCode(status) }
    }
}
