/// The notations and image formats a diagram can be rendered to.
public enum RenderFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// PlantUML source (``PlantUMLWriter``).
    case plantuml
    /// Mermaid `stateDiagram-v2` source (``MermaidWriter``).
    case mermaid
    /// Graphviz DOT source (``DOTWriter``).
    case dot
    /// SCXML (``SCXMLWriter``): a chart the statechart engine runs and ``SCXMLReader`` reads back.
    case scxml
    /// An SVG image, drawn by Graphviz `dot`.
    case svg
    /// A PNG image, drawn by Graphviz `dot`.
    case png

    /// Whether this format is text written by Switchyard itself (no external program needed).
    public var isText: Bool {
        switch self {
        case .plantuml, .mermaid, .dot, .scxml: true
        case .svg, .png: false
        }
    }
}
