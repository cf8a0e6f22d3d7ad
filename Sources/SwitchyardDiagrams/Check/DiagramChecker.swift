/// Reads and analyses one diagram file into a ``CheckReport``; never throws, never traps.
public enum DiagramChecker {
    /// Checks UTF-8 `bytes`.
    /// - Parameters:
    ///   - file: The name to report (`-` for standard input).
    ///   - bytes: The file's contents.
    ///   - format: The notation, or `nil` to detect it from `file` and the contents (PlantUML when undecided).
    /// - Returns: The analysis, or a report with `error` set.
    public static func check(file: String, bytes: [UInt8], format: DiagramFormat?) -> CheckReport {
        let format =
            format
            ?? DiagramReader.detectFormat(
                path: file, text: String(decoding: bytes.prefix(65_536), as: UTF8.self)) ?? .plantuml
        do {
            let source = try SourceText(validating: bytes)
            let (graph, resolution) =
                switch format {
                case .plantuml: try PlantUMLReader().readResolved(source)
                case .mermaid: try MermaidReader().readResolved(source)
                }
            return CheckReport(file: file, format: format, analysis: GraphAnalysis(graph, resolution: resolution))
        } catch {
            return CheckReport(file: file, error: error)
        }
    }

    /// Checks `text`.
    /// - Parameters:
    ///   - file: The name to report.
    ///   - text: The file's contents.
    ///   - format: The notation, or `nil` to detect it (PlantUML when undecided).
    /// - Returns: The analysis, or a report with `error` set.
    public static func check(file: String, text: String, format: DiagramFormat?) -> CheckReport {
        let format = format ?? DiagramReader.detectFormat(path: file, text: text) ?? .plantuml
        do {
            let graph = try DiagramReader.read(text, format: format)
            return CheckReport(file: file, format: format, analysis: GraphAnalysis(graph))
        } catch {
            return CheckReport(file: file, error: error)
        }
    }
}
