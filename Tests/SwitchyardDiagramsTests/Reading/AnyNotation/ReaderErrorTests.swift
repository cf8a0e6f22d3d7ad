import Switchyard
import SwitchyardDiagrams
import Testing

@Suite struct ReaderErrorTests {
    private func plantUMLError(_ text: String) -> DiagramParseError? {
        do {
            _ = try PlantUMLReader().read(text)
            return nil
        } catch {
            return error
        }
    }

    private func mermaidError(_ text: String) -> DiagramParseError? {
        do {
            _ = try MermaidReader().read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func arrowWithoutTargetIsReportedOnItsLine() {
        let error = plantUMLError("@startuml\n[*] --> a\na --> : go\n@enduml\n")
        #expect(error?.line == 3)
        #expect(error?.column == 7)
        #expect(error?.message == "arrow has no target")
        #expect(plantUMLError("a -->\n")?.line == 1)
    }

    @Test func unknownKeywordIsReportedOnItsLine() {
        let error = plantUMLError("[*] --> a\n  frobnicate the state\n")
        #expect(error?.line == 2)
        #expect(error?.column == 3)
        #expect(plantUMLError("a --> b\nloneState\n")?.line == 2)
    }

    @Test func unclosedCompositeIsAWarningWhereItOpened() {
        // PlantUML closes it at `@enduml`; Mermaid rejects it.
        let text = "@startuml\n[*] --> A\nstate A {\n  [*] --> b\n  state B {\n  }\n@enduml\n"
        #expect(plantUMLError(text) == nil)
        let report = DiagramChecker.check(file: "x.puml", text: text, format: nil)
        #expect(report.error == nil)
        #expect(
            report.diagnostics.filter { $0.code == "unclosed-composite" }.map { [$0.line, $0.column] } == [[3, 1]])
        #expect(mermaidError("stateDiagram-v2\nstate A {\n  [*] --> b\n")?.line == 2)
    }

    @Test func emptyFileIsReportedOnLineOne() {
        for text in ["", "\n\n", "@startuml\n@enduml\n", "' only a comment\n"] {
            let error = plantUMLError(text)
            #expect(error?.line == 1, "\(text.debugDescription)")
            #expect(error?.column == 1)
        }
        #expect(mermaidError("")?.line == 1)
    }

    /// Mermaid draws a bare `stateDiagram` (found in real documents, as a placeholder): it is read as an empty
    /// graph, with a warning at the header.
    @Test func aBareMermaidHeaderIsAnEmptyDiagram() {
        let report = DiagramChecker.check(
            file: "x.mmd", text: "%% todo\nstateDiagram-v2\n\tdirection LR\n", format: nil)
        #expect(report.error == nil)
        #expect(report.states.isEmpty)
        #expect(
            report.diagnosticLines == ["x.mmd:2:1: warning: the diagram has no states or transitions [empty-diagram]"])
    }

    @Test func strayClosingBraceIsAWarning() {
        #expect(plantUMLError("state a\na --> b\n}\n") == nil)
        let report = DiagramChecker.check(file: "x.puml", text: "[*] --> a\na --> [*]\n}\n", format: nil)
        #expect(report.diagnosticLines == ["x.puml:3:1: warning: '}' closes no composite state; ignored [stray-brace]"])
        // Mermaid's lexer reads a top-level `}` as a state id, so Mermaid draws the diagram: a warning here too.
        let mermaid = DiagramChecker.check(
            file: "x.mmd", text: "stateDiagram-v2\n[*] --> a\na --> [*]\n}\n", format: nil)
        #expect(
            mermaid.diagnosticLines == [
                "x.mmd:4:1: warning: '}' closes no composite state; ignored (Mermaid draws it as a state '}') [stray-brace]"
            ])
    }

    @Test func unclosedNoteIsReportedWhereItOpened() {
        let error = plantUMLError("a --> b\nnote left of a\n text\n")
        #expect(error?.line == 2)
        #expect(mermaidError("stateDiagram-v2\na --> b\nnote left of a\n")?.line == 3)
    }

    @Test func brokenArrowsAreErrors() {
        #expect(plantUMLError("a -[#red-> b\n")?.line == 1)
        #expect(plantUMLError("a <--> b\n")?.line == 1)
        #expect(plantUMLError("a --> b c\n")?.line == 1)
        #expect(plantUMLError("a -sideways-> b\n")?.line == 1)
        #expect(plantUMLError("state \"unterminated as x\n")?.line == 1)
    }

    @Test func mermaidNeedsItsHeader() {
        let error = mermaidError("%% comment\n[*] --> a\n")
        #expect(error?.line == 2)
        #expect(error?.column == 1)
        #expect(mermaidError("stateDiagram-v2\na -> b\n")?.line == 2)
        #expect(mermaidError("stateDiagram-v2\na --> \n")?.line == 2)
    }

    @Test func errorDescriptionNamesThePosition() {
        let error = DiagramParseError(message: "arrow has no target", line: 3, column: 7)
        #expect(error.description == "3:7: arrow has no target")
    }
}
