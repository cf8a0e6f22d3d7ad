import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// `simulate` and `paths` let time pass on the virtual clock `trace` runs: delayed sends fall due in order,
/// `<cancel>` drops them, and a state reached only after a delay is reached and covered.
struct SCXMLDelayedSendTests {
    /// A request with a deadline (as `Examples/Diagrams/request.scxml`).
    static let request = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="idle">
          <state id="idle"><transition event="submit" target="waiting"/></state>
          <state id="waiting" initial="sent">
            <onentry><send event="slow" delay="500ms" id="hint"/><send event="timeout" delay="2s" id="deadline"/></onentry>
            <onexit><cancel sendid="hint"/><cancel sendid="deadline"/></onexit>
            <state id="sent"><transition event="slow" target="stalled"/></state>
            <state id="stalled"/>
            <transition event="reply" target="done"/>
            <transition event="timeout" target="failed"/>
          </state>
          <state id="failed"><transition event="retry" target="waiting"/></state>
          <final id="done"/>
        </scxml>
        """

    /// `late` is sent only on the `slow` arrow; `b` is left only by any event (`*`), which nobody is offered to
    /// send, so `c` is reached only when `late` falls due.
    static let onlyByDelay = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="a">
          <state id="a">
            <transition event="quick" target="b"/>
            <transition event="slow" target="b"><send event="late" delay="1s"/></transition>
          </state>
          <state id="b"><transition event="*" target="c"/></state>
          <state id="c"/>
        </scxml>
        """

