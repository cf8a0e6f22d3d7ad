import Switchyard

extension SCXMLReader {
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
}
