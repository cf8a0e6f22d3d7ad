public import Switchyard

/// Writes SCXML: an ``SCXMLDocument`` as it was read, or a `StateGraph` as a chart that the one statechart engine
/// runs and ``SCXMLReader`` reads back into the same graph.
///
/// From SCXML, write the document (``SCXMLChart/document``): conditions, transition types, executable content and
/// the data model are kept, and reading the output gives a chart that behaves the same and the same graph. A graph
/// holds only structure, so writing one read from SCXML would lose all that; graphs are for PlantUML and Mermaid
/// input.
///
/// From a graph, the mapping is the reader's, reversed: a composite is a `<state>`, a composite with concurrent regions a
/// `<parallel>` with one `<state>` per region, `[*] -->` an `<initial>` (or, in a region or a state with several
/// regions entered at once, the region's `<initial>`), `--> [*]` a transition to a `<final>` of the arrow's region,
/// `[H]`/`[H*]` a `<history>` of its composite, an arrow's label its `event` (``eventNames(for:)``), an unlabelled
/// arrow an `event="completion"` transition (from a composite also `done.state.X`: it is taken when the composite
/// completes, as the drawing's is), a fork's arrows one transition to all their targets, a `<<end>>` node a
/// `<final>`. What SCXML cannot say by itself — a
/// label that is not one event name, an identifier that is not an XML name, a region, a `[*]` target, a choice,
/// fork, join, start or end node, a composite or chart without an initial arrow — is kept in attributes of the
/// `switchyard` namespace, which other SCXML processors ignore; the chart they run is the same.
///
/// A graph that the engine cannot run — two `[*]` arrows in one region, a `[*]` arrow to a state outside its
/// composite, a history of a state without children — is written as drawn, in well-formed SCXML marked
/// `switchyard:runnable="false"`: ``SCXMLReader/readGraph(bytes:)`` reads the same graph back, while
/// ``SCXMLReader/read(bytes:)`` (and so `trace` and `simulate`) refuses it as the engine does. Only what SCXML has no
/// element for is refused with a ``RenderError``: concurrent regions or a history at the top level.
public struct SCXMLWriter: Sendable {
    /// The namespace of the annotations.
    public static let namespace = SCXMLAnnotation.namespace

    /// Creates a writer.
    public init() {}

    /// The SCXML text of a document as read: every element and attribute the reader kept, in document order (states
    /// written without an `id` get the one the reader gave them; comments and layout are not kept).
    /// - Parameter document: The document.
    /// - Returns: A complete SCXML document.
    public func write(_ document: SCXMLDocument) -> String {
        SCXMLDocumentPrinter.text(document)
    }

    /// The SCXML event each name that takes an arrow of `graph`'s chart (``DiagramChart``) is written as: a label
    /// that is one plain name is itself, others have every run of other characters turned into `_` (`confirm OK`
    /// is `confirm_OK`), kept distinct (`_2`, …) where two names would meet. An unlabelled arrow is taken on
    /// `completion` (from a composite, also when it completes: `done.state.X`). Sending a name to the drawing and
    /// its event here to the SCXML takes the same arrows.
    /// - Parameter graph: The graph.
    /// - Returns: The SCXML event of each name: every label, its event part and, for a guard-only label, the guard.
    public static func eventNames(for graph: StateGraph) -> [String: String] {
        DrawingEventTokens(graph).tokens
    }

    /// The SCXML text of `graph`: a chart the engine runs when it can, a drawing marked
    /// `switchyard:runnable="false"` otherwise; a graph cut short (its `truncation` set) carries an
    /// `<!-- incomplete: … -->` comment saying why.
    /// - Parameter graph: The graph.
    /// - Returns: A complete SCXML document.
    /// - Throws: ``RenderError`` when SCXML has no element for part of the graph.
    public func write(_ graph: StateGraph) throws(RenderError) -> String {
        var chart = SCXMLDocumentBuilder(graph)
        let text = try chart.build()
        if (try? SCXMLReader().read(bytes: Array(text.utf8))) != nil { return text }
        var drawing = SCXMLDocumentBuilder(graph, drawing: true)
        let drawn = try drawing.build()
        do {
            _ = try SCXMLReader().readGraph(bytes: Array(drawn.utf8))
        } catch {
            throw RenderError(message: "the diagram cannot be written as SCXML: \(error.message)")
        }
        return drawn
    }
}
