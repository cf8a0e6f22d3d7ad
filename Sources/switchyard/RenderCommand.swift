import ArgumentParser
import Switchyard
import SwitchyardDiagrams

/// `switchyard render FILE --to FORMAT [-o OUT]`
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write a diagram in another notation: plantuml, mermaid, dot, scxml, or svg/png through Graphviz dot."
    )

    @OptionGroup var input: DiagramInputOptions

    /// The formats `--to` accepts (``RenderFormat`` by name).
    enum Target: String, ExpressibleByArgument, CaseIterable {
        case plantuml, mermaid, dot, scxml, svg, png
    }

    @Option(help: "The output format: plantuml, mermaid, dot, scxml, svg or png.")
    var to: Target

    @Option(name: .shortAndLong, help: "The output file (standard output when omitted).")
    var output: String?

    func run() throws {
        let diagram = try input.diagram(drawingAllowed: true)
        if to == .scxml, case .scxml(let chart) = diagram, let document = chart.chart.document {
            // SCXML from SCXML: the document as read, conditions, actions and data model included.
            try DiagramInput.write(Array(SCXMLWriter().write(document).utf8), to: output)
            return
        }
        do {
            if to == .plantuml || to == .mermaid, case .scxml(let chart) = diagram,
                let refusal = DiagramRenderer.drawingRefusal(for: chart.chart)
            {
                throw refusal
            }
            try DiagramInput.write(
                try DiagramRenderer.render(diagram.graph, as: RenderFormat(rawValue: to.rawValue) ?? .plantuml),
                to: output)
        } catch let error as RenderError {
            if to == .svg || to == .png {
                // Graphviz's failure: the tool's, not the diagram's.
                StandardStreams.error("switchyard: error: \(error.message)\n")
            } else {
                // What the notation cannot say, where the diagram says it: the one diagnostic form.
                StandardStreams.error(
                    DiagnosticLine.text(
                        file: input.file, line: error.line, column: error.column, message: error.message) + "\n")
            }
            throw ExitCode(2)
        }
    }
}
