import ArgumentParser
import Foundation
import Switchyard
import SwitchyardDiagrams

/// The notation of standard input (`--input-format`).
enum InputFormat: String, ExpressibleByArgument, CaseIterable {
    case plantuml
    case mermaid
    case scxml

    var format: DiagramFormat {
        switch self {
        case .plantuml: .plantuml
        case .mermaid: .mermaid
        case .scxml: .scxml
        }
    }
}

/// Reading diagram files (or `-` for standard input) for the subcommands.
enum DiagramInput {
    /// The bytes of `path`, or of standard input for `-`; `nil` when the file cannot be read.
    static func readBytes(_ path: String) -> [UInt8]? {
        if path == "-" { return [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
        if let contents = FileManager.default.contents(atPath: path) { return [UInt8](contents) }
        // A pipe (`/dev/stdin`, a shell's `<(…)`) has no size to read up to, which `contents(atPath:)` needs on Linux.
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        do {
            return [UInt8](try handle.readToEnd() ?? Data())
        } catch {
            return nil
        }
    }

    /// Why `path` cannot be read.
    static func unreadableReason(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return !exists ? "no such file" : isDirectory.boolValue ? "is a directory" : "permission denied"
    }

    /// The bytes of `path`, or of standard input for `-`.
    /// - Throws: `ExitCode(2)` after printing `switchyard: error: cannot read …` when the file cannot be read.
    static func bytes(_ path: String) throws -> [UInt8] {
        guard let bytes = readBytes(path) else {
            StandardStreams.error("switchyard: error: cannot read \(path): \(unreadableReason(path))\n")
            throw ExitCode(2)
        }
        return bytes
    }

    /// What `simulate`, `paths` and `render` read: a drawing's graph, or an SCXML document's chart and graph (which
    /// they run and write as written, not as the structure-only graph).
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
    static func format(_ path: String, _ bytes: [UInt8], inputFormat: InputFormat?) -> DiagramFormat {
        inputFormat?.format
            ?? DiagramReader.detectFormat(path: path, text: String(decoding: bytes.prefix(65_536), as: UTF8.self))
            ?? .plantuml
    }

    /// The diagram in `path`; SCXML as its chart.
    /// - Parameters:
    ///   - path: The file, or `-`.
    ///   - inputFormat: `--input-format`.
    ///   - drawingAllowed: Whether an SCXML document the engine cannot run (a script, ECMAScript beyond integers,
    ///     …) is read as a drawing, its states and transitions only, with a `not-runnable` warning (`render`); the
    ///     commands that run it refuse it.
    /// - Throws: `ExitCode(2)` after printing `FILE:LINE:COL: error: message [syntax]` for malformed input.
    static func diagram(_ path: String, inputFormat: InputFormat?, drawingAllowed: Bool = false) throws -> Diagram {
        let bytes = try bytes(path)
        guard format(path, bytes, inputFormat: inputFormat) == .scxml else {
            return .graph(try graph(path, bytes: bytes, inputFormat: inputFormat))
        }
        do {
            return .scxml(try SCXMLReader().readDiagram(bytes: bytes))
        } catch {
            if drawingAllowed, let (graph, warnings) = try? SCXMLReader().readDrawing(bytes: bytes) {
                for warning in warnings {
                    StandardStreams.error(
                        "\(path):\(warning.line):\(warning.column): warning: \(warning.message) [\(warning.code)]\n")
                }
                return .graph(graph)
            }
            StandardStreams.error("\(path):\(error.line):\(error.column): error: \(error.message) [syntax]\n")
            throw ExitCode(2)
        }
    }

    /// The graph in `path`: its notation from `--input-format`, else the extension and contents.
    /// - Throws: `ExitCode(2)` after printing `FILE:LINE:COL: error: message [syntax]` for malformed input.
    static func graph(_ path: String, inputFormat: InputFormat?) throws -> StateGraph {
        try graph(path, bytes: try bytes(path), inputFormat: inputFormat)
    }

    static func graph(_ path: String, bytes: [UInt8], inputFormat: InputFormat?) throws -> StateGraph {
        let format = format(path, bytes, inputFormat: inputFormat)
        let (bytes, encoding) = DiagramChecker.asDecoded(bytes)
        if let encoding {
            StandardStreams.error(
                "\(path):\(encoding.line):\(encoding.column): warning: \(encoding.message) [\(encoding.code)]\n")
        }
        if format == .plantuml, case let count = PlantUMLReader.diagramCount(bytes: bytes), count > 1 {
            // Say so rather than quietly ignore the others (`check` reads them all).
            StandardStreams.error("\(path): note: the file holds \(count) diagrams; this command reads the first\n")
        }
        do {
            return try DiagramReader.read(bytes: bytes, format: format, fileName: path)
        } catch {
            StandardStreams.error("\(path):\(error.line):\(error.column): error: \(error.message) [syntax]\n")
            throw ExitCode(2)
        }
    }

    /// Runs `body`, which builds something executable from the diagram in `path`.
    /// - Throws: `ExitCode(2)` after printing `FILE:LINE:COL: error: message [run]` when the diagram cannot run.
    static func executable<T>(_ path: String, _ body: () throws(DiagramParseError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            StandardStreams.error("\(path):\(error.line):\(error.column): error: \(error.message) [run]\n")
            throw ExitCode(2)
        }
    }

    /// Writes `bytes` to `output`, or to standard output when it is `nil` or `-`.
    static func write(_ bytes: [UInt8], to output: String?) throws {
        guard let output, output != "-" else {
            StandardStreams.output(bytes: bytes)
            return
        }
        guard FileManager.default.createFile(atPath: output, contents: Data(bytes)) else {
            StandardStreams.error("switchyard: error: cannot write \(output)\n")
            throw ExitCode(2)
        }
    }
}
