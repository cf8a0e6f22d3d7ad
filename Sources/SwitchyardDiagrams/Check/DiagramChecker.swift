/// Reads and analyses one diagram file into a ``CheckReport``; never throws, never traps.
public enum DiagramChecker {
    /// Checks UTF-8 `bytes`; for a PlantUML file with several diagrams, the first (see
    /// ``checkDiagrams(file:bytes:format:)``).
    /// - Parameters:
    ///   - file: The name to report (`-` for standard input).
    ///   - bytes: The file's contents.
    ///   - format: The notation, or `nil` to detect it (``DiagramReader/format(path:bytes:)``).
    /// - Returns: The analysis, or a report with `error` set.
    public static func check(file: String, bytes: [UInt8], format: DiagramFormat?) -> CheckReport {
        checkDiagrams(file: file, bytes: bytes, format: format)[0]
    }

    /// Checks every diagram of UTF-8 `bytes`: one report per `@startuml … @enduml` block of a PlantUML file (each
    /// with ``CheckReport/diagram`` set when there are several), one report otherwise.
    /// - Parameters:
    ///   - file: The name to report (`-` for standard input); also the base of PlantUML `!include`.
    ///   - bytes: The file's contents.
    ///   - format: The notation, or `nil` to detect it (``DiagramReader/format(path:bytes:)``).
    /// - Returns: The reports in file order; never empty.
    public static func checkDiagrams(file: String, bytes: [UInt8], format: DiagramFormat?) -> [CheckReport] {
        checkDiagrams(file: file, bytes: bytes, format: format, includeLoader: PlantUMLPreprocessor.fileLoader)
    }

    /// ``checkDiagrams(file:bytes:format:)`` with PlantUML's `!include` read through `includeLoader`.
    static func checkDiagrams(
        file: String, bytes: [UInt8], format: DiagramFormat?,
        includeLoader: @escaping PlantUMLPreprocessor.IncludeLoader
    ) -> [CheckReport] {
        let format = format ?? DiagramReader.format(path: file, bytes: bytes)
        switch format {
        case .scxml:
            // The SCXML reader validates its own bytes (UTF-8 and XML) and reports positions in them.
            do {
                let (graph, warnings) = try SCXMLReader().readDrawing(bytes: bytes)
                var report = CheckReport(file: file, format: format, analysis: GraphAnalysis(graph))
                report.diagnostics = report.diagnostics.map(Self.inDocumentOrder)
                report.add(warnings)
                return [report]
            } catch {
                return [CheckReport(file: file, error: error)]
            }
        case .mermaid:
            let (bytes, encoding) = asDecoded(bytes)
            do {
                let (graph, resolution, warnings) = try MermaidReader().readResolved(
                    try SourceText(validating: bytes))
                var report = CheckReport(
                    file: file, format: format, analysis: GraphAnalysis(graph, resolution: resolution))
                report.add(warnings + (encoding.map { [$0] } ?? []))
                EngineReading.reconcile(&report, graph: graph)
                return [report]
            } catch {
                return [CheckReport(file: file, error: error)]
            }
        case .plantuml:
            let (bytes, encoding) = asDecoded(bytes)
            let source: SourceText
            do {
                source = try SourceText(validating: bytes)
            } catch {
                return [CheckReport(file: file, error: error)]
            }
            var reader = PlantUMLReader(fileName: file == "-" ? nil : file)
            reader.includeLoader = includeLoader
            // The encoding warning goes to the diagram whose block holds the malformed byte (or the first).
            let starts = PlantUMLDocument(source).blocks.map(\.startLine)
            let encodingBlock = encoding.map { warning in (starts.lastIndex { $0 <= warning.line }).map { $0 + 1 } ?? 1
            }
            return reader.readDiagrams(source).map { diagram, resolution in
                var report: CheckReport
                switch diagram.result {
                case .success(let graph):
                    report = CheckReport(
                        file: file, format: format, analysis: GraphAnalysis(graph, resolution: resolution))
                    report.add(diagram.warnings)
                    if let encoding, encodingBlock == diagram.index { report.add([encoding]) }
                    EngineReading.reconcile(&report, graph: graph)
                case .failure(let error):
                    report = CheckReport(file: file, error: error)
                }
                if diagram.count > 1 {
                    report.diagram = CheckReport.DiagramName(index: diagram.index, name: diagram.name)
                }
                return report
            }
        }
    }

    /// The bytes PlantUML and Mermaid read: UTF-8 with each malformed sequence replaced by U+FFFD, as plantuml's
    /// Java decoder and Mermaid's tools read a file (a Latin-1 `é` is still a diagram they draw), and a warning
    /// (`invalid-utf8`) at the first malformed byte when there is one. SCXML is XML, for which malformed UTF-8 is a
    /// fatal error, and keeps it.
    /// - Parameter bytes: A file's contents.
    /// - Returns: Valid UTF-8, and the warning when `bytes` were not.
    public static func asDecoded(_ bytes: [UInt8]) -> (bytes: [UInt8], warning: Diagnostic?) {
        do {
            _ = try SourceText(validating: bytes)
            return (bytes, nil)
        } catch {
            let warning = Diagnostic(
                severity: .warning, code: "invalid-utf8",
                message: "\(error.message): the text is not UTF-8; malformed bytes are read as U+FFFD, as plantuml and "
                    + "Mermaid read them",
                line: error.line, column: error.column)
            return (Array(String(decoding: bytes, as: UTF8.self).utf8), warning)
        }
    }

    /// An SCXML state with several transitions on one event is not ambiguous: the first in document order whose
    /// condition holds is taken. The pair stays in the report's `nondeterministic` list (one convention for every
    /// notation), as a warning that says so rather than an error.
    static func inDocumentOrder(_ diagnostic: Diagnostic) -> Diagnostic {
        guard diagnostic.code == "nondeterministic" else { return diagnostic }
        var warning = diagnostic
        warning.severity = .warning
        let ambiguous = "; the next state is ambiguous"
        if warning.message.hasSuffix(ambiguous) {
            warning.message =
                warning.message.dropLast(ambiguous.count)
                + "; SCXML takes the first in document order whose condition holds"
        }
        return warning
    }

    /// Checks `text`; for a PlantUML file with several diagrams, the first.
    /// - Parameters:
    ///   - file: The name to report.
    ///   - text: The file's contents.
    ///   - format: The notation, or `nil` to detect it (``DiagramReader/format(path:bytes:)``).
    /// - Returns: The analysis, or a report with `error` set.
    public static func check(file: String, text: String, format: DiagramFormat?) -> CheckReport {
        checkDiagrams(file: file, bytes: Array(text.utf8), format: format)[0]
    }
}
