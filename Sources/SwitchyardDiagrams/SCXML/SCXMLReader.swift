public import Switchyard

/// Reads SCXML (`.scxml`) into an executable string-keyed statechart.
///
/// Supported: `<scxml>` (`initial`, `datamodel` null or ecmascript), `<state>`, `<parallel>`, `<final>`,
/// `<history>` (shallow, deep), `<initial>`, `<transition>` (`event`, `cond`, `target`, `type`), `<onentry>`,
/// `<onexit>`, and as executable content `<raise>`, `<send>` (`event`, `target`, `type`, literal `delay`, `id`),
/// `<cancel sendid>`, `<log>` (ignored), `<assign>`, `<if>`/`<elseif>`/`<else>`; `<datamodel>`/`<data>` with
/// integer expressions (literals, variables, `+`, `-`, `*`, `%`, comparisons including `===` and `!==`, `!`, `&&`,
/// `||`, `true`, `false`, `In('id')`); an element of SCXML's namespace under any prefix. Anything else is
/// an error at its line and column.
public struct SCXMLReader: Sendable {
    /// Creates a reader.
    public init() {}

    /// Reads UTF-8 `bytes`.
    /// - Parameter bytes: The document.
    /// - Returns: The chart.
    /// - Throws: ``DiagramParseError`` with the line and column of malformed XML or unsupported content.
    public func read(bytes: [UInt8]) throws(DiagramParseError) -> SCXMLChart {
        let root = SCXMLChartBuilder.namingStates(try XMLTreeReader(bytes: bytes).read())
        var builder = SCXMLChartBuilder()
        var chart = try builder.build(root)
        chart.document = SCXMLDocument(root: root)
        return chart
    }

    /// Reads UTF-8 `bytes` as a chart and its graph, for `simulate` and `paths`, which run the chart itself.
    /// - Parameter bytes: The document.
    /// - Returns: The chart, with the graph ``readGraph(bytes:)`` gives.
    /// - Throws: ``DiagramParseError`` with the line and column of the first problem.
    public func readDiagram(bytes: [UInt8]) throws(DiagramParseError) -> SCXMLDiagram {
        let chart = try read(bytes: bytes)
        guard let root = chart.document?.root else { preconditionFailure("a chart read has its document") }
        var graph = SCXMLGraphBuilder(root)
        return SCXMLDiagram(
            chart: chart, graph: graph.build(root), transitionLocations: SCXMLChartBuilder.transitionLocations(root))
    }

    /// Reads UTF-8 `bytes` as a graph, for `check`, `render` and the other graph tools. The chart is compiled
    /// first, so a document the engine cannot run is an error here too — except a drawing ``SCXMLWriter`` marked
    /// `switchyard:runnable="false"` (two initial states, a `[*]` leaving its composite, a history of a state
    /// without children), whose every element is still checked but whose structure is only drawn; ``read(bytes:)``
    /// refuses such a document as the engine does.
    /// - Parameter bytes: The document.
    /// - Returns: The graph: compound and parallel states are composites (each child of a parallel state its own
    ///   region), initial states are arrows from `[*]`, final states have an arrow to `[*]`.
    /// - Throws: ``DiagramParseError`` with the line and column of the first problem.
    public func readGraph(bytes: [UInt8]) throws(DiagramParseError) -> StateGraph {
        let root = SCXMLChartBuilder.namingStates(try XMLTreeReader(bytes: bytes).read())
        var chart = SCXMLChartBuilder()
        var graph = SCXMLGraphBuilder(root)
        do {
            _ = try chart.build(root)
        } catch {
            guard chart.failedOnStructure, graph.isDrawing(root) else { throw error }
        }
        return graph.build(root)
    }

    /// Reads `text`.
    /// - Parameter text: The document.
    /// - Returns: The chart.
    /// - Throws: ``DiagramParseError`` with the line and column of the first problem.
    public func read(_ text: String) throws(DiagramParseError) -> SCXMLChart {
        try read(bytes: Array(text.utf8))
    }
}
