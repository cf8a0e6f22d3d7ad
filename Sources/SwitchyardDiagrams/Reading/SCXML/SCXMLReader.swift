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
        let root = SCXMLChartBuilder.namingStates(try Self.tree(bytes))
        var builder = SCXMLChartBuilder()
        var chart = try builder.build(root)
        chart.document = SCXMLDocument(root: root)
        return chart
    }

    /// Reads UTF-8 `bytes` as a graph, for `check`, `render` and the other graph tools: ``readDrawing(bytes:)``
    /// without its warnings.
    /// - Parameter bytes: The document.
    /// - Returns: The graph: compound and parallel states are composites (each child of a parallel state its own
    ///   region), initial states are arrows from `[*]`, final states have an arrow to `[*]`.
    /// - Throws: ``DiagramParseError`` with the line and column of the first problem.
    public func readGraph(bytes: [UInt8]) throws(DiagramParseError) -> StateGraph {
        try readDrawing(bytes: bytes).graph
    }

    /// Reads UTF-8 `bytes` as a drawing: its states and transitions, whatever executable content it holds.
    ///
    /// The structure is checked as for a chart the engine runs (ids, targets, initial states, the engine's rules
    /// for compound, parallel and history states) — except in a drawing ``SCXMLWriter`` marked
    /// `switchyard:runnable="false"` (two initial states, a `[*]` leaving its composite, a history of a state
    /// without children), whose structure is only drawn. An element SCXML does not define, or one where SCXML does not
    /// allow it, is an error. Content outside the supported subset (`<script>`,
    /// `<invoke>`, ECMAScript beyond integers, `<donedata>`, other data models, …) is skipped: the document is still
    /// a drawing, and the first such content is reported as a `not-runnable` warning at its line and column;
    /// ``read(bytes:)``, `trace`, `simulate` and `paths` refuse it.
    /// - Parameter bytes: The document.
    /// - Returns: The graph (see ``readGraph(bytes:)``) and the warnings.
    /// - Throws: ``DiagramParseError`` for malformed XML or a structure no statechart has.
    public func readDrawing(bytes: [UInt8]) throws(DiagramParseError) -> (graph: StateGraph, warnings: [Diagnostic]) {
        let root = SCXMLChartBuilder.namingStates(try Self.tree(bytes))
        var warnings: [Diagnostic] = []
        if root.name == "scxml" { try SCXMLStructure.check(root, warnings: &warnings) }
        var chart = SCXMLChartBuilder()
        chart.skipsUnsupportedContent = true
        var graph = SCXMLGraphBuilder(root)
        do {
            _ = try chart.build(root)
        } catch {
            guard chart.failedOnStructure, graph.isDrawing(root) else { throw error }
        }
        if let skipped = chart.unsupportedContent {
            warnings.append(
                Diagnostic(
                    severity: .warning, code: "not-runnable",
                    message:
                        "the engine does not run this chart (\(skipped.message)); its states and transitions are read "
                        + "and checked, and trace, simulate and paths refuse it",
                    line: skipped.line, column: skipped.column))
        }
        return (graph.build(root), warnings)
    }

    /// Reads `text`.
    /// - Parameter text: The document.
    /// - Returns: The chart.
    /// - Throws: ``DiagramParseError`` with the line and column of the first problem.
    public func read(_ text: String) throws(DiagramParseError) -> SCXMLChart {
        try read(bytes: Array(text.utf8))
    }

    /// The document's element tree. Foundation's parser on Linux recovers from some malformed XML (an end tag that
    /// closes another element, as `</scxml>` inside `<content>`) and reports success; such a document is refused at
    /// the malformed place, or at an earlier element SCXML does not allow there, whichever comes first.
    static func tree(_ bytes: [UInt8]) throws(DiagramParseError) -> XMLNode {
        let (root, malformed) = try XMLTreeReader(bytes: XMLEncoding.utf8(bytes)).readRecovering()
        guard let malformed else { return root }
        if root.name != "scxml", (root.line, root.column) < (malformed.line, malformed.column) {
            throw DiagramParseError(
                message: "the root element is <\(root.name)>, not <scxml>", line: root.line, column: root.column)
        }
        if root.name == "scxml" {
            do {
                var warnings: [Diagnostic] = []
                try SCXMLStructure.check(root, warnings: &warnings)
            } catch  where (error.line, error.column) < (malformed.line, malformed.column) {
                throw error
            } catch {}
        }
        throw malformed
    }
}
