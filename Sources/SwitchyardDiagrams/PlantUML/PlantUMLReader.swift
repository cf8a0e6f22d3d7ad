/// Reads PlantUML state diagrams into a ``StateGraph``.
///
/// Accepts what people write in `.puml` files: `@startuml`/`@enduml` (optional), comments, `skinparam`, `hide`,
/// `title`, `legend`, headers and footers, notes, every arrow form (`->`, `-->`, `-right->`, `-[#red,dashed]->`,
/// reversed `<-`), `state` declarations with long names, descriptions, stereotypes and colours, composite states
/// nested at any depth, concurrent regions (`--`, `||`), history (`[H]`, `[H*]`), Unicode names and CRLF line
/// endings. Anything else is a ``DiagramParseError`` with the 1-based line and column of the first problem.
///
/// - Complexity: O(*n*) in the length of the text.
public struct PlantUMLReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads a diagram.
    /// - Parameter text: PlantUML source.
    /// - Returns: The graph.
    /// - Throws: ``DiagramParseError`` at the first malformed line.
    public func read(_ text: String) throws(DiagramParseError) -> StateGraph {
        try read(SourceText(text))
    }

    /// Reads a diagram from UTF-8 bytes.
    /// - Parameter bytes: PlantUML source as UTF-8.
    /// - Returns: The graph.
    /// - Throws: ``DiagramParseError``, including for invalid UTF-8 (at the offending byte).
    public func read(bytes: [UInt8]) throws(DiagramParseError) -> StateGraph {
        try read(SourceText(validating: bytes))
    }

    func read(_ source: SourceText) throws(DiagramParseError) -> StateGraph {
        try readResolved(source).graph
    }

    func readResolved(
        _ source: SourceText
    ) throws(DiagramParseError) -> (graph: StateGraph, resolution: GraphBuilder.Resolution) {
        var parser = PlantUMLParser(source: source)
        try parser.run()
        return try parser.builder.finishResolved()
    }
}
