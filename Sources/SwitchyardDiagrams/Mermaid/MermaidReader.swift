public import Switchyard

/// Reads Mermaid `stateDiagram` / `stateDiagram-v2` diagrams into a ``StateGraph``.
///
/// Accepts front matter (`title:`), `%%` comments and directives, `direction`, `accTitle`/`accDescr`,
/// `state "Description" as X`, `X : description`, composite `state X { … }` at any depth, `<<choice>>`/`<<fork>>`/
/// `<<join>>`, `[*]`, `classDef`/`class`/`style`/`:::`, notes and `--` concurrency. Anything else is a
/// ``DiagramParseError`` with the 1-based line and column of the first problem.
///
/// - Complexity: O(*n*) in the length of the text.
public struct MermaidReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads a diagram.
    /// - Parameter text: Mermaid source.
    /// - Returns: The graph.
    /// - Throws: ``DiagramParseError`` at the first malformed line.
    public func read(_ text: String) throws(DiagramParseError) -> StateGraph {
        try read(SourceText(text))
    }

    /// Reads a diagram from UTF-8 bytes.
    /// - Parameter bytes: Mermaid source as UTF-8.
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
    ) throws(DiagramParseError) -> (graph: StateGraph, resolution: GraphBuilder.Resolution?) {
        var parser = MermaidParser(source: source)
        try parser.run()
        return try parser.finish()
    }
}
