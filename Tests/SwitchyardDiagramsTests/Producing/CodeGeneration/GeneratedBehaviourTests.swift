import Switchyard
import SwitchyardDiagrams
import Testing

/// `generate swift` writes what `trace` runs, or refuses at the construct's line and column (issue 19, items 1, 3, 7
/// and 13; issue 23, item 8). The compiled behaviour is compared with the engine's in `GeneratedMachinesTests`.
struct GeneratedBehaviourTests {
    private func swift(_ plantUML: String) throws -> String {
        try SwiftMachineGenerator(typeName: "T").generate(try PlantUMLReader().read(plantUML))
    }

    private func swift(scxml: String) throws -> String {
        try SwiftMachineGenerator(typeName: "T").generate(try SCXMLReader().read(scxml))
    }

    private func refusal(scxml: String) throws -> CodeGenerationError? {
        let chart = try SCXMLReader().read(scxml)
        do {
            _ = try SwiftMachineGenerator(typeName: "T").generate(chart)
            return nil
        } catch {
            return error
        }
    }

    /// Item 1: the engine takes a composite's unlabelled arrow when the composite completes; so does the chart.
    @Test func aCompositesUnlabelledArrowIsTakenWhenItCompletes() throws {
        let source = try swift("[*] --> A\nstate A {\n  [*] --> a1\n  a1 --> [*] : go\n}\nA --> B\n")
        #expect(source.contains(".transition(on: [.event(.completion), .done(.a)], to: [.b])"))
        #expect(!source.contains(".on(.completion, to: .b)"))
    }

    /// A top-level `[*]` stops the engine; a table machine cannot stop, so such a drawing is a statechart.
    @Test func anArrowToTheTopLevelFinalMakesAStatechart() throws {
        let source = try swift("[*] --> a\na --> [*] : quit\na --> b : go\n")
        #expect(source.contains(".atomic(.a, [.on(.quit, to: .final), .on(.go, to: .b)])"))
        #expect(source.contains("case final = \"[*]\""))
    }

    /// Item 7: the context is `Equatable` and `Sendable`, so a `TestStore` can assert the chart's states.
    @Test func aGeneratedChartHasAnEquatableContext() throws {
        let source = try swift("[*] --> A\nstate A {\n  [*] --> a1\n  a1 --> [*] : go\n}\nA --> B\n")
        #expect(source.contains("struct Context: Hashable, Sendable, Codable {"))
        #expect(source.contains("-> Statechart<State, Event, Context> {"))
        #expect(!source.contains("Void"))
    }

