import Foundation
import Switchyard
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

    /// `initial` is the configuration after the initial macrostep; the events the chart sent itself without a delay
    /// are external events, each a macrostep of its own, taken before the first event of the trace (W3C test 193).
    @Test func initialIsTheConfigurationBeforeSelfSentEvents() throws {
        let chart = try SCXMLReader().read(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="s0">
              <state id="s0">
                <onentry><send event="internal"/><send event="event1"/></onentry>
                <transition event="event1" target="fail"/>
                <transition event="internal" target="s1"/>
              </state>
              <state id="s1"><transition event="event1" target="pass"/></state>
              <final id="pass"/><final id="fail"/>
            </scxml>
            """)
        let result = StatechartTracer<SCXMLDataModel>().trace(
            chart.makeInterpreter(), events: [TraceEvent(event: "t1", after: 200)])
        #expect(result.initial == ["s0"])
        #expect(result.steps.map(\.configuration) == [["pass"]])
        #expect(result.done)
    }

    /// Another session's `#_scxml_` target cannot be reached: `error.communication`, not a send to this chart
    /// (W3C tests 496 and 521).
    @Test func anotherSessionIsACommunicationError() throws {
        let chart = try SCXMLReader().read(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="s0">
              <state id="s0">
                <onentry><send event="event" target="#_scxml_foo"/><raise event="foo"/></onentry>
                <transition event="error.communication" target="pass"/>
                <transition event="*" target="fail"/>
              </state>
              <final id="pass"/><final id="fail"/>
            </scxml>
            """)
        let result = StatechartTracer<SCXMLDataModel>().trace(chart.makeInterpreter(), events: [])
        #expect(result.configuration == ["pass"])
    }

    /// `undefined` compares equal to a variable declared without a value (W3C test 445).
    @Test func undefinedIsAValue() throws {
        let chart = try SCXMLReader().read(
            """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="s0">
              <datamodel><data id="var1"/></datamodel>
              <state id="s0">
                <transition cond="var1==undefined" target="pass"/>
                <transition target="fail"/>
              </state>
              <final id="pass"/><final id="fail"/>
            </scxml>
            """)
        let result = StatechartTracer<SCXMLDataModel>().trace(chart.makeInterpreter(), events: [])
        #expect(result.initial == ["pass"])
    }

    @Test func jsonFollowsTheContract() throws {
        let result = TraceResult(
            initial: ["idle"], steps: [.init(event: "start", configuration: ["normal", "playing"])],
            configuration: ["normal", "playing"], done: false)
        #expect(result.json.hasSuffix("}\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "initial", "steps", "configuration", "done"])
        #expect(object["version"] as? Int == TraceResult.currentVersion)
        #expect(object["initial"] as? [String] == ["idle"])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.count == 1)
        #expect(steps.first?["event"] as? String == "start")
        #expect(steps.first?["configuration"] as? [String] == ["normal", "playing"])
        #expect(object["configuration"] as? [String] == ["normal", "playing"])
        #expect(object["done"] as? Bool == false)
        // One writer, keys sorted: `configuration`, `done`, `initial`, `steps`, `version`.
        let order = ["configuration", "done", "initial", "steps", "version"].map {
            result.json.range(of: "\n  \"\($0)\" :")?.lowerBound
        }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
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
