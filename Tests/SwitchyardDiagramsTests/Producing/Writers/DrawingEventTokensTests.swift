import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// The SCXML event tokens of a drawing's labels are distinct, clash with no platform event and no other token's
/// prefix — and are found for every label: the CI fuzzer found a drawing whose labels `done.state.s1` and `error.*`
/// made the search for a free token loop for ever (a suffix at the end keeps the clashing prefix).
struct DrawingEventTokensTests {
    @Test func labelsUnderPlatformEventsOrUnderOtherTokensGetTokensOfTheirOwn() {
        var graph = StateGraph(title: "clashes")
        let labels = ["a", "a.b", "a.b.c", "done.state.s1", "error.*", "done", "error", "x.y", "x"]
        for (index, label) in labels.enumerated() {
            graph.states.append(GraphState(id: "s\(index)"))
            graph.transitions.append(GraphTransition(from: .state("s\(index)"), to: .state("s0"), label: label))
        }
        let tokens = DrawingEventTokens(graph)
        let written = labels.map { tokens.descriptors(for: $0) }
        #expect(Set(written).count == labels.count, "\(written)")
        for token in written {
            #expect(!(token == "done" || token.hasPrefix("done.") || token == "error" || token.hasPrefix("error.")))
            let prefixes = token.split(separator: ".").dropLast().indices.map {
                token.split(separator: ".")[...$0].joined(separator: ".")
            }
            #expect(!prefixes.contains(where: written.contains), "\(token) is under another token in \(written)")
        }
        #expect(DrawingEventTokens.suffixing("a.b.c", 2) == "a_2.b.c")
        #expect(DrawingEventTokens.suffixing("a", 3) == "a_3")
    }

    /// The fuzzer's input itself: read as a drawing, written as SCXML, read back.
    @Test func theFuzzersDrawingIsWrittenAsSCXML() throws {
        let graph = try SCXMLReader().readGraph(bytes: Array(Self.fuzzInput.utf8))
        let scxml = try SCXMLWriter().write(graph)
        #expect(scxml.contains("<scxml"))
        #expect(try SCXMLReader().readGraph(bytes: Array(scxml.utf8)).states.count == graph.states.count)
    }

    static let fuzzInput = #"""
        <scxml xmlns="http://www.w3.org/2005/07/scxml" datamodel="ecmascript" initial="s0" name="counter">
          <datamodel><data id="x" expr="0"/><data id="limit" expr="3 * 2"/></datamodel>
          <state id="s0">
            <onentry><assign location="x" expr="x + 1"/><raise event="again"/></onentry>
            <transition event="again" cond="x &lt; limit &amp;&amp; !In('done')" target="s0"/>
            <transition event="again" cond="x % 2 === 0 || x &gt;= limit" target="s1">
              <if cond="x == 6"><log expr="x"/><elseif cond="x != undefined"/><assign location="x" expr="-x"/><else/></if>
            </transition>
          </state>
          <state id="s1" initial="h">
            <history id="h" type="deep"><transition target="inner"/></history>
            <state id="inner"><transition event="go" type="internal" target="other"/></state>
            <state id="other"><onentry><send event="tick" delay="1s" id="t"/><cancel sendid="t"/></onentry></state>
            <transition event="error.*" target="done"/>
            <transition event="done.state.s1" target="done"/>
          </state>
          <final id="done"/>
        </scxml>
        """#
}
