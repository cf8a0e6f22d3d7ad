import ArgumentParser
import SwitchyardDiagrams

/// `switchyard generate swift FILE`
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift source: State and Event enums and a Switchyard table machine."
    )

    /// The languages code can be generated in.
    enum Language: String, ExpressibleByArgument, CaseIterable {
        case swift
    }

    @Argument(help: "The language to generate: swift.")
    var language: Language

    @Argument(help: "The diagram file, or - for standard input.")
    var file: String

    @Option(help: "The namespace enum (default: the file's base name in UpperCamelCase).")
    var typeName: String?

    @Flag(help: "Make the generated declarations public.")
    var `public` = false

    @Flag(help: "Generate a <<choice>> as a state whose guards are events (a state function sends one on entry).")
    var choicesAsStates = false

    @Option(name: .shortAndLong, help: "The output file (standard output when omitted).")
    var output: String?

    @Option(help: "The notation of the input when its extension says nothing: plantuml, mermaid or scxml.")
    var inputFormat: InputFormat?

    func run() throws {
        let graph = try DiagramInput.graph(file, inputFormat: inputFormat)
        var generator = SwiftMachineGenerator(
            typeName: typeName ?? SwiftMachineGenerator.typeName(forFile: file),
            sourceName: file == "-" ? nil : file.split(separator: "/").last.map(String.init),
            accessModifier: self.public ? "public" : nil)
        generator.choicesAsStates = choicesAsStates
        do {
            try DiagramInput.write(Array(try generator.generate(graph).utf8), to: output)
        } catch let error as CodeGenerationError {
            if let line = error.line {
                StandardStreams.error("\(file):\(line):\(error.column ?? 1): error: \(error.message)\n")
            } else {
                StandardStreams.error("switchyard: error: \(file): \(error.message)\n")
            }
            throw ExitCode(1)
        }
    }
}
