import ArgumentParser
import SwitchyardDiagrams

/// `switchyard check FILE…`
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Parse and analyse diagrams; print findings as FILE:LINE:COL: error|warning|note: message [code]."
    )

    /// How findings are printed.
    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Argument(help: "Diagram files (.puml, .plantuml, .pu, .mmd, .mermaid), or - for standard input.")
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    @Flag(help: "Make warnings fail (exit status 1).")
    var strict = false

    @Option(help: "The notation of standard input or of files whose extension says nothing: plantuml or mermaid.")
    var inputFormat: InputFormat?

    func run() throws {
        var reports: [CheckReport] = []
        for file in files {
            let bytes = try DiagramInput.bytes(file)
            reports.append(DiagramChecker.check(file: file, bytes: bytes, format: inputFormat?.format))
        }
        switch format {
        case .json:
            StandardStreams.output(CheckReport.json(reports))
        case .text:
            for report in reports {
                for line in report.diagnosticLines { StandardStreams.output(line + "\n") }
            }
        }
        let status = reports.map { $0.exitStatus(strict: strict) }.max() ?? 0
        if status != 0 { throw ExitCode(status) }
    }
}
