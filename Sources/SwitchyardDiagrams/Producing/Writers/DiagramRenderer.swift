public import Switchyard

/// Renders a `StateGraph` in any ``RenderFormat``: text through the writers, images through Graphviz.
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

    /// Why the drawing of an SCXML chart (its graph in PlantUML or Mermaid) would run differently from the chart: the
    /// first element that does what a drawing cannot say (a data model, a condition, an action, an eventless
    /// transition, a `<final>` state, …), with its line; `nil` when the drawing runs the same. `render --to
    /// plantuml|mermaid` refuses an SCXML chart with this error; dot, svg and png are pictures and draw any chart.
    /// - Parameter chart: A chart read from SCXML.
    /// - Returns: The error, or `nil`.
    public static func drawingRefusal(for chart: SCXMLChart) -> RenderError? {
        chart.document.flatMap(SCXMLDrawingCheck.refusal(for:))
    }

    /// The bytes of `graph` rendered as `format`.
    /// - Parameters:
    ///   - graph: The graph.
    ///   - format: The output format.
    ///   - graphviz: Runs `dot` for svg and png.
    /// - Returns: UTF-8 text for text formats, the image for svg and png.
    /// - Throws: ``RenderError`` when Graphviz is needed but missing or fails, or the notation cannot say what the graph
    ///   does (`SCXMLWriter.write(_:)`, ``PlantUMLWriter/refusal(for:)``, ``MermaidWriter/refusal(for:)``).
    public static func render(
        _ graph: StateGraph, as format: RenderFormat, graphviz: GraphvizRunner = GraphvizRunner()
    ) throws(RenderError) -> [UInt8] {
        if format == .scxml { return Array(try SCXMLWriter().write(graph).utf8) }
        // A notation that would draw part of the graph as something else refuses it rather than change it silently.
        if format == .plantuml, let refusal = PlantUMLWriter.refusal(for: graph) { throw refusal }
        if format == .mermaid, let refusal = MermaidWriter.refusal(for: graph) { throw refusal }
        if let text = text(graph, as: format) { return Array(text.utf8) }
        let dot = DOTWriter().write(graph)
        return try graphviz.render(dot: dot, as: format == .png ? "png" : "svg")
    }
}
