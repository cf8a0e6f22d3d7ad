import Switchyard
import SwitchyardDiagrams
import Testing

/// `simulate` and `paths` run an SCXML chart itself — conditions, actions, raised events, the data model — so they
/// end where `trace` ends, not where the structure-only graph would.
struct SCXMLSimulationTests {
    static let raising = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="a">
          <datamodel><data id="x" expr="0"/></datamodel>
          <state id="a">
            <onentry><assign location="x" expr="x + 1"/><raise event="r"/></onentry>
            <transition event="r" cond="x == 1" target="b"/>
          </state>
          <state id="b">
            <transition event="again" cond="x &lt; 3" target="b"><assign location="x" expr="x + 1"/></transition>
            <transition event="again" cond="x == 3" target="c"/>
            <transition event="never" cond="x == 100" target="a"/>
          </state>
          <final id="c"/>
        </scxml>
        """

    @Test func simulationStartsWhereTraceDoes() throws {
        let diagram = try SCXMLReader().readDiagram(bytes: Array(Self.raising.utf8))
        let trace = StatechartTracer<SCXMLDataModel>().trace(diagram.chart.makeInterpreter(), events: [])
        var simulation = DiagramSimulation(diagram)
        #expect(trace.initial == ["b"])
        #expect(simulation.initial == "b")
        // `never` is guarded off: not offered.
        #expect(simulation.acceptedEvents == ["again"])
        let refused = simulation.send("never")
        #expect(refused == nil)
        let sent = simulation.send("again")
        let first = try #require(sent)
        #expect(first.from == "b" && first.to == "b")
        #expect(first.arrows.map { diagram.graph.transitions[$0].textPosition?.line } == [8])
        simulation.send("again")
        let ended = simulation.send("again")
        let last = try #require(ended)
        #expect(last.to == nil)
        #expect(simulation.current == nil)
        let wentBack = simulation.back()
        #expect(wentBack)
        #expect(simulation.current == "b")
    }

    @Test func pathsFollowTheDataModel() throws {
        let diagram = try SCXMLReader().readDiagram(bytes: Array(Self.raising.utf8))
        let plan = PathPlanner.plan(diagram, cover: .states)
        #expect(plan.initial == "b")
        let toC = try #require(plan.paths.first { $0.target == "c" })
        #expect(toC.events == ["again", "again", "again"])
        let transitions = PathPlanner.plan(diagram, cover: .transitions)
        // The arrow guarded by `x == 100` is never taken; every other one is.
        let lines = transitions.untakenTransitionLines
        #expect(lines == [10])
    }

    @Test func aSessionSaysWhatTheChartAccepts() throws {
        let diagram = try SCXMLReader().readDiagram(bytes: Array(Self.raising.utf8))
        var session = SimulationSession(diagram)
        #expect(session.status == "state: b\naccepts:\n  again\n")
        #expect(session.handle("again").output == "b --again--> b\nstate: b\naccepts:\n  again\n")
    }
}
