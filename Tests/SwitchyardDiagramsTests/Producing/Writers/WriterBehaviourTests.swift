import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// Each writer's output runs as the drawing does, or the writer refuses with the construct and its line (issue 19,
/// items 2, 5 and 12): one repro per defect found.
@Suite(.timeLimit(.minutes(5)))
struct WriterBehaviourTests {
    static let completionArrow = """
        @startuml
        [*] --> A
        state A {
          [*] --> a1
          a1 --> [*] : go
        }
        A --> B
        @enduml
        """

    static let forkIntoRegions = """
        @startuml
        state P {
          state a1
          state a2
          --
          state b1
          state b2
        }
        state f <<fork>>
        [*] --> s
        s --> f : go
        f --> a2
        f --> b2
        @enduml
        """

    /// The drawing and the SCXML written for it, both as `trace` runs them.
    static func drawingAndSCXML(_ source: String) throws -> (BehaviourChart, BehaviourChart, String) {
        let graph = try DiagramReader.read(source, format: .plantuml)
        let scxml = try SCXMLWriter().write(graph)
        let chart = try SCXMLReader().read(scxml)
        return (
            BehaviourChart(try DiagramChart(graph)),
            BehaviourChart(chart).sending(SCXMLWriter.eventNames(for: graph)), scxml
        )
    }

    static func trace(_ scxml: String, _ events: [String]) throws -> TraceResult {
        let chart = try SCXMLReader().read(scxml)
        return StatechartTracer<SCXMLDataModel>().trace(
            chart.makeInterpreter(), events: events.map { TraceEvent(event: $0) })
    }

    @Test func aCompositesCompletionArrowWaitsForTheCompositeToComplete() throws {
        let (drawing, scxml, text) = try Self.drawingAndSCXML(Self.completionArrow)
        let trace = try Self.trace(text, ["go"])
        #expect(trace.initial == ["a1"], "\(text)")
        #expect(trace.configuration == ["B"], "\(text)")
        #expect(text.contains("done.state.A"), "\(text)")
        #expect(BehaviourDiff.first(between: drawing, and: scxml) == nil)
    }

    @Test func aForkIsOneTransitionToAllItsTargets() throws {
        let (drawing, scxml, text) = try Self.drawingAndSCXML(Self.forkIntoRegions)
        #expect(text.contains("target=\"a2 b2\""), "\(text)")
        #expect(try Self.trace(text, ["go"]).configuration == ["a2", "b2"])
        #expect(BehaviourDiff.first(between: drawing, and: scxml) == nil)
        // Read back, the fork's two arrows are two arrows again.
        let back = try SCXMLReader().readGraph(bytes: Array(text.utf8))
        #expect(back.transitions.filter { $0.from == .state("f") }.count == 2)
    }

    @Test func anUnlabelledArrowBetweenStatesWaitsForCompletionInSCXMLToo() throws {
        let (drawing, scxml, text) = try Self.drawingAndSCXML("[*] --> a\na --> b\nb --> c : go\n")
        #expect(try Self.trace(text, []).configuration == ["a"], "\(text)")
        #expect(try Self.trace(text, ["completion"]).configuration == ["b"], "\(text)")
        #expect(BehaviourDiff.first(between: drawing, and: scxml) == nil)
    }

    @Test func labelsThatShareAnSCXMLNameStayDistinctEvents() throws {
        let (drawing, scxml, text) = try Self.drawingAndSCXML(
            "[*] --> a\na --> b : a/b\na --> c : a b\nb --> a : go [ready]\nc --> a : go\n")
        #expect(BehaviourDiff.first(between: drawing, and: scxml) == nil, "\(text)")
    }

