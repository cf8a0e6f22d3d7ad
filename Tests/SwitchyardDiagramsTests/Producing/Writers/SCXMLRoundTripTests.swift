import Foundation
import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

/// SCXML written from SCXML keeps what the reader read: reading the output gives a chart that traces the same and
/// the same graph, and writing it again gives the same text.
@Suite(.timeLimit(.minutes(5)))
struct SCXMLRoundTripTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The SCXML fuzz corpus and the CLI's charts, in the repository.
    static let charts: [String] = {
        let folders = ["Fuzz/SCXMLFuzzer/corpus", "Tests/SwitchyardCLITests/Charts"]
        return folders.flatMap { folder in
            let url = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            return names.filter { $0.hasSuffix(".scxml") }.sorted().map { url.appendingPathComponent($0).path }
        }
    }()

    /// The W3C conformance charts CI runs (`../shared/conformance/w3c` beside the repository), when present.
    static let w3c: [String] = {
        let url = root.deletingLastPathComponent().appendingPathComponent("shared/conformance/w3c")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".scxml") }.sorted().map { url.appendingPathComponent($0).path }
    }()

    /// Every feature the writer must keep, in one chart.
    static let everything = """
        <?xml version="1.0"?>
        <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" datamodel="ecmascript" initial="a" name="all">
          <datamodel><data id="x" expr="0"/><data id="y"/></datamodel>
          <state id="a">
            <onentry><assign location="x" expr="x + 1"/><raise event="r"/><log label="in" expr="x"/></onentry>
            <onexit><send event="late" delay="2s" id="t"/><cancel sendid="t"/></onexit>
            <transition event="r" cond="x == 1" target="b"/>
            <transition event="r" cond="x != 1" type="internal" target="a"/>
          </state>
          <state id="b" initial="b1">
            <state id="b1"><transition event="go" target="b2"><assign location="y" expr="x * 2"/></transition></state>
            <state id="b2">
              <onentry><if cond="y === 2"><raise event="done2"/><elseif cond="In('a')"/><else/></if></onentry>
            </state>
            <history id="h" type="deep"><transition target="b2"/></history>
            <transition event="done2" target="f"/>
          </state>
          <final id="f"><onentry><log expr="'bye'"/></onentry></final>
        </scxml>
        """

    static let events = [
        TraceEvent(event: "go"), TraceEvent(event: "r", after: 500), TraceEvent(event: "go", after: 2500),
        TraceEvent(event: "e"), TraceEvent(event: "power", after: 100), TraceEvent(event: "play"),
        TraceEvent(event: "louder"), TraceEvent(event: "power", after: 4000), TraceEvent(event: "power"),
    ]

    /// Writes `text`'s document, reads it back and compares; returns the written text.
    @discardableResult
    static func expectRoundTrip(_ text: String, _ name: String) throws -> String {
        let bytes = Array(text.utf8)
        let chart = try SCXMLReader().read(bytes: bytes)
        let document = try #require(chart.document)
        let written = SCXMLWriter().write(document)
        let reread = try SCXMLReader().read(written)
        let tracer = StatechartTracer<SCXMLDataModel>()
        #expect(
            tracer.trace(reread.makeInterpreter(), events: events).json
                == tracer.trace(chart.makeInterpreter(), events: events).json, "\(name)")
        #expect(
            withoutLocations(try SCXMLReader().readGraph(bytes: Array(written.utf8)))
                == withoutLocations(try SCXMLReader().readGraph(bytes: bytes)), "\(name)")
        #expect(SCXMLWriter().write(try #require(reread.document)) == written, "\(name)")
        return written
    }

    static func withoutLocations(_ graph: StateGraph) -> StateGraph {
        var graph = graph
        for index in graph.states.indices { graph.states[index].textPosition = nil }
        for index in graph.transitions.indices { graph.transitions[index].textPosition = nil }
        return graph
    }

    @Test func everythingTheReaderReadsIsWritten() throws {
        let written = try Self.expectRoundTrip(Self.everything, "everything")
        for kept in [
            "<transition event=\"r\" cond=\"x == 1\" target=\"b\"/>", "target=\"a\" type=\"internal\"",
            "<raise event=\"r\"/>", "<send id=\"t\" event=\"late\" delay=\"2s\"/>",
            "<cancel sendid=\"t\"/>", "<log label=\"in\" expr=\"x\"/>", "<assign location=\"x\" expr=\"x + 1\"/>",
            "<data id=\"x\" expr=\"0\"/>", "<final id=\"f\">", "<history id=\"h\" type=\"deep\">", "cond=\"y === 2\"",
        ] {
            #expect(written.contains(kept), "\(kept)")
        }
        #expect(!written.contains("r_x_1"))
        #expect(!written.contains("<final id=\"_sy"))
    }

    @Test func repositoryCharts() throws {
        #expect(!Self.charts.isEmpty)
        for path in Self.charts {
            try Self.expectRoundTrip(try String(contentsOfFile: path, encoding: .utf8), path)
        }
    }

    @Test(.enabled(if: !w3c.isEmpty, "../shared/conformance/w3c is not beside the repository"))
    func w3cConformanceCharts() throws {
        for path in Self.w3c {
            try Self.expectRoundTrip(try String(contentsOfFile: path, encoding: .utf8), path)
        }
    }

    @Test func randomChartsThatReadAlsoRoundTrip() async {
        let fragments = [
            "<state id=\"a\">", "<state id=\"b\">", "<state>", "</state>", "<parallel id=\"p\">", "</parallel>",
            "<final id=\"f\"/>", "<final/>", "<history id=\"h\" type=\"deep\">", "</history>",
            "<transition event=\"e\" target=\"a\"/>", "<transition target=\"b\" type=\"internal\"/>",
            "<transition event=\"e\" cond=\"x + 1 == 2\">", "</transition>", "<onentry>", "</onentry>", "<onexit>",
            "</onexit>", "<raise event=\"e\"/>", "<send event=\"e\" delay=\"1s\" id=\"s\"/>", "<cancel sendid=\"s\"/>",
            "<assign location=\"x\" expr=\"x + 1\"/>", "<if cond=\"In('a')\">", "<else/>", "</if>", "<initial>",
            "</initial>",
        ]
        let body = Gen.element(of: fragments).map { $0 ?? "" }.array(of: 0...30).map { $0.joined() }
        await propertyCheck(count: 400, input: body) { body in
            let text =
                "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" datamodel=\"ecmascript\">"
                + "<datamodel><data id=\"x\" expr=\"0\"/></datamodel>\(body)</scxml>"
            guard (try? SCXMLReader().read(text)) != nil else { return }
            try Self.expectRoundTrip(text, text)
        }
    }
}
