import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

@Suite struct CheckReportTests {
    @Test func jsonHasTheContractsKeysSortedAndAVersion() throws {
        let report = DiagramChecker.check(
            file: "edit.puml", text: "[*] --> editing\nediting --> confirming : save\n", format: .plantuml)
        let json = report.json
        let keys = [
            "deadEnds", "diagnostics", "events", "file", "final", "format", "initial", "nondeterministic", "states",
            "transitions", "unreachable", "version",
        ]
        let positions = keys.map { json.range(of: "\"\($0)\" :")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(CheckReport.json([report]).utf8)) as? [[String: Any]])
        #expect(object.count == 1)
        #expect(object[0]["version"] as? Int == CheckReport.currentVersion)
        #expect(object[0]["states"] as? [String] == ["confirming", "editing"])
        let transitions = try #require(object[0]["transitions"] as? [[String: Any]])
        #expect(transitions[1]["from"] as? String == "editing")
        #expect(transitions[1]["event"] as? String == "save")
        #expect(transitions[1]["line"] as? Int == 2)
        #expect(transitions[0]["event"] as? String == "")
        let diagnostics = try #require(object[0]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "dead-end")
        #expect(diagnostics.first?["column"] as? Int == 1)
    }

    @Test func jsonRoundTripsThroughCodable() throws {
        let report = DiagramChecker.check(
            file: "a \"quoted\"\\path.puml", text: "[*] --> a\na --> b : go\tnow\na --> c : go\tnow\n", format: nil)
        let decoded = try JSONDecoder().decode([CheckReport].self, from: Data(CheckReport.json([report]).utf8))
        #expect(decoded == [report])
        #expect(report.nondeterministic == [["a", "go\tnow"]])
    }

    @Test func parseFailureHasOnlyFileAndError() throws {
        let report = DiagramChecker.check(file: "bad.puml", text: "a -->\n", format: nil)
        #expect(report.error == CheckReport.Failure(message: "arrow has no target", line: 1, column: 6))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "file", "error"])
        #expect(report.diagnosticLines == ["bad.puml:1:6: error: arrow has no target [syntax]"])
        #expect(report.exitStatus(strict: false) == 2)
    }

    @Test func anUnreadableFileHasNoLineOrColumn() throws {
        let report = CheckReport(file: "gone.puml", unreadable: "no such file")
        #expect(report.error == CheckReport.Failure(message: "cannot read file: no such file", line: nil, column: nil))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["version", "file", "error"])
        #expect((object["error"] as? [String: Any])?.keys.sorted() == ["message"])
        #expect(report.diagnosticLines == ["gone.puml: error: cannot read file: no such file"])
        #expect(report.exitStatus(strict: false) == 2)
        let decoded = try JSONDecoder().decode(CheckReport.self, from: Data(report.json.utf8))
        #expect(decoded == report)
    }

    @Test func diagnosticLinesUseTheEditorForm() {
        let report = DiagramChecker.check(file: "x.puml", text: "[*] --> a\na --> b\n", format: nil)
        #expect(
            report.diagnosticLines == [
                "x.puml:2:1: warning: state 'b' has no outgoing transition and is not final; once entered it is "
                    + "never left [dead-end]"
            ])
        #expect(report.exitStatus(strict: false) == 0)
        #expect(report.exitStatus(strict: true) == 1)
    }

    @Test func pseudoStateNamesInTransitions() {
        let report = DiagramChecker.check(
            file: "x.puml",
            text: "state c <<choice>>\n[*] --> c\nc --> A[H*]\nc --> [H]\nstate A {\n[*] --> a\n}\n", format: nil)
        #expect(report.transitions.map(\.from) == ["[*]", "c", "c", "[*]"])
        // A history names its composite, wherever it is written (`[H]` at top level has none).
        #expect(report.transitions.map(\.to) == ["c", "A[H*]", "[H]", "a"])
    }

    @Test func formatIsDetectedByExtensionThenContent() {
        #expect(DiagramReader.detectFormat(path: "a/b.mmd", text: "") == .mermaid)
        #expect(DiagramReader.detectFormat(path: "b.PUML", text: "") == .plantuml)
        #expect(DiagramReader.detectFormat(path: "-", text: "%% x\nstateDiagram-v2\n") == .mermaid)
        #expect(DiagramReader.detectFormat(path: "-", text: "\u{FEFF}@startuml\n") == .plantuml)
        #expect(DiagramReader.detectFormat(path: "notes.txt", text: "hello") == nil)
        let report = DiagramChecker.check(file: "-", bytes: Array("stateDiagram\n[*] --> a\n".utf8), format: nil)
        #expect(report.format == .mermaid)
    }

    /// One detection for every command: what `check` reads a file as is what `trace`, `paths` and the rest read it
    /// as, with one fallback (PlantUML) only when neither the name nor the text says.
    @Test func formatHasOneDetectionAndOneFallback() {
        let oneLine = Array(#"<?xml version="1.0"?><scxml initial="a"><state id="a"/></scxml>"#.utf8)
        #expect(DiagramReader.format(path: "-", bytes: oneLine) == .scxml)
        #expect(DiagramReader.format(path: "-", bytes: Array("\u{FEFF}\n  <scxml/>".utf8)) == .scxml)
        #expect(DiagramReader.format(path: "-", bytes: Array("[*] --> a\n".utf8)) == .plantuml)
        #expect(DiagramReader.format(path: "notes.txt", bytes: Array("hello".utf8)) == .plantuml)
        #expect(DiagramReader.format(path: "a.mmd", bytes: oneLine) == .mermaid)
        #expect(DiagramChecker.check(file: "-", bytes: oneLine, format: nil).format == .scxml)
    }
}
