public import Switchyard

/// Reads Mermaid `stateDiagram` / `stateDiagram-v2` diagrams into a `StateGraph`.
///
/// Accepts front matter (`title:`), `%%` comments and `%%{ … }%%` directives (over several lines too), `direction`,
/// `accTitle`/`accDescr`, `state "Description" as X`, `X : description`, composite `state X { … }` at any depth,
/// `<<choice>>`/`<<fork>>`/`<<join>>`, `[*]`, `classDef`/`class`/`style`/`:::`, notes and `--` concurrency. Text
/// after `:` is read as Mermaid's lexer reads it (no `::`, no `:` at its end, no second `:` in a one-line note). A
/// bare `stateDiagram` is an empty graph and a `}` outside any composite is ignored, each with a warning in `check`,
/// as Mermaid draws both. Anything else is a ``DiagramParseError`` with the 1-based line and column of the first
/// problem.
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

    /// The graph, its resolved node positions, and the warnings (a stray `}`, an empty diagram).
    func readResolved(
        _ source: SourceText
    ) throws(DiagramParseError) -> (graph: StateGraph, resolution: GraphBuilder.Resolution?, warnings: [Diagnostic]) {
        var parser = MermaidParser(source: source)
        try parser.run()
        return try parser.finish()
    }
}