    @Test func aTitleThatIsNoNameTokenIsKeptOutOfTheSCXMLName() throws {
        var graph = try DiagramReader.read("[*] --> a\n", format: .plantuml)
        graph.title = "Checkout: v2"
        let text = try SCXMLWriter().write(graph)
        #expect(!text.contains(" name=\""), "\(text)")
        #expect(try SCXMLReader().readGraph(bytes: Array(text.utf8)).title == "Checkout: v2")
        graph.title = "checkout.v2"
        #expect(try SCXMLWriter().write(graph).contains(" name=\"checkout.v2\""))
    }

    @Test func mermaidDrawsALoneState() throws {
        let graph = try DiagramReader.read("[*] --> a\nstate lonely\n", format: .plantuml)
        let text = MermaidWriter().write(graph)
        #expect(!text.contains("state lonely"), "\(text)")
        #expect(text.contains("\n    lonely\n"), "\(text)")
        let back = try DiagramReader.read(text, format: .mermaid)
        #expect(back.states.map(\.id).contains("lonely"))
    }

    @Test func mermaidRefusesHistoryWithItsLine() throws {
        let graph = try DiagramReader.read(
            "[*] --> A\nstate A {\n  [*] --> a1\n  a1 --> a2 : x\n}\nA --> B : out\nB --> A[H] : back\n",
            format: .plantuml)
        let refusal = try #require(MermaidWriter.refusal(for: graph))
        #expect(refusal.line == 7 && refusal.column == 1, "\(refusal)")
        #expect(refusal.message.contains("A[H]"), "\(refusal.message)")
        #expect(throws: RenderError.self) { try DiagramRenderer.render(graph, as: .mermaid) }
    }

    @Test func plantUMLRefusesAnArrowOutOfAConcurrentRegion() throws {
        let graph = try DiagramReader.read(
            "state B\n[*] --> P\nstate P {\n  state a1\n  a1 --> B : go\n  --\n  state b1\n}\n", format: .plantuml)
        let refusal = try #require(PlantUMLWriter.refusal(for: graph))
        #expect(refusal.line == 5 && refusal.column == 3, "\(refusal)")
        #expect(throws: RenderError.self) { try DiagramRenderer.render(graph, as: .plantuml) }
        #expect(PlantUMLWriter.refusal(for: try DiagramReader.read(Self.completionArrow, format: .plantuml)) == nil)
    }

    @Test func scxmlWithConditionsIsNotDrawnAsPlantUML() throws {
        let chart = try SCXMLReader().read(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a" datamodel="ecmascript">
              <state id="a">
                <transition event="go" cond="1 == 2" target="b"/>
              </state>
              <state id="b"/>
            </scxml>
            """)
        let refusal = try #require(DiagramRenderer.drawingRefusal(for: chart))
        #expect(refusal.line == 3 && refusal.column == 5, "\(refusal)")
        #expect(refusal.message.contains("cond"), "\(refusal.message)")
    }

    /// A history entered from outside and a composite's done arrow: Graphviz 2.43's default ranking fails on it
    /// (`trouble in init_rank`).
    static let historyAndDone = """
        @startuml
        [*] --> off
        state on {
          [*] --> playing
          state playing {
            [*] --> normal
            normal --> fast : speed
            fast --> [*] : end
          }
          playing --> paused : pause
          paused --> playing[H] : resume
          --
          [*] --> loud
          loud --> quiet : mute
        }
        playing --> stopped
        off --> on : power
        on --> off : power
        stopped --> playing[H] : resume
        stopped --> on[H*] : back
        @enduml
        """

    @Test(.enabled(if: WriterTestSupport.which("dot") != nil, "needs Graphviz"))
    func dotLaysOutAChartWithHistoryAndADoneArrow() async throws {
        let graph = try DiagramReader.read(Self.historyAndDone, format: .plantuml)
        let dot = DOTWriter(identifiesStates: true).write(graph)
        #expect(dot.contains("newrank=true;"))
        let (status, output) = try await WriterTestSupport.run(
            try #require(WriterTestSupport.which("dot")), ["-Tsvg"], input: dot)
        #expect(status == 0, "\(output)")
        #expect(output.contains("<svg"))
    }
}
