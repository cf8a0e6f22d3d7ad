import Foundation
import SwitchyardDiagrams
import Testing

/// The values every reader and `check` report with (`Rules/Diagnostics`): a parse error's text, the formats
/// `--input-format` names, a diagnostic's JSON, and the one form of a diagnostic line every command prints.
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

    @Test func everyCommandPrintsOneLineForm() {
        #expect(
            DiagnosticLine.text(file: "a.puml", line: 2, column: 5, severity: .warning, message: "m", code: "dead-end")
                == "a.puml:2:5: warning: m [dead-end]")
        #expect(DiagnosticLine.text(file: "a.puml", line: 2, message: "m") == "a.puml:2:1: error: m")
        #expect(DiagnosticLine.text(file: "a.puml", line: nil, message: "cannot read") == "a.puml: error: cannot read")
        let error = DiagramParseError(message: "expected a state name", line: 3, column: 7)
        #expect(
            DiagnosticLine.text(error, in: "b.scxml", code: "syntax")
                == "b.scxml:3:7: error: expected a state name [syntax]")
    }
}
