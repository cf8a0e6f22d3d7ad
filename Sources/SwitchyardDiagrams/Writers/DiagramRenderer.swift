public import Switchyard

/// Renders a ``StateGraph`` in any ``RenderFormat``: text through the writers, images through Graphviz.
public enum DiagramRenderer {
    /// The text of `graph` in a text format (PlantUML, Mermaid, DOT or SCXML).
    /// - Parameters:
    ///   - graph: The graph.
    ///   - format: A text format; `nil` is returned for svg and png, and for SCXML when no statechart can express
    ///     the graph (``render(_:as:graphviz:)`` says why).
    /// - Returns: The source text, or `nil`.
    public static func text(_ graph: StateGraph, as format: RenderFormat) -> String? {
        switch format {
        case .plantuml: PlantUMLWriter().write(graph)
        case .mermaid: MermaidWriter().write(graph)
        case .dot: DOTWriter().write(graph)
        case .scxml: try? SCXMLWriter().write(graph)
        case .svg, .png: nil
        }
    }

    /// The bytes of `graph` rendered as `format`.
    /// - Parameters:
    ///   - graph: The graph.
    ///   - format: The output format.
    ///   - graphviz: Runs `dot` for svg and png.
    /// - Returns: UTF-8 text for text formats, the image for svg and png.
    /// - Throws: ``RenderError`` when Graphviz is needed but missing or fails, or SCXML cannot express the graph.
    public static func render(
        _ graph: StateGraph, as format: RenderFormat, graphviz: GraphvizRunner = GraphvizRunner()
    ) throws(RenderError) -> [UInt8] {
        if format == .scxml { return Array(try SCXMLWriter().write(graph).utf8) }
        if let text = text(graph, as: format) { return Array(text.utf8) }
        let dot = DOTWriter().write(graph)
        return try graphviz.render(dot: dot, as: format == .png ? "png" : "svg")
    }
}
