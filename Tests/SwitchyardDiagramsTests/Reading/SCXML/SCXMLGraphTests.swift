import Switchyard
import SwitchyardDiagrams
import Testing

/// SCXML as a graph for `check`, `render` and `paths`, and as a recognised input format.
struct SCXMLGraphTests {
    static let text = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="idle">
          <state id="idle"><transition event="go" cond="In('idle')" target="busy"/></state>
          <parallel id="busy">
            <state id="left"><state id="l1"/><history id="h" type="deep"><transition target="l1"/></history></state>
            <state id="right"><state id="r1"><transition event="finish" target="end"/></state></state>
          </parallel>
          <final id="end"/>
        </scxml>
        """

    @Test func compositesRegionsInitialAndFinalArrows() throws {
        let graph = try SCXMLReader().readGraph(bytes: Array(Self.text.utf8))
        #expect(graph.states.map(\.id) == ["idle", "busy", "left", "l1", "right", "r1", "end"])
        #expect(graph.state(named: "busy")?.kind == .composite)
        #expect(graph.state(named: "right")?.regionIndex == 1)
        #expect(graph.state(named: "r1")?.parent == "right")
        let arrows = graph.transitions.map { "\($0.from) -> \($0.to) \($0.label ?? "")" }
        #expect(arrows.contains("initial(scope: nil, region: 0) -> state(\"idle\") "))
        #expect(arrows.contains("state(\"idle\") -> state(\"busy\") go [In('idle')]"))
        #expect(arrows.contains("initial(scope: Optional(\"busy\"), region: 1) -> state(\"right\") "))
        #expect(arrows.contains("history(scope: Optional(\"left\"), deep: true) -> state(\"l1\") "))
        #expect(arrows.contains("state(\"end\") -> final(scope: nil, region: 0) "))
        let analysis = GraphAnalysis(graph)
        #expect(analysis.unreachable.isEmpty)
    }

    @Test func scxmlIsDetectedByExtensionAndContent() throws {
        #expect(DiagramReader.detectFormat(path: "chart.scxml", text: "") == .scxml)
        #expect(DiagramReader.detectFormat(path: "-", text: "<?xml version=\"1.0\"?>\n<scxml>") == .scxml)
        let report = DiagramChecker.check(file: "chart.scxml", bytes: Array(Self.text.utf8), format: nil)
        #expect(report.format == .scxml)
        #expect(report.error == nil)
        #expect(throws: DiagramParseError.self) { try DiagramReader.read("<scxml><oops/></scxml>", format: .scxml) }
    }

    /// `check` lists arrows in file order: a composite's `<transition>` written after its children comes after
    /// their arrows, as the lines say.
    @Test func arrowsAreInFileOrder() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml">
              <state id="top" initial="b">
                <state id="a"><transition event="x" target="b"/></state>
                <state id="b"><transition event="y" target="a c"/></state>
                <transition event="reset" target="top"/>
              </state>
              <final id="c"/>
            </scxml>
            """
        let report = DiagramChecker.check(file: "order.scxml", bytes: Array(text.utf8), format: .scxml)
        #expect(report.transitions.map(\.line) == [2, 2, 3, 4, 4, 5, 7])
        #expect(
            report.transitions.map { "\($0.from)>\($0.to)" } == [
                "[*]>top", "[*]>b", "a>b", "b>a", "b>c", "top>top", "c>[*]",
            ])
    }
}
