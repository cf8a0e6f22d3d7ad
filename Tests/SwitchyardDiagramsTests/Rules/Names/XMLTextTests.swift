import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// XML attribute escaping (``XMLText``), which the SCXML document printer and the `switchyard:` annotations share.
struct XMLTextTests {
    @Test func attributeValuesEscapeTheFourCharactersScalarByScalar() {
        #expect(XMLText.attribute(#"a & b < c > d "e""#) == "a &amp; b &lt; c &gt; d &quot;e&quot;")
        #expect(XMLText.attribute("plain é 編集") == "plain é 編集")
        // A combining mark makes one `Character` with the quote before it; the quote is still escaped.
        #expect(XMLText.attribute("\"\u{301}x") == "&quot;\u{301}x")
        #expect(XMLText.attribute("<\u{338}") == "&lt;\u{338}")
    }

    /// Annotations escape through the same function after percent-encoding what XML would change.
    @Test func annotationsEscapeThroughTheSameRule() {
        #expect(
            SCXMLAnnotation.annotation("label", "a\"\u{301}<b%\n") == #"switchyard:label="a&quot;"#
                + "\u{301}" + #"&lt;b%25%0A""#)
        for value in ["\"\u{301}", "x & y", "<>", "plain"] {
            #expect(SCXMLAnnotation.annotation("n", value) == "switchyard:n=\"\(XMLText.attribute(value))\"")
        }
    }

    /// A document whose attribute holds a quote followed by a combining mark is written as well-formed SCXML and read
    /// back with the same value (the printer's own escaping matched `"` as a `Character` and left this quote bare).
    @Test func documentAttributesWithCombiningMarksRoundTrip() throws {
        let label = "say \"\u{301}hi\u{301}\" <\u{338} & more"
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" version="1.0" initial="a">
              <state id="a">
                <onentry><log label="\(XMLText.attribute(label))"/></onentry>
              </state>
            </scxml>
            """
        let chart = try SCXMLReader().read(text)
        let written = SCXMLWriter().write(try #require(chart.document))
        #expect(written.contains("label=\"\(XMLText.attribute(label))\""))
        let reread = try SCXMLReader().read(written)
        #expect(SCXMLWriter().write(try #require(reread.document)) == written)
    }
}