    /// Item 3: SCXML generates the chart `trace` runs: final states, eventless transitions, done events, delayed
    /// sends and their cancellation, raised events.
    @Test func scxmlGeneratesWhatTheEngineRuns() throws {
        let source = try swift(
            scxml: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="s">
                  <state id="s" initial="s1">
                    <onentry><send event="late" delay="1.5s" id="t"/><raise event="go"/></onentry>
                    <onexit><cancel sendid="t"/></onexit>
                    <state id="s1"><transition event="go" target="s2"/></state>
                    <state id="s2"><transition target="done" cond="In('s2')"/></state>
                    <final id="done"/>
                    <transition event="done.state.s" target="end"/>
                    <transition event="late.*" target="end"/>
                  </state>
                  <final id="end"/>
                </scxml>
                """)
        #expect(source.contains(".final(.done)"))
        #expect(source.contains(".final(.end)"))
        #expect(source.contains(".transition(on: [], to: [.done], guard: s2Guard)"))
        #expect(source.contains("scope.configuration.contains(.s2)"))
        #expect(source.contains(".transition(on: [.done(.s)], to: [.end])"))
        #expect(source.contains("scope.send(.late, after: .milliseconds(1500), id: \"t\")"))
        #expect(source.contains("scope.raise(.go)"))
        #expect(source.contains("scope.cancelSend(id: \"t\")"))
        #expect(!source.contains("completion"))
    }

    /// Item 3: what generated Swift cannot run as the engine does is refused at its line and column, never changed.
    @Test func scxmlThatReadsTheDataModelIsRefusedWhereItIsWritten() throws {
        let condition = try refusal(
            scxml: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="a" datamodel="ecmascript">
                  <state id="a">
                    <transition event="go" cond="n == 1" target="b"/>
                  </state>
                  <final id="b"/>
                </scxml>
                """)
        #expect(condition?.line == 3)
        #expect(condition?.column == 5)
        #expect(condition?.message.contains("'n == 1'") == true)
        let data = try refusal(
            scxml: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
                  <datamodel><data id="n" expr="0"/></datamodel>
                  <state id="a"/>
                </scxml>
                """)
        #expect(data?.line == 2)
        #expect(data?.message.contains("<data>") == true)
        let assign = try refusal(
            scxml: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
                  <datamodel><data id="n"/></datamodel>
                  <state id="a"><onentry><assign location="n" expr="1"/></onentry></state>
                </scxml>
                """)
        #expect(assign?.line == 2)  // the data first: it is the first construct refused
        let raise = try refusal(
            scxml: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml">
                  <state id="a"><onentry><raise event="done.state.a"/></onentry></state>
                </scxml>
                """)
        #expect(raise?.line == 2)
        #expect(raise?.message.contains("engine's own") == true)
    }

    /// Item 13: `paths --format swift-testing` and `generate swift` agree on a guarded arrow: the test takes the
    /// arrow by its whole label, and the generated table has a rule for that label.
    @Test func guardedArrowsSharingAnEventAreTakenByTheirWholeLabel() throws {
        let text = "[*] --> idle\nidle --> idle : failed [attempts < 3]\nidle --> locked : failed [attempts == 3]\n"
        let graph = try PlantUMLReader().read(text)
        let source = try SwiftMachineGenerator(typeName: "Login").generate(graph)
        #expect(source.contains("case failedAttemptsEquals3 = \"failed [attempts == 3]\""))
        #expect(source.contains(".from(.idle, on: .failedAttemptsEquals3, to: .locked, guardName: \"attempts == 3\")"))
        let tests = PathFormatter.swiftTesting(
            try PathPlanner.plan(graph, cover: .states), graph: graph, typeName: "Login")
        #expect(tests.contains("machine.nextState(from: state, on: .failedAttemptsEquals3)"))
    }

    /// Item 13: the path tests of an SCXML chart drive the generated statechart with its own events.
    @Test func scxmlPathTestsSendOnlyTheGeneratedEvents() throws {
        let diagram = try SCXMLReader().readDiagram(
            bytes: Array(
                """
                <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="a">
                  <state id="a"><transition event="go" target="b" cond="In('a')"/></state>
                  <state id="b"><transition target="c"/></state>
                  <final id="c"/>
                </scxml>
                """.utf8))
        let tests = try PathFormatter.swiftTesting(
            PathPlanner.plan(diagram, cover: .transitions), diagram: diagram, typeName: "T")
        #expect(tests.contains("chart.send(.go)"))
        #expect(!tests.contains(".completion"))
        #expect(tests.contains("#expect(chart.isFinished)"))
    }

    /// Issue 23 item 8: one naming rule whatever the notation: `play [hasDisc]` is the event `play`.
    @Test func aGuardedLabelIsNamedByItsEventInEveryNotation() throws {
        let plantUML = try swift("[*] --> a\na --> b : play [hasDisc]\n")
        let mermaid = try SwiftMachineGenerator(typeName: "T").generate(
            try MermaidReader().read("stateDiagram-v2\n[*] --> a\na --> b : play [hasDisc]\n"))
        let scxml = try swift(
            scxml: """
                <scxml xmlns="http://www.w3.org/2005/07/scxml"><state id="a"><transition event="play" target="b"/>\
                </state><state id="b"/></scxml>
                """)
        for source in [plantUML, mermaid, scxml] {
            #expect(source.contains("        case play\n"))
            #expect(!source.contains("hasDisc ="))
        }
    }

    /// Issue 23 item 8: synthetic states are named after what they are, not `playback_2` and `unnamed`.
    @Test func syntheticStatesAreNamedAfterWhatTheyAre() throws {
        let source = try swift(
            "[*] --> on\nstate on {\n  state playback {\n    [*] --> a\n    a --> [*] : end\n  }\n  [*] --> playback\n}\n"
                + "on --> [*] : off\nx --> on[H*] : resume\n")
        #expect(source.contains("case playbackFinal = \"playback[*]\""))
        #expect(source.contains("case final = \"[*]\""))
        #expect(source.contains("case onDeepHistory = \"on[H*]\""))
        #expect(!source.contains("unnamed"))
        #expect(!source.contains("_2"))
    }
}
