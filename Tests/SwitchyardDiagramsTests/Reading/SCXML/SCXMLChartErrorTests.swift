import Switchyard
import SwitchyardDiagrams
import Testing

/// Mistakes found only when the chart is assembled (by the engine's compiler) are reported at the element that
/// declared the state at fault, not at the top of the document.
struct SCXMLChartErrorTests {
    @Test(arguments: [
        (
            "  <state id=\"p\" initial=\"h\">\n    <state id=\"a\"/>\n    <history id=\"h\"/>\n  </state>\n",
            "the default entry of history state 'h' leads back to itself; give it a default transition to a state",
            5, 5
        ),
        (
            "  <state id=\"p\">\n    <state id=\"a\"/>\n    <history id=\"h1\"><transition target=\"h2\"/></history>\n"
                + "    <history id=\"h2\" type=\"deep\"><transition target=\"h1\"/></history>\n  </state>\n",
            "the default entry of history state 'h1' leads back to itself; give it a default transition to a state",
            5, 5
        ),
        (
            "  <state id=\"p\">\n    <state id=\"a\"/>\n    <history id=\"h\"><transition target=\"b\"/></history>\n"
                + "  </state>\n  <state id=\"b\"/>\n",
            "the default of history state 'h' must be inside 'p'", 5, 5
        ),
        (
            "  <state id=\"x\"/>\n  <state id=\"p\" initial=\"x\">\n    <state id=\"a\"/>\n  </state>\n",
            "initial state 'x' is not inside 'p'", 4, 3
        ),
    ])
    func reportedAtTheStatesElement(body: String, message: String, line: Int, column: Int) {
        let text = "<?xml version=\"1.0\"?>\n<scxml xmlns=\"http://www.w3.org/2005/07/scxml\">\n" + body + "</scxml>\n"
        let expected = DiagramParseError(message: message, line: line, column: column)
        #expect(throws: expected) { try SCXMLReader().read(text) }
        #expect(throws: expected) { try SCXMLReader().readGraph(bytes: Array(text.utf8)) }
        let report = DiagramChecker.check(file: "chart.scxml", text: text, format: nil)
        #expect(report.error == CheckReport.Failure(message: message, line: line, column: column))
    }
}
