import ArgumentParser
import Foundation
import Switchyard
import SwitchyardDiagrams

/// The one option group every subcommand reads its diagrams through: `--input-format`, and the one way a diagram's
/// notation is decided (that option, else ``DiagramReader/format(path:bytes:)``), so standard input holding
/// `<scxml>` is SCXML to `check` exactly as it is to `trace`. The commands that read one diagram take it, with its
/// file argument, as ``DiagramInputOptions``; `check` (many files), `diff` (two) and `inspect` (an option) name
/// their files themselves and read them through this group.
struct DiagramFormatOptions: ParsableArguments {
    @Option(
        help: """
            The notation of standard input, or of a file whose extension says nothing: plantuml, mermaid or scxml \
            (by default detected from the contents, else plantuml).
            """)
    var inputFormat: DiagramFormat?

    /// What `simulate`, `paths`, `render`, `generate` and `diff` read: a drawing's graph, or an SCXML
    /// document's chart and graph (which they run and write as written, not as the structure-only graph).
    enum Diagram {
        case graph(StateGraph)
        case scxml(SCXMLDiagram)

        /// The graph, whatever the notation.
        var graph: StateGraph {
            switch self {
            case .graph(let graph): graph
            case .scxml(let diagram): diagram.graph
            }
        }
    }

    /// The notation of `bytes` read from `path`: `--input-format`, else the extension and contents.
    func format(of path: String, bytes: [UInt8]) -> DiagramFormat {
        inputFormat ?? DiagramReader.format(path: path, bytes: bytes)
    }

    /// The diagram in `path`; SCXML as its chart.
    /// - Parameters:
    ///   - path: The file, or `-`.
    ///   - drawingAllowed: Whether an SCXML document the engine cannot run (a script, ECMAScript beyond integers,
    ///     …) is read as a drawing, its states and transitions only, with a `not-runnable` warning (`render`); the
    ///     commands that run it refuse it.
    /// - Throws: `ExitCode(2)` after printing `FILE:LINE:COL: error: message [syntax]` for malformed input.
    func diagram(_ path: String, drawingAllowed: Bool = false) throws -> Diagram {
        let bytes = try DiagramInput.bytes(path)
        guard format(of: path, bytes: bytes) == .scxml else {
            return .graph(try graph(path, bytes: bytes))
        }
        do {
            return .scxml(try SCXMLReader().readDiagram(bytes: bytes))
        } catch {
            if drawingAllowed, let (graph, warnings) = try? SCXMLReader().readDrawing(bytes: bytes) {
                for warning in warnings {
                    StandardStreams.error(warningLine(for: warning, in: path))
                }
                return .graph(graph)
            }
            StandardStreams.error(DiagnosticLine.text(error, in: path, code: "syntax") + "\n")
            throw ExitCode(2)
        }
    }

    /// A warning's line on standard error, with its line break.
    private func warningLine(for diagnostic: Diagnostic, in path: String) -> String {
        DiagnosticLine.text(
            file: path, line: diagnostic.line, column: diagnostic.column, severity: .warning,
            message: diagnostic.message, code: diagnostic.code) + "\n"
    }

    /// The graph in `path`: its notation from `--input-format`, else the extension and contents.
    /// - Throws: `ExitCode(2)` after printing `FILE:LINE:COL: error: message [syntax]` for malformed input.
    func graph(_ path: String) throws -> StateGraph {
        try graph(path, bytes: try DiagramInput.bytes(path))
    }

    /// The graph in `bytes`, read from `path`.
    /// - Throws: `ExitCode(2)` after printing `FILE:LINE:COL: error: message [syntax]` for malformed input.
    func graph(_ path: String, bytes: [UInt8]) throws -> StateGraph {
        let format = format(of: path, bytes: bytes)
        let (bytes, encoding) = DiagramChecker.asDecoded(bytes)
        if let encoding {
            StandardStreams.error(warningLine(for: encoding, in: path))
        }
        if format == .plantuml, case let count = PlantUMLReader.diagramCount(bytes: bytes), count > 1 {
            // Say so rather than quietly ignore the others (`check` reads them all).
            StandardStreams.error(
                DiagnosticLine.text(
                    file: path, line: nil, severity: .note,
                    message: "the file holds \(count) diagrams; this command reads the first") + "\n")
        }
        do {
            return try DiagramReader.read(bytes: bytes, format: format, fileName: path)
        } catch {
            StandardStreams.error(DiagnosticLine.text(error, in: path, code: "syntax") + "\n")
            throw ExitCode(2)
        }
    }
}

/// The diagram a command reads (`FILE`, or `-` for standard input) and its notation: the option group of `render`,
/// `generate`, `paths`, `simulate`, `trace` and `coverage`.
struct DiagramInputOptions: ParsableArguments {
    @Argument(help: "The diagram file (.puml, .plantuml, .pu, .mmd, .mermaid, .scxml), or - for standard input.")
    var file: String

    @OptionGroup var notation: DiagramFormatOptions

    /// The file's bytes.
    /// - Throws: `ExitCode(2)` after printing `switchyard: error: cannot read …` when the file cannot be read.
    func bytes() throws -> [UInt8] {
        try DiagramInput.bytes(file)
    }

    /// The notation of the file's `bytes`: `--input-format`, else the extension and contents.
    func format(of bytes: [UInt8]) -> DiagramFormat {
        notation.format(of: file, bytes: bytes)
    }

    /// The diagram; SCXML as its chart (see ``DiagramFormatOptions/diagram(_:drawingAllowed:)``).
    /// - Throws: `ExitCode(2)` after printing what is wrong with the file.
    func diagram(drawingAllowed: Bool = false) throws -> DiagramFormatOptions.Diagram {
        try notation.diagram(file, drawingAllowed: drawingAllowed)
    }

    /// The diagram's graph.
    /// - Throws: `ExitCode(2)` after printing what is wrong with the file.
    func graph() throws -> StateGraph {
        try notation.graph(file)
    }

    /// The graph in the file's `bytes`.
    /// - Throws: `ExitCode(2)` after printing `FILE:LINE:COL: error: message [syntax]` for malformed input.
    func graph(bytes: [UInt8]) throws -> StateGraph {
        try notation.graph(file, bytes: bytes)
    }
}
