import Switchyard
import SwitchyardDiagrams
import Testing

/// Real SCXML documents mostly use ECMAScript, scripts and invocations, which the engine does not run. The graph
/// tools still read them as drawings (their states and transitions, checked), with one `not-runnable` warning;
/// the chart reader refuses them as before.
@Suite struct SCXMLUnrunnableDocumentTests {
    static let player = """
        <?xml version="1.0"?>
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="idle">
          <datamodel><data id="tracks" expr="[1, 2, 3]"/></datamodel>
          <state id="idle">
            <onentry><script>tracks.shift();</script></onentry>
            <transition event="play" cond="tracks.length &gt; 0" target="playing"/>
          </state>
          <state id="playing">
            <invoke type="http://www.w3.org/TR/scxml/" src="decoder.scxml"/>
            <transition event="stop" target="idle"><log expr="'stopped ' + _event.name"/></transition>
            <transition event="done" target="finished"/>
          </state>
          <final id="finished"><donedata><content expr="tracks"/></donedata></final>
        </scxml>
        """

    /// A delay that is not a duration is malformed SCXML, not content beyond the subset: `check` refuses it at its
    /// line and column, with the words `trace` uses.
    @Test func aSendWhoseDelayIsNotADurationIsAnErrorForCheckAsForTrace() throws {
        let document = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="a">
              <state id="a">
                <onentry><send event="x" delay="soon"/></onentry>
                <transition event="x" target="b"/>
              </state>
              <state id="b"/>
            </scxml>
            """
        let message = "delay 'soon' is not a duration like 1s, 1.5s or 500ms"
        #expect(throws: DiagramParseError(message: message, line: 3, column: 14)) {
            try SCXMLReader().readDrawing(bytes: Array(document.utf8))
        }
        #expect(throws: DiagramParseError(message: message, line: 3, column: 14)) { try SCXMLReader().read(document) }
    }

    @Test func aDocumentBeyondTheSubsetIsReadAsADrawingWithOneWarning() throws {
        let (graph, warnings) = try SCXMLReader().readDrawing(bytes: Array(Self.player.utf8))
        #expect(graph.states.map(\.id) == ["idle", "playing", "finished"])
        #expect(graph.initialStateIDs() == ["idle"])
        #expect(graph.finalStates == ["finished"])
        #expect(graph.transitions(from: "idle").map(\.to) == [.state("playing")])
        #expect(graph.transitions(from: "playing").map(\.to) == [.state("idle"), .state("finished")])
        #expect(warnings.count == 1)
        let warning = try #require(warnings.first)
        #expect(warning.code == "not-runnable")
        #expect(warning.severity == .warning)
        // The first content outside the subset: the data's array literal.
        #expect((warning.line, warning.column) == (3, 14))
        #expect(warning.message.contains("[1, 2, 3]"))
        #expect(throws: DiagramParseError.self) { try SCXMLReader().read(Self.player) }
    }

    @Test func checkReportsTheDrawingAndTheWarning() throws {
        let report = DiagramChecker.check(file: "player.scxml", bytes: Array(Self.player.utf8), format: .scxml)
        #expect(report.error == nil)
        #expect(report.states == ["finished", "idle", "playing"])
        #expect(report.events.contains("stop"))
        #expect(report.diagnostics.map(\.code).contains("not-runnable"))
        #expect(!report.diagnostics.contains { $0.severity == .error })
    }

    @Test func aBrokenStructureIsStillAnError() {
        let unknownTarget = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript">
              <state id="a"><onentry><script>x = 1</script></onentry><transition event="go" target="nowhere"/></state>
            </scxml>
            """
        #expect {
            try SCXMLReader().readDrawing(bytes: Array(unknownTarget.utf8))
        } throws: { error in
            (error as? DiagramParseError)?.message == "unknown target state 'nowhere'"
        }
        let twice = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0"><state id="a"/><state id="a"/></scxml>
            """
        #expect(throws: DiagramParseError.self) { try SCXMLReader().readDrawing(bytes: Array(twice.utf8)) }
    }

    @Test func severalTransitionsOnOneEventAreTakenInDocumentOrderNotAmbiguous() throws {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="a"><transition event="t" target="b"/><transition event="t" target="c"/></state>
              <state id="b"/><state id="c"/>
            </scxml>
            """
        let report = DiagramChecker.check(file: "order.scxml", bytes: Array(chart.utf8), format: .scxml)
        #expect(report.nondeterministic == [["a", "t"]])
        let finding = try #require(report.diagnostics.first { $0.code == "nondeterministic" })
        #expect(finding.severity == .warning)
        #expect(finding.message.hasSuffix("SCXML takes the first in document order whose condition holds"))
        // A drawing in another notation keeps the error: nothing orders its arrows.
        let drawing = DiagramChecker.check(
            file: "order.puml", bytes: Array("[*] --> a\na --> b : t\na --> c : t\n".utf8), format: .plantuml)
        #expect(drawing.diagnostics.first { $0.code == "nondeterministic" }?.severity == .error)
    }

    /// One transition with several targets (`target="b c"`, entering two regions) is one choice, not two arrows
    /// that disagree: it is not listed as nondeterministic, while two transitions on the event still are.
    @Test func aTransitionWithSeveralTargetsIsNotNondeterministic() {
        let chart = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0">
              <state id="a"><transition event="t" target="b c"/></state>
              <parallel id="p"><state id="b"/><state id="c"/></parallel>
              <state id="d"><transition event="u" target="b c"/><transition event="u" target="a"/></state>
            </scxml>
            """
        let report = DiagramChecker.check(file: "fork.scxml", bytes: Array(chart.utf8), format: .scxml)
        #expect(report.transitions.filter { $0.from == "a" }.map(\.to) == ["b", "c"])
        #expect(report.nondeterministic == [["d", "u"]])
    }

    /// Skipping what the engine cannot run is not accepting what is not SCXML: a misspelt element, one in the wrong
    /// place, or an XInclude (whose states we would not read) is still an error at its line and column (the cases of
    /// Qt SCXML's parser tests).
    @Test(arguments: [
        ("<state id=\"a\"><transitifn event=\"go\" target=\"a\"/></state>", "<transitifn> is not an SCXML element", 2),
        (
            "<state id=\"a\"><onentry><Assign location=\"x\" expr=\"1\"/></onentry></state>",
            "<Assign> is not an SCXML element", 2
        ),
        ("<state id=\"a\"><onentry><else/></onentry></state>", "<else> is not allowed inside <onentry>", 2),
        (
            "<state id=\"a\"><transition target=\"a\"><state id=\"b\"/></transition></state>",
            "<state> is not allowed inside <transition>", 2
        ),
        (
            "<state id=\"a\"><invoke><finalize/></invoke><finalize/></state>",
            "<finalize> is not allowed inside <state>", 2
        ),
        (
            "<state id=\"a\"><transition event=\"go\" target=\"b\"/></state><xi:include "
                + "xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"b.xml\"/>",
            "<xi:include> (XInclude) is not supported: the included states are not read; write them into the document",
            2
        ),
        (
            "<state id=\"a\"><transition ewent=\"go\" target=\"a\"/></state>",
            "attribute 'ewent' is not defined for <transition>", 2
        ),
    ])
    func whatIsNotSCXMLIsStillAnError(body: String, message: String, line: Int) {
        let document =
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" datamodel=\"ecmascript\">\n"
            + body + "\n</scxml>\n"
        #expect {
            try SCXMLReader().readDrawing(bytes: Array(document.utf8))
        } throws: { error in
            guard let error = error as? DiagramParseError else { return false }
            return error.message == message && error.line == line
        }
    }

    /// An empty `<script/>` is not conformant (SCXML 5.8: src or content), but the drawing around it is: it is read,
    /// with a warning that says so beside the not-runnable one, and the engine still refuses the chart.
    @Test func anEmptyScriptIsReadAsADrawingWithAWarning() throws {
        let document =
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" initial=\"a\">\n<script/>\n"
            + "<state id=\"a\"><transition event=\"go\" target=\"b\"/></state><final id=\"b\"/>\n</scxml>\n"
        let (graph, warnings) = try SCXMLReader().readDrawing(bytes: Array(document.utf8))
        #expect(graph.states.map(\.id) == ["a", "b"])
        #expect(warnings.map(\.code) == ["non-conformant", "not-runnable"])
        #expect(warnings.map(\.line) == [2, 2])
        #expect(throws: DiagramParseError.self) { try SCXMLReader().read(document) }
    }

    /// Found by the fuzzer: a labelled arrow from a history was written with an `event`, which SCXML does not allow
    /// on a history's default transition; the label is an annotation, and the drawing reads back with it.
    @Test func aLabelledArrowFromAHistoryIsWrittenAsAnAnnotation() throws {
        let graph = try PlantUMLReader().read("C[H] -> L : resume\nstate C {\n  state I\n}\n")
        let scxml = try SCXMLWriter().write(graph)
        #expect(!scxml.contains("event=\"resume\""))
        let (read, warnings) = try SCXMLReader().readDrawing(bytes: Array(scxml.utf8))
        #expect(warnings.isEmpty)
        #expect(read.transitions.first { if case .history = $0.from { true } else { false } }?.label == "resume")
    }

    /// Found in Qt's SCXML tests: two `<invoke>`s whose inline child documents both have a state `child`. Each
    /// document inside `<content>` has its own ids, so the outer document defines no id twice.
    @Test func statesOfInlineChildDocumentsAreNotTheParentsStates() throws {
        func invoke(_ name: String) -> String {
            "<state id=\"\(name)\"><invoke><content><scxml xmlns=\"http://www.w3.org/2005/07/scxml\" "
                + "version=\"1.0\"><state id=\"child\"/></scxml></content></invoke></state>"
        }
        let document =
            "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" version=\"1.0\" initial=\"a\">"
            + invoke("a") + invoke("b") + "</scxml>"
        let (graph, warnings) = try SCXMLReader().readDrawing(bytes: Array(document.utf8))
        #expect(graph.states.map(\.id) == ["a", "b"])
        #expect(warnings.map(\.code) == ["not-runnable"])
    }
}
