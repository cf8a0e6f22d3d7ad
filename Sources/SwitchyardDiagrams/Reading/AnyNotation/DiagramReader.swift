public import Switchyard

/// Reads a diagram in either notation, and guesses a file's notation.
public enum DiagramReader {
    /// Reads `text` as `format`.
    /// - Parameters:
    ///   - text: The diagram source.
    ///   - format: Its notation.
    /// - Returns: The graph.
    /// - Throws: ``DiagramParseError`` with the line and column of the first problem.
    public static func read(_ text: String, format: DiagramFormat) throws(DiagramParseError) -> StateGraph {
        switch format {
        case .plantuml: try PlantUMLReader().read(text)
        case .mermaid: try MermaidReader().read(text)
        case .scxml: try SCXMLReader().readGraph(bytes: Array(text.utf8))
        }
    }

    /// Reads UTF-8 `bytes` as `format`.
    /// - Parameters:
    ///   - bytes: The diagram source as UTF-8.
    ///   - format: Its notation.
    /// - Returns: The graph.
    /// - Throws: ``DiagramParseError``; invalid UTF-8 is reported at the offending byte's line and column.
    public static func read(bytes: [UInt8], format: DiagramFormat) throws(DiagramParseError) -> StateGraph {
        switch format {
        case .plantuml: try PlantUMLReader().read(bytes: bytes)
        case .mermaid: try MermaidReader().read(bytes: bytes)
        case .scxml: try SCXMLReader().readGraph(bytes: bytes)
        }
    }

    /// Reads UTF-8 `bytes` as `format`, resolving PlantUML `!include` relative to `fileName`.
    /// - Parameters:
    ///   - bytes: The diagram source as UTF-8.
    ///   - format: Its notation.
    ///   - fileName: The diagram's path (`nil` or `-` for standard input: includes resolve in the current directory).
    /// - Returns: The graph (for a PlantUML file with several diagrams, the first).
    /// - Throws: ``DiagramParseError`` with the line and column of the first problem.
    public static func read(
        bytes: [UInt8], format: DiagramFormat, fileName: String?
    ) throws(DiagramParseError) -> StateGraph {
        guard format == .plantuml else { return try read(bytes: bytes, format: format) }
        return try PlantUMLReader(fileName: fileName == "-" ? nil : fileName).read(bytes: bytes)
    }

    /// The notation of a file, decided one way for every command: ``detectFormat(path:text:)``, else PlantUML (which
    /// reads a diagram written without `@startuml`).
    /// - Parameters:
    ///   - path: The file's path (`-` for standard input).
    ///   - bytes: The file's contents (only the first 64 KiB are examined, and only when the extension says nothing).
    /// - Returns: The notation to read the file as.
    public static func format(path: String, bytes: [UInt8]) -> DiagramFormat {
        detectFormat(path: path, text: String(decoding: bytes.prefix(65_536), as: UTF8.self)) ?? .plantuml
    }

    /// The notation of a file: by extension (`.puml`, `.plantuml`, `.pu` → PlantUML; `.mmd`, `.mermaid` → Mermaid;
    /// `.scxml` → SCXML), then by content (a line starting `@startuml` → PlantUML, `stateDiagram` → Mermaid,
    /// `<scxml` → SCXML; else text whose first character is `<`, such as `<?xml …?><scxml>` on one line → SCXML).
    /// - Parameters:
    ///   - path: The file's path (may be `-` for standard input).
    ///   - text: The file's text (only its start is examined when the extension decides nothing).
    /// - Returns: The notation, or `nil` when neither says (``format(path:bytes:)`` then reads PlantUML).
    public static func detectFormat(path: String, text: String) -> DiagramFormat? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: ".") {
            switch name[name.index(after: dot)...].lowercased() {
            case "puml", "plantuml", "pu", "iuml", "wsd": return .plantuml
            case "mmd", "mermaid": return .mermaid
            case "scxml": return .scxml
            default: break
            }
        }
        for line in text.utf8.split(separator: 0x0A, maxSplits: 200, omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
            if trimmed.starts(with: "@startuml".utf8) { return .plantuml }
            if trimmed.starts(with: "stateDiagram".utf8) { return .mermaid }
            if trimmed.starts(with: "<scxml".utf8) { return .scxml }
        }
        // Markup that names no notation on a line of its own (`<?xml …?><scxml …>` on one line) is XML: no PlantUML
        // or Mermaid statement starts with `<`.
        let first = text.utf8.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == 0x3C ? .scxml : nil
    }
}
