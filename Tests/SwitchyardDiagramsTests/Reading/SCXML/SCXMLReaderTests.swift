import Switchyard
import SwitchyardDiagrams
import Testing

/// Reading SCXML into a runnable chart, and running it.
struct SCXMLReaderTests {
    static let player = """
        <?xml version="1.0"?>
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="off" datamodel="ecmascript">
          <datamodel><data id="plays" expr="0"/><data id="limit" expr="1 + 1"/></datamodel>
          <state id="off"><transition event="power" target="on"/></state>
          <parallel id="on">
            <state id="transport" initial="stopped">
              <state id="stopped">
                <transition event="play" cond="plays &lt; limit" target="playing">
                  <assign location="plays" expr="plays + 1"/>
                </transition>
              </state>
              <state id="playing"><transition event="stop" target="stopped"/></state>
              <history id="resume" type="deep"><transition target="stopped"/></history>
            </state>
            <state id="volume">
              <state id="quiet"><transition event="louder" target="loud"/></state>
              <state id="loud"/>
            </state>
            <transition event="power" target="off"/>
          </parallel>
        </scxml>
        """

    @Test func readsStatesTransitionsAndData() throws {
        let chart = try SCXMLReader().read(Self.player)
        #expect(
            chart.statechart.stateList.map(\.id) == [
                "off", "on", "transport", "stopped", "playing", "resume", "volume", "quiet", "loud",
            ])
        #expect(chart.statechart.stateList[1].kind == .parallel)
        #expect(chart.statechart.stateList[5].kind == .history(deep: true))
        // A state's transitions come before its descendants'.
        #expect(
            chart.statechart.transitionList.map(\.events) == [["power"], ["power"], ["play"], ["stop"], ["louder"]])
        #expect(chart.statechart.transitionList[2].isGuarded)
        #expect(chart.data.values == ["plays": .undefined, "limit": .undefined])
    }

    @Test func runsWithTheIntegerDataModel() throws {
        var interpreter = try SCXMLReader().read(Self.player).makeInterpreter()
        interpreter.start()
        #expect(interpreter.context["limit"] == .integer(2))
        for event in ["power", "play", "stop", "play", "stop", "play"] { interpreter.send(event) }
        #expect(interpreter.context["plays"] == .integer(2))
        #expect(Array(interpreter.configuration) == ["stopped", "quiet"])
    }

    @Test func eventDescriptorsMatchDottedPrefixesAndWildcards() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="null">
              <state id="a"><transition event="foo.*" target="b"/></state>
              <state id="b"><transition event="error done" target="c"/><onentry><raise event="fooz"/></onentry>
                <transition event="*" target="fail"/></state>
              <state id="c"/>
              <final id="fail"/>
            </scxml>
            """
        var interpreter = try SCXMLReader().read(text).makeInterpreter()
        interpreter.start()
        interpreter.send("foo.bar")
        // `fooz` is not `foo` nor `foo.…`: caught by `*`.
        #expect(Array(interpreter.configuration) == ["fail"])
    }

    @Test func delayedSendsAndCancelAreScheduledAsData() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml">
              <state id="a">
                <onentry><send event="late" delay="1.5s" id="x"/><send event="soon" delay="500ms"/></onentry>
                <transition event="soon"><cancel sendid="x"/></transition>
              </state>
            </scxml>
            """
        var interpreter = try SCXMLReader().read(text).makeInterpreter()
        let start = interpreter.start()
        #expect(start.scheduled.map(\.delay) == [.milliseconds(1500), .milliseconds(500)])
        #expect(start.scheduled.map(\.sendID) == ["x", nil])
        #expect(interpreter.deliver(1).cancelled == [0])
    }

    @Test func assigningAnUndeclaredVariableRaisesErrorExecution() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
              <state id="a">
                <onentry><assign location="nope" expr="1"/><raise event="never"/></onentry>
                <transition event="error.execution" target="pass"/>
                <transition event="*" target="fail"/>
              </state>
              <final id="pass"/><final id="fail"/>
            </scxml>
            """
        var interpreter = try SCXMLReader().read(text).makeInterpreter()
        interpreter.start()
        #expect(Array(interpreter.configuration) == ["pass"])
    }

    @Test func ifElseifElseChoosesTheFirstTrueBranch() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript">
              <datamodel><data id="n" expr="2"/><data id="out"/></datamodel>
              <state id="a">
                <onentry>
                  <if cond="n == 1"><assign location="out" expr="10"/>
                  <elseif cond="n != 1"/><assign location="out" expr="20"/>
                  <else/><assign location="out" expr="30"/></if>
                </onentry>
              </state>
            </scxml>
            """
        var interpreter = try SCXMLReader().read(text).makeInterpreter()
        interpreter.start()
        #expect(interpreter.context["out"] == .integer(20))
    }

    @Test func elementsAndAttributesOfOtherNamespacesAreIgnored() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" xmlns:qt="http://www.qt.io/2015/02/scxml-ext"
                   profile="ecmascript" qt:editorversion="4.8">
              <state id="a"><qt:editorinfo geometry="0;0"/><transition event="e" target="b"/></state>
              <state id="b"/>
            </scxml>
            """
        var interpreter = try SCXMLReader().read(text).makeInterpreter()
        interpreter.start()
        interpreter.send("e")
        #expect(Array(interpreter.configuration) == ["b"])
    }
}
