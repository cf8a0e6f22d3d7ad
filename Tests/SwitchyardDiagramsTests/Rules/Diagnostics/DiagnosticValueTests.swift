import Foundation
import SwitchyardDiagrams
import Testing

/// The values every reader and `check` report with (`Rules/Diagnostics`): a parse error's text, the formats
/// `--input-format` names, and a diagnostic's JSON.
struct DiagnosticValueTests {
    @Test func aParseErrorReadsLineColumnMessage() {
        let error = DiagramParseError(message: "expected a state name", line: 3, column: 7)
        #expect(error.description == "3:7: expected a state name")
    }

    @Test func theFormatsAreTheNamesTheOptionTakes() {
        #expect(DiagramFormat.allCases.map(\.rawValue) == ["plantuml", "mermaid", "scxml"])
        #expect(DiagramFormat(rawValue: "PlantUML") == nil)
    }

    @Test func aDiagnosticRoundTripsThroughJSON() throws {
        let diagnostic = Diagnostic(
            severity: .warning, code: "dead-end", message: "state 'b' has no way out", line: 2, column: 1)
        let data = try JSONEncoder().encode(diagnostic)
        #expect(try JSONDecoder().decode(Diagnostic.self, from: data) == diagnostic)
    }
}
