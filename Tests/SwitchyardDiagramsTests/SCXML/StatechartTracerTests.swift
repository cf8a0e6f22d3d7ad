import SwitchyardDiagrams
import Testing

/// `trace` on a virtual clock: configurations after each event, delayed sends firing in due order.
struct StatechartTracerTests {
    static let chart = """
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="idle">
          <state id="idle"><transition event="start" target="running"/></state>
          <state id="running">
            <onentry><send event="tick" delay="1s" id="t"/><send event="timeout" delay="5s"/></onentry>
            <transition event="tick" target="ticked"/>
            <transition event="stop" target="idle"><cancel sendid="t"/></transition>
          </state>
          <state id="ticked"><transition event="timeout" target="end"/></state>
          <final id="end"/>
        </scxml>
        """

    @Test func delayedSendsFireWhenTheClockPassesThem() throws {
        let scxml = try SCXMLReader().read(Self.chart)
        let result = StatechartTracer<SCXMLDataModel>().trace(
            scxml.makeInterpreter(), events: [TraceEvent(event: "start"), TraceEvent(event: "stop", after: 1500)])
        #expect(result.initial == ["idle"])
        #expect(
            result.steps == [
                TraceResult.Step(event: "start", configuration: ["running"]),
                TraceResult.Step(event: "stop", configuration: ["ticked"]),
            ])
        #expect(result.configuration == ["end"])
        #expect(result.done)
    }

    @Test func cancelledSendNeverFires() throws {
        let scxml = try SCXMLReader().read(Self.chart)
        let result = StatechartTracer<SCXMLDataModel>().trace(
            scxml.makeInterpreter(), events: [TraceEvent(event: "start"), TraceEvent(event: "stop", after: 500)])
        #expect(result.steps.map(\.configuration) == [["running"], ["idle"]])
        #expect(result.configuration == ["idle"])
        #expect(!result.done)
    }

    @Test func jsonFollowsTheContract() {
        let result = TraceResult(
            initial: ["idle"], steps: [.init(event: "start", configuration: ["normal", "playing"])],
            configuration: ["normal", "playing"], done: false)
        #expect(
            result.json == """
                {
                  "initial": ["idle"],
                  "steps": [
                    {"event": "start", "configuration": ["normal", "playing"]}
                  ],
                  "configuration": ["normal", "playing"],
                  "done": false
                }

                """)
    }

    @Test func eventsFileMustBeAnArrayOfEvents() throws {
        #expect(
            try TraceEvent.list(from: Array(#"[{"event": "a"}, {"event": "b", "after": 20}]"#.utf8)) == [
                TraceEvent(event: "a"), TraceEvent(event: "b", after: 20),
            ])
        #expect(throws: DiagramParseError.self) { try TraceEvent.list(from: Array(#"{"event": "a"}"#.utf8)) }
        #expect(throws: DiagramParseError.self) {
            try TraceEvent.list(from: Array(#"[{"event": "a", "after": -1}]"#.utf8))
        }
    }
}
