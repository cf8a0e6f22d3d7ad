import Switchyard
import SwitchyardDiagrams
import Testing

/// Documents in the encodings XML readers must read (UTF-16) or that their declaration names (ISO-8859-1,
/// windows-1252), found in the W3C conformance tests' encoding cases: read as the characters they hold.
struct SCXMLEncodingTests {
    private static let chart = """
        <?xml version="1.0" encoding="ENCODING"?>
        <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="blåbær">
          <state id="blåbær"><transition event="go" target="fløde"/></state>
          <final id="fløde"/>
        </scxml>
        """

    private func states(_ bytes: [UInt8]) throws -> [String] {
        try SCXMLReader().readGraph(bytes: bytes).states.map(\.id)
    }

    @Test func utf16WithAByteOrderMark() throws {
        let text = Self.chart.replacing("ENCODING", with: "UTF-16")
        let units = Array(text.utf16)
        var little: [UInt8] = [0xFF, 0xFE]
        var big: [UInt8] = [0xFE, 0xFF]
        for unit in units {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        #expect(try states(little) == ["blåbær", "fløde"])
        #expect(try states(big) == ["blåbær", "fløde"])
    }

    @Test func aDeclaredSingleByteEncoding() throws {
        for name in ["ISO-8859-1", "windows-1252"] {
            let text = Self.chart.replacing("ENCODING", with: name)
            let latin = text.unicodeScalars.map { UInt8($0.value) }
            #expect(try states(latin) == ["blåbær", "fløde"])
        }
    }

    /// Without a declaration naming another encoding, a document is UTF-8, and a byte that is not is an error there.
    @Test func undeclaredBytesAreStillUTF8() {
        let text = Self.chart.replacing(" encoding=\"ENCODING\"", with: "")
        let latin = text.unicodeScalars.map { UInt8($0.value) }
        #expect(throws: DiagramParseError(message: "invalid UTF-8 byte 0xE5", line: 2, column: 59)) {
            try states(latin)
        }
    }
}
