import Switchyard
import SwitchyardDiagrams
import Testing

/// PlantUML and Mermaid put a node in the block that first names it. An arrow written inside one composite
/// to a state of a composite written after it would move that state into the first composite; the writers write such
/// an arrow at the top level, after every block, so each state stays where the graph has it.
struct ForwardArrowTests {
    static let chart = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="s">
          <state id="s">
            <state id="s1"><transition event="go" target="q1"/></state>
          </state>
          <state id="q">
            <state id="q1"><transition event="back" target="s"/></state>
          </state>
        </scxml>
        """

    @Test(arguments: [DiagramFormat.plantuml, .mermaid])
    func aStateOfALaterCompositeStaysInIt(format: DiagramFormat) throws {
        let graph = try SCXMLReader().readGraph(bytes: Array(Self.chart.utf8))
        let text = format == .plantuml ? PlantUMLWriter().write(graph) : MermaidWriter().write(graph)
        let read = try DiagramReader.read(text, format: format)
        let parents = { (graph: StateGraph) in graph.states.map { "\($0.id) in \($0.parent ?? "-")" }.sorted() }
        #expect(parents(read) == ["q in -", "q1 in q", "s in -", "s1 in s"], "\(text)")
        #expect(GraphAnalysis(read).unreachable == GraphAnalysis(graph).unreachable)
    }

}
