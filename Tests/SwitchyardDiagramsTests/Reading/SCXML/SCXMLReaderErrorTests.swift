import Switchyard
import SwitchyardDiagrams
import Testing

/// Malformed or unsupported SCXML: an error at the right line and column, never a crash or a guess.
struct SCXMLReaderErrorTests {
    static let header = "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" datamodel=\"ecmascript\">\n"

    @Test(arguments: [
        (
            "  <state id=\"a\">\n    <transition event=\"e\" cond=\"x.y == 1\" target=\"a\"/>\n  </state>\n",
            "unsupported expression 'x.y == 1': 'x.' is outside the integer subset", 3, 5
        ),
        (
            "  <state id=\"a\">\n    <onentry><script>x = 1</script></onentry>\n  </state>\n",
            "<script> is not supported in executable content", 3, 14
        ),
        ("  <state id=\"a\"><transition target=\"nowhere\"/></state>\n", "unknown target state 'nowhere'", 2, 17),
        (
            "  <state id=\"a\"><onentry><send event=\"e\" delay=\"soon\"/></onentry></state>\n",
            "delay 'soon' is not a duration like 1s, 1.5s or 500ms", 2, 26
        ),
        (
            "  <state id=\"a\"><onentry><send eventexpr=\"'e'\"/></onentry></state>\n",
            "attribute 'eventexpr' of <send> is not supported", 2, 26
        ),
        ("  <invoke src=\"x\"/>\n", "<invoke> is not supported inside <scxml>", 2, 3),
        (
            "  <state id=\"a\"/>\n  <state id=\"a\"/>\n", "state 'a' is defined twice", 3, 3
        ),
        (
            "  <state id=\"a\"><onentry><assign location=\"v\" expr=\"v / 2\"/></onentry></state>\n",
            "unsupported expression 'v / 2': '/' (a quotient need not be an integer) is outside the integer subset", 2,
            26
        ),
    ])
    func reportsTheElement(body: String, message: String, line: Int, column: Int) {
        Self.expect(body, message: message, line: line, column: column)
    }

    /// What a processor with a script engine would read differently: refused, never silently read as something else.
    @Test(arguments: [
        (
            "  <datamodel><data id=\"v\">[1, 2, 3]</data></datamodel>\n  <state id=\"a\"/>\n",
            "<data> content is not supported; use expr", 2, 14
        ),
        (
            "  <state id=\"a\"><onentry><assign location=\"v\">1</assign></onentry></state>\n",
            "text content of <assign> is not supported", 2, 26
        ),
        (
            "  <state id=\"a\"><transition cond=\"_sessionid\" target=\"a\"/></state>\n",
            "unsupported expression '_sessionid': the system variable '_sessionid' is outside the integer subset", 2,
            17
        ),
    ])
    func contentAScriptEngineWouldReadIsRefused(body: String, message: String, line: Int, column: Int) {
        Self.expect(body, message: message, line: line, column: column)
    }

    static func expect(_ body: String, message: String, line: Int, column: Int) {
        let text = Self.header + body + "</scxml>\n"
        #expect(throws: DiagramParseError(message: message, line: line, column: column)) {
            try SCXMLReader().read(text)
        }
    }

    @Test func malformedXMLIsReportedWhereTheParserStopped() {
        let text = Self.header + "  <state id=\"a\">\n  <oops\n</scxml>\n"
        #expect {
            try SCXMLReader().read(text)
        } throws: { error in
            guard let error = error as? DiagramParseError else { return false }
            return error.message.hasPrefix("malformed XML") && error.line >= 3
        }
    }

    /// Found in Qt's SCXML parser tests: Foundation's parser on Linux recovers from an end tag that closes another
    /// element and reports success, so `</scxml>` inside `<content>` was read as a drawing.
    @Test func anEndTagClosingAnotherElementIsRefusedWhereItIs() {
        let body = "  <state id=\"a\">\n    <invoke><content>\n      </scxml>\n    </content></invoke>\n  </state>\n"
        let mismatch = DiagramParseError(
            message: "malformed XML: a closing tag does not match the element it closes", line: 4, column: 15)
        #expect(throws: mismatch) {
            try SCXMLReader().readDrawing(bytes: Array((Self.header + body + "</scxml>\n").utf8))
        }
        // An element SCXML does not allow, before the malformed place, is the first error.
        let earlier = "  <stat id=\"b\"/>\n" + body
        #expect(throws: DiagramParseError(message: "<stat> is not an SCXML element", line: 2, column: 3)) {
            try SCXMLReader().readDrawing(bytes: Array((Self.header + earlier + "</scxml>\n").utf8))
        }
    }

    @Test func aProcessingInstructionWithoutContentIsRefusedNotACrash() throws {
        // Found by the SCXML fuzzer: Foundation's XMLParser on Linux crashes the process on `<?name?>`.
        let message = "a processing instruction without content (<?name?>) cannot be read"
        Self.expect("  <state id=\"a\"/>\n  <?pi?>\n", message: message, line: 3, column: 3)
        Self.expect("  <state id=\"a\"/><?xml   ?>\n", message: message, line: 2, column: 18)
        // In a comment or with content it is no instruction to refuse.
        let chart = try SCXMLReader().read(
            "<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"x\"?>\n" + Self.header
                + "  <!-- <?pi?> --><state id=\"a\"/>\n</scxml>\n")
        #expect(chart.statechart.stateList.map(\.id).contains("a"))
    }

    @Test func notSCXMLAtAll() {
        #expect(throws: DiagramParseError(message: "the root element is <svg>, not <scxml>", line: 1, column: 1)) {
            try SCXMLReader().read("<svg/>")
        }
        #expect(throws: DiagramParseError.self) { try SCXMLReader().read("") }
        #expect(throws: DiagramParseError.self) { try SCXMLReader().read(bytes: [0xFF, 0xFE, 0x00]) }
    }

    @Test func datamodelOutsideTheSubsetIsRefused() {
        let text = "<scxml xmlns=\"http://www.w3.org/2005/07/scxml\" datamodel=\"xpath\"><state id=\"a\"/></scxml>"
        #expect(
            throws: DiagramParseError(
                message: "datamodel 'xpath' is not supported (only null and ecmascript with integers)", line: 1,
                column: 1)
        ) {
            try SCXMLReader().read(text)
        }
    }
}

/// Hostile nesting is an error at the element that goes too deep, not a stack overflow.
struct SCXMLNestingTests {
    @Test func nesting100000DeepIsRefused() {
        let depth = 100_000
        let text =
            "<scxml>" + String(repeating: "<state>", count: depth) + String(repeating: "</state>", count: depth)
            + "</scxml>"
        #expect(
            throws: DiagramParseError(
                message: "elements are nested more than 256 deep", line: 1, column: 8 + 7 * 255)
        ) {
            try SCXMLReader().read(text)
        }
    }

    @Test func nesting250DeepRuns() throws {
        let depth = 250
        let text =
            "<scxml>" + String(repeating: "<state>", count: depth) + String(repeating: "</state>", count: depth)
            + "</scxml>"
        var interpreter = try SCXMLReader().read(text).makeInterpreter()
        interpreter.start()
        #expect(interpreter.configuration.states.count == depth)
    }
}