    /// A send made again on every lap of a cycle (`go`, `back`), never cancelled.
    static let pileUp = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="idle" datamodel="null">
          <state id="idle"><transition event="go" target="busy"/></state>
          <state id="busy">
            <onentry><send event="late" delay="1s"/></onentry>
            <transition event="back" target="idle"/>
            <transition event="late" target="done"/>
          </state>
          <final id="done"/>
        </scxml>
        """

    static func diagram(_ text: String) throws -> SCXMLDiagram {
        try SCXMLReader().readDiagram(bytes: Array(text.utf8))
    }

    @Test func pendingSendsFallDueInOrderAndBackUndoesAWait() throws {
        var simulation = DiagramSimulation(try Self.diagram(Self.request))
        #expect(simulation.hasClock)
        #expect(simulation.pendingSends.isEmpty)
        simulation.send("submit")
        #expect(
            simulation.pendingSends == [
                .init(event: "slow", id: "hint", due: .milliseconds(500)),
                .init(event: "timeout", id: "deadline", due: .seconds(2)),
            ])
        let firstDelivered = simulation.advanceClockToNextSend()
        let first = try #require(firstDelivered)
        #expect(first.map(\.event) == ["slow"])
        #expect(first.first?.step?.from == "sent" && first.first?.step?.to == "stalled")
        #expect(simulation.now == .milliseconds(500))
        let secondDelivered = simulation.advanceClockToNextSend()
        let second = try #require(secondDelivered)
        #expect(second.map(\.time) == [.seconds(2)])
        #expect(simulation.current == "failed")
        #expect(simulation.pendingSends.isEmpty)
        let wentBack = simulation.back()
        #expect(wentBack)
        #expect(simulation.current == "stalled")
        #expect(simulation.now == .milliseconds(500))
        #expect(simulation.pendingSends.map(\.event) == ["timeout"])
    }

    @Test func advancingByADurationDeliversWhatFallsDueMeanwhile() throws {
        var simulation = DiagramSimulation(try Self.diagram(Self.request))
        simulation.send("submit")
        let earlyDelivered = simulation.advanceClock(by: .milliseconds(499))
        let early = try #require(earlyDelivered)
        #expect(early.isEmpty)
        #expect(simulation.current == "sent")
        let bothDelivered = simulation.advanceClock(by: .seconds(3))
        let both = try #require(bothDelivered)
        #expect(both.map(\.event) == ["slow", "timeout"])
        #expect(simulation.now == .milliseconds(3499))
        #expect(simulation.current == "failed")
        // The deadline is set again on re-entry, from the clock's time.
        simulation.send("retry")
        #expect(simulation.pendingSends.map(\.due) == [.milliseconds(3999), .milliseconds(5499)])
    }

    @Test func aCancelledSendNeverFires() throws {
        var simulation = DiagramSimulation(try Self.diagram(Self.request))
        simulation.send("submit")
        // Sent before the deadline falls due: leaving `waiting` cancels both sends, and `failed` keeps running.
        simulation.send("timeout")
        #expect(simulation.current == "failed")
        #expect(simulation.pendingSends.isEmpty)
        let nothingDelivered = simulation.advanceClockToNextSend()
        let nothing = try #require(nothingDelivered)
        #expect(nothing.isEmpty)
        #expect(simulation.now == .zero)
    }

    /// W3C test 208: a send made and cancelled in the same macrostep is never pending, so no wait stops at it.
    @Test func aSendCancelledWhereItWasMadeIsNeverPending() throws {
        let diagram = try Self.diagram(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="s0">
              <state id="s0">
                <onentry><send id="foo" event="event1" delay="1s"/><send event="event2" delay="1.5s"/>
                  <cancel sendid="foo"/></onentry>
                <transition event="event2" target="pass"/>
                <transition event="*" target="fail"/>
              </state>
              <final id="pass"/><final id="fail"/>
            </scxml>
            """)
        let simulation = DiagramSimulation(diagram)
        #expect(simulation.pendingSends.map(\.event) == ["event2"])
        let plan = PathPlanner.plan(diagram, cover: .transitions)
        #expect(
            plan.paths.map { $0.steps.dropFirst().compactMap(\.wait) } == [
                [PathWait(milliseconds: 1500, events: ["event2"])]
            ])
    }

    @Test func theSimulationEndsWhereTraceEnds() throws {
        let diagram = try Self.diagram(Self.request)
        let trace = StatechartTracer<SCXMLDataModel>().trace(
            diagram.chart.makeInterpreter(),
            events: [TraceEvent(event: "submit"), TraceEvent(event: "retry", after: 2000)])
        var simulation = DiagramSimulation(diagram)
        simulation.send("submit")
        simulation.advanceClock(by: .seconds(2))
        simulation.send("retry")
        #expect(trace.steps.last?.configuration == ["sent"])
        #expect(simulation.current == "sent")
        // After the last event `trace` runs the clock out; waiting twice does the same here.
        simulation.advanceClockToNextSend()
        simulation.advanceClockToNextSend()
        #expect(trace.configuration == ["failed"])
        #expect(simulation.current == "failed")
    }

    @Test func aDrawingHasNoClock() throws {
        var simulation = try DiagramSimulation(DiagramReader.read("[*] --> a\na --> b : go\n", format: .plantuml))
        #expect(!simulation.hasClock)
        let delivered = simulation.advanceClockToNextSend()
        #expect(delivered == nil)
        var session = try SimulationSession(DiagramReader.read("[*] --> a\n", format: .plantuml))
        #expect(session.handle("wait").output.hasPrefix("nothing to wait for: a drawing has no delayed sends\n"))
    }

    @Test func aSessionShowsPendingSendsAndWaits() throws {
        var session = SimulationSession(try Self.diagram(Self.request))
        #expect(session.handle("help").output.hasPrefix(SimulationSession.help))
        #expect(SimulationSession.help.contains("wait 500ms"))
        #expect(
            session.handle("submit").output
                == """
                idle --submit--> sent
                state: sent
                accepts:
                  slow
                  reply
                  timeout
                pending:
                  slow at 500ms (in 500ms, id hint)
                  timeout at 2s (in 2s, id deadline)

                """)
        #expect(
            session.handle("wait 2.5s").output
                == """
                waited 2500ms, clock at 2500ms
                at 500ms: sent --slow--> stalled
                at 2s: stalled --timeout--> failed
                state: failed
                accepts:
                  retry

                """)
        #expect(session.handle("wait").output.hasPrefix("no delayed send is pending\nstate: failed\n"))
        #expect(session.handle("wait soon").output.hasPrefix("not a duration: soon (write it as 500ms or 1.5s)\n"))
    }

    @Test func pathsWaitForTheNextDelayedSend() throws {
        let plan = PathPlanner.plan(try Self.diagram(Self.request), cover: .states)
        let stalled = try #require(plan.paths.first { $0.target == "stalled" })
        #expect(stalled.events == ["submit"])
        let wait = try #require(stalled.steps.last?.wait)
        #expect(wait == PathWait(milliseconds: 500, events: ["slow"]))
        #expect(stalled.steps.last?.from == "sent" && stalled.steps.last?.to == "stalled")
        #expect(PathFormatter.text(plan).contains("stalled: submit -> wait 500ms (slow)\n"))
    }

    /// A send nothing cancels, made again on every lap of a cycle, leaves one more send pending each lap: every lap
    /// is a configuration of its own. The search stops going on from a configuration with more than 64 pending
    /// sends, so it ends at once instead of filling gigabytes with ever longer configurations (it used to).
    @Test func sendsThatPileUpInACycleDoNotRunTheSearchAway() throws {
        let diagram = try Self.diagram(Self.pileUp)
        let plan = PathPlanner.plan(diagram, cover: .states)
        #expect(plan.unreachable.isEmpty)
        #expect(plan.paths.first { $0.target == "done" }?.events == ["go"])
        #expect(PathPlanner.plan(diagram, cover: .transitions).untakenTransitions.isEmpty)
    }

    @Test func aStateReachedOnlyAfterADelayIsCovered() throws {
        let diagram = try Self.diagram(Self.onlyByDelay)
        let plan = PathPlanner.plan(diagram, cover: .states)
        #expect(plan.unreachable.isEmpty)
        let toC = try #require(plan.paths.first { $0.target == "c" })
        #expect(toC.events == ["slow"])
        #expect(toC.steps.last?.wait == PathWait(milliseconds: 1000, events: ["late"]))
        let transitions = PathPlanner.plan(diagram, cover: .transitions)
        #expect(transitions.untakenTransitionLines.isEmpty)
    }

    @Test func waitsSurviveJSONAndBumpTheVersion() throws {
        let plan = PathPlanner.plan(try Self.diagram(Self.request), cover: .transitions)
        #expect(plan.version == 2)
        let json = PathFormatter.json(plan)
        #expect(json.contains("\"wait\" : {"))
        #expect(try JSONDecoder().decode(PathPlan.self, from: Data(json.utf8)) == plan)
    }

    @Test func generatedTestsTakeTheDelayedEvent() throws {
        let diagram = try Self.diagram(Self.request)
        let plan = PathPlanner.plan(diagram, cover: .states)
        let source = try PathFormatter.swiftTesting(plan, diagram: diagram, typeName: "Request")
        #expect(
            source.contains(
                """
                        #expect(chart.pendingSends.contains { $0.token == 0 && $0.event == .slow })
                        _ = chart.deliver(0)
                        #expect(Set(chart.configuration.atomicStates) == [.stalled])

                """))
    }
}
