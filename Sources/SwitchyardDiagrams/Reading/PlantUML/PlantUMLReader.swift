public import Switchyard

/// Reads PlantUML state diagrams into a `StateGraph`.
///
/// Accepts what people write in `.puml` files: `@startuml`/`@enduml` (optional), comments, `skinparam`, `hide`,
/// `title`, `legend`, headers and footers, notes, every arrow form (`->`, `-->`, `-right->`, `-[#red,dashed]->`,
/// reversed `<-`), `state` declarations with long names, descriptions, stereotypes and colours, composite states
/// nested at any depth, concurrent regions (`--`, `||`), history (`[H]`, `[H*]`), Unicode names and CRLF line
/// endings. Anything else is a ``DiagramParseError`` with the 1-based line and column of the first problem.
///
/// - Complexity: O(*n*) in the length of the text.
public struct PlantUMLReader: Sendable {
    /// The diagram's path: `!include` is resolved relative to its directory (the current directory when `nil`).
    public var fileName: String?
    /// Where `!include` reads from: the file system, or (for the fuzzers) a fixed set of texts in memory, so that a
    /// run depends on its input alone.
    var includeLoader: PlantUMLPreprocessor.IncludeLoader = PlantUMLPreprocessor.fileLoader

    /// Creates a reader.
    /// - Parameter fileName: The diagram's path, for `!include`; `nil` resolves includes in the current directory.
    public init(fileName: String? = nil) {
        self.fileName = fileName
    }

    /// Reads a diagram: the first `@startuml … @enduml` block of the text (see ``readDiagrams(_:)`` for all).
    /// - Parameter text: PlantUML source.
    /// - Returns: The graph.
    /// - Throws: ``DiagramParseError`` at the first malformed line.
    public func read(_ text: String) throws(DiagramParseError) -> StateGraph {
        try read(SourceText(text))
    }

    /// Reads a diagram from UTF-8 bytes: the first `@startuml … @enduml` block.
    /// - Parameter bytes: PlantUML source as UTF-8.
    /// - Returns: The graph.
    /// - Throws: ``DiagramParseError``, including for invalid UTF-8 (at the offending byte).
    public func read(bytes: [UInt8]) throws(DiagramParseError) -> StateGraph {
        try read(SourceText(validating: bytes))
    }

    /// Reads every diagram of a file: one per `@startuml … @enduml` block (the whole text when there is none), each
    /// read on its own, with lines numbered as in the file.
    /// - Parameter text: PlantUML source.
    /// - Returns: The diagrams in file order; never empty.
    public func readDiagrams(_ text: String) -> [PlantUMLDiagram] {
        readDiagrams(SourceText(text)).map(\.diagram)
    }

    /// How many diagrams (`@startuml … @enduml` blocks) a file holds: 1 when it has no `@startuml` line.
    /// - Parameter bytes: PlantUML source as UTF-8 (invalid UTF-8 counts as one diagram, which will not read).
    /// - Returns: At least 1.
    public static func diagramCount(bytes: [UInt8]) -> Int {
        guard let source = try? SourceText(validating: bytes) else { return 1 }
        return max(1, PlantUMLDocument(source).blocks.count)
    }

    func read(_ source: SourceText) throws(DiagramParseError) -> StateGraph {
        let document = PlantUMLDocument(source)
        guard let block = document.blocks.first else { return try readResolved(source).graph }
        return try readBlock(block, of: document).graph
    }

    func readResolved(
        _ source: SourceText
    ) throws(DiagramParseError) -> (graph: StateGraph, resolution: GraphBuilder.Resolution?) {
        let document = PlantUMLDocument(source)
        let block = document.blocks.first ?? PlantUMLDocument.Block(index: 1, name: nil, lines: [])
        let result = try readBlock(block, of: document)
        return (result.graph, result.resolution)
    }

    /// Every block of `source`, read; with the reader's node positions for the analysis.
    func readDiagrams(
        _ source: SourceText
    ) -> [(diagram: PlantUMLDiagram, resolution: GraphBuilder.Resolution?)] {
        let document = PlantUMLDocument(source)
        return document.blocks.map { block in
            do throws(DiagramParseError) {
                let result = try readBlock(block, of: document)
                return (
                    PlantUMLDiagram(
                        index: block.index, name: block.name, count: document.blocks.count,
                        result: .success(result.graph), warnings: result.warnings),
                    result.resolution
                )
            } catch {
                return (
                    PlantUMLDiagram(
                        index: block.index, name: block.name, count: document.blocks.count, result: .failure(error),
                        warnings: []),
                    nil
                )
            }
        }
    }

    private func readBlock(
        _ block: PlantUMLDocument.Block, of document: PlantUMLDocument
    ) throws(DiagramParseError) -> (graph: StateGraph, resolution: GraphBuilder.Resolution?, warnings: [Diagnostic]) {
        guard block.isClosed else {
            throw DiagramParseError(
                message: "'@startuml' is never closed with '@enduml' (plantuml draws nothing)", line: block.startLine,
                column: 1)
        }
        let text: SourceText
        if PlantUMLPreprocessor.isNeeded(document.source, block.lines) {
            var preprocessor = PlantUMLPreprocessor(loader: includeLoader)
            text = try preprocessor.run(document.source, block.lines, file: fileName)
        } else {
            text = document.text(of: block)
        }
        var parser = PlantUMLParser(source: text)
        parser.builder.conventions.emptyDiagramLine = block.startLine
        try parser.run()
        return try parser.builder.finishWithWarnings()
    }
}
