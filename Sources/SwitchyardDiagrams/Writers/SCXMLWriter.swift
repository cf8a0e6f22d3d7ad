/// Writes SCXML: an ``SCXMLDocument`` as it was read, or a ``StateGraph`` as a chart that the one statechart engine
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
/// `[H]`/`[H*]` a `<history>` of its composite, an arrow's label its `event`. What SCXML cannot say by itself — a
/// label that is not one event name, an identifier that is not an XML name, a region, a `[*]` target, a choice,
/// fork, join, start or end node, a composite or chart without an initial arrow — is kept in attributes of the
/// `switchyard` namespace, which other SCXML processors ignore; the chart they run is the same.
///
/// A graph that no statechart can run is refused with a ``RenderError`` naming why: a top-level history, or a
/// region (or composite) entered by two or more `[*]` arrows, or any other structure the engine rejects (the output
/// is read back with ``SCXMLReader`` before it is returned).
public struct SCXMLWriter: Sendable {
    /// The namespace of the annotations.
    public static let namespace = "https://github.com/switchyard-swift/switchyard/scxml"

    /// Creates a writer.
    public init() {}

    /// The SCXML text of a document as read: every element and attribute the reader kept, in document order (states
    /// written without an `id` get the one the reader gave them; comments and layout are not kept).
    /// - Parameter document: The document.
    /// - Returns: A complete SCXML document.
    public func write(_ document: SCXMLDocument) -> String {
        SCXMLDocumentPrinter.text(document)
    }

    /// The SCXML text of `graph`.
    /// - Parameter graph: The graph.
    /// - Returns: A complete SCXML document.
    /// - Throws: ``RenderError`` when no statechart can express the graph.
    public func write(_ graph: StateGraph) throws(RenderError) -> String {
        var document = SCXMLDocumentBuilder(graph)
        let text = try document.build()
        do {
            _ = try SCXMLReader().readGraph(bytes: Array(text.utf8))
        } catch {
            throw RenderError(message: "the diagram cannot be written as a runnable SCXML chart: \(error.message)")
        }
        return text
    }
}
