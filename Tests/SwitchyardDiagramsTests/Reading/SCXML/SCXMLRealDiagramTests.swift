import Switchyard
import SwitchyardDiagrams
import Testing

/// Constructs found by running real SCXML documents from public repositories through the reader and the engine;
/// each document is our own, written to show the same construct.
struct SCXMLRealDiagramTests {
    private func configuration(_ text: String, after events: [String]) throws -> [String] {
        let chart = try SCXMLReader().read(text)
        return StatechartTracer<SCXMLDataModel>().trace(
            chart.makeInterpreter(), events: events.map { TraceEvent(event: $0) }
        ).configuration
    }

    /// `In("id")` is ECMAScript as much as `In('id')`: Qt's editor writes the double quotes (as `&quot;`).
    @Test func inWithDoubleQuotes() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="p">
              <parallel id="p">
                <state id="mute" initial="muteOn"><state id="muteOn"/></state>
                <state id="player" initial="idle">
                  <state id="idle">
                    <transition event="play" cond="In(&quot;muteOff&quot;)" target="playing"/>
                    <transition event="play" cond='In("muteOn")' target="paused"/>
                  </state>
                  <state id="playing"/><state id="paused"/>
                </state>
              </parallel>
            </scxml>
            """
        #expect(try configuration(text, after: ["play"]) == ["muteOn", "paused"])
    }

    /// `cond=""` (itemis CREATE writes it on every unguarded transition) means no condition to the editor and false
    /// to ECMAScript: refused at the transition, naming both readings, rather than run either way.
    @Test func anEmptyConditionIsRefusedSayingWhy() {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="a">
              <state id="a">
                <transition event="e" cond="" target="b"/>
              </state>
              <state id="b"/>
            </scxml>
            """
        #expect(
            throws: DiagramParseError(
                message: "empty expression '': ECMAScript evaluates it to undefined (a condition is then false), "
                    + "though an editor may mean no condition; remove the attribute or write the expression",
                line: 3, column: 5)
        ) { try SCXMLReader().read(text) }
    }

    /// A quote that does not close the one that opened is outside the subset, said at the element.
    @Test func inWithMismatchedQuotesIsAnError() {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="a">
              <state id="a"><transition event="go" cond="In('a&quot;)" target="a"/></state>
            </scxml>
            """
        #expect(throws: DiagramParseError.self) { try SCXMLReader().read(text) }
    }
}
