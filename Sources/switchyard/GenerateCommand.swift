import ArgumentParser
import Switchyard
import SwitchyardDiagrams

/// `switchyard generate swift FILE`
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift source: State and Event enums and a table machine or a typed statechart.",
        discussion: """
            The generated code runs as `trace` runs the chart, or the command refuses at FILE:LINE:COL with exit \
            status 2. A drawing one current state can run is a TransitionTable machine; SCXML, and a drawing with \
            regions, history or an arrow to [*], is a Statechart with an empty Equatable Context. Defaults: \
            declarations are internal (--public), the namespace is the file's base name (--type-name). An arrow's \
            event is its label's event part (`play` for `play [hasDisc]`), else its guard; labels that share an \
            event but differ in guard also get a case of their own (`failedAttemptsEquals3`). Unlabelled arrows use \
            `completion`. States the chart adds are named xFinal, final, xHistory, xDeepHistory, xRegionN. SCXML's \
            data model (<data>, <assign>, <if>, conditions on variables) is refused.
            """
    )

    /// The languages code can be generated in.
    enum Language: String, ExpressibleByArgument, CaseIterable {
        case swift
    }

    @Argument(help: "The language to generate: swift.")
    var language: Language

    @OptionGroup var input: DiagramInputOptions

    @Option(help: "The namespace enum (default: the file's base name in UpperCamelCase).")
    var typeName: String?

    @Flag(help: "Make the generated declarations public.")
    var `public` = false

    @Flag(help: "Generate a <<choice>> as a state whose guards are events (a state function sends one on entry).")
    var choicesAsStates = false

    @Option(name: .shortAndLong, help: "The output file (standard output when omitted).")
    var output: String?

    func run() throws {
        let file = input.file
        let diagram = try input.diagram()
        var generator = SwiftMachineGenerator(
            typeName: typeName ?? SwiftMachineGenerator.typeName(forFile: file),
            sourceName: file == "-" ? nil : file.split(separator: "/").last.map(String.init),
            accessModifier: self.public ? "public" : nil)
        generator.choicesAsStates = choicesAsStates
        do {
            let source: String
            switch diagram {
            case .graph(let graph): source = try generator.generate(graph)
            case .scxml(let scxml): source = try generator.generate(scxml.chart)
            }
            try DiagramInput.write(Array(source.utf8), to: output)
        } catch let error as CodeGenerationError {
            StandardStreams.error(
                DiagnosticLine.text(file: file, line: error.line, column: error.column, message: error.message) + "\n")
            throw ExitCode(2)
        }
    }
}
