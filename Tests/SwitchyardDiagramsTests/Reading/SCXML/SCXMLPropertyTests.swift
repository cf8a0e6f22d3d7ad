import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

/// Random almost-SCXML never crashes or hangs the reader or the engine: a trace, or an error within the input.
@Suite(.timeLimit(.minutes(5)))
struct SCXMLPropertyTests {
    private static let fragments = [
        "<scxml>", "</scxml>", "<state id=\"a\">", "<state id=\"b\">", "</state>", "<parallel id=\"p\">", "</parallel>",
        "<final id=\"f\"/>", "<history id=\"h\" type=\"deep\">", "</history>", "<transition event=\"e\" target=\"a\"/>",
        "<transition target=\"b\"/>", "<transition event=\"*\" cond=\"x + 1 == 2\">", "</transition>", "<onentry>",
        "</onentry>", "<onexit>", "</onexit>", "<raise event=\"e\"/>", "<send event=\"e\" delay=\"1s\"/>",
        "<datamodel><data id=\"x\" expr=\"1\"/></datamodel>", "<assign location=\"x\" expr=\"x + 1\"/>", "<initial>",
        "</initial>", "<if cond=\"In('a')\">", "<else/>", "</if>", "\n", " ", "<", ">", "\"", "&amp;", "&", "é",
        "\u{0}",
        "<!-- c -->", "<![CDATA[x]]>", "<?xml version=\"1.0\"?>", "xmlns=\"http://www.w3.org/2005/07/scxml\"",
    ]

    private static let text = Gen.element(of: fragments).map { $0 ?? "" }.array(of: 0...40).map { $0.joined() }

    @Test func readerAndTracerNeverCrash() async {
        await propertyCheck(count: 300, input: Self.text) { text in
            let bytes = Array(text.utf8)
            do throws(DiagramParseError) {
                let chart = try SCXMLReader().read(bytes: bytes)
                let result = StatechartTracer<SCXMLDataModel>().trace(
                    chart.makeInterpreter(), events: [TraceEvent(event: "e"), TraceEvent(event: "e", after: 2000)])
                #expect(result.steps.count == 2)
                _ = try SCXMLReader().readGraph(bytes: bytes)
            } catch {
                #expect(error.line >= 1 && error.line <= bytes.count { $0 == 0x0A } + 1)
                #expect(error.column >= 1)
            }
        }
    }
}
