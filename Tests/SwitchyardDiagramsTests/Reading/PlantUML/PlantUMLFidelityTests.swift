import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// Inputs that used to get a wrong answer with no error: several diagrams in one file, qualified names, layout-only
/// arrows and history pseudo-states (preprocessor directives: `Preprocessor/PlantUMLPreprocessorTests.swift`).
struct PlantUMLFidelityTests {
    private func check(_ text: String, file: String = "x.puml") -> [CheckReport] {
        DiagramChecker.checkDiagrams(file: file, bytes: Array(text.utf8), format: nil)
    }

    private func edges(_ report: CheckReport) -> [String] {
        report.transitions.map { "\($0.from)->\($0.to):\($0.event)" }
    }

    // MARK: What plantuml draws (checked with plantuml 1.2020.02's SVG)

    /// plantuml reads a colour after an arrow's target as one word, so a colour glued to the label's colon is a
    /// colour and a label: `A --> B #Pink: go` draws `go`. A state's colour list (`#pink;line:red`) is not allowed
    /// there, by plantuml either.
    @Test func aColourGluedToTheColonIsAColourThenALabel() {
        for arrow in ["A --> B #Pink: go", "A --> B #Pink:go", "A --> B #FF0000 : go"] {
            let report = check("[*] --> A\n\(arrow)\n")[0]
            #expect(report.error == nil)
            #expect(edges(report) == ["[*]->A:", "A->B:go"])
        }
        #expect(check("[*] --> A\nA --> B #pink;line:red : go\n")[0].error != nil)
    }

    /// A body makes a stereotyped state a composite, as plantuml draws it: `state X <<end>> { … }` is a state X
    /// holding x1, not an end pseudo-state (which used to make X vanish and its predecessor final).
    @Test func aPseudoStateStereotypeWithABodyIsAComposite() {
        for stereotype in ["end", "start", "choice", "fork", "join"] {
            let report = check(
                "[*] --> A\nstate X <<\(stereotype)>> {\n  [*] --> x1\n}\nA --> X\nX --> A : back\n")[0]
            #expect(report.states == ["A", "X", "x1"], "\(stereotype)")
            #expect(report.final == [], "\(stereotype)")
        }
    }

    /// A state named before its composite is written stays where it was first named; the declaration inside the
    /// composite says so in a warning naming both places instead of leaving only "unreachable" to explain it.
    @Test func aStateDeclaredInsideACompositeAfterBeingNamedElsewhereIsAWarningNamingBothPlaces() {
        let report = check(
            "[*] --> off\noff --> playback[H] : power\nstate on {\n  state playback {\n    [*] --> stopped\n  }\n}\n")[
                0]
        let warning = report.diagnostics.first { $0.code == "declared-elsewhere" }
        #expect(warning?.line == 4)
        #expect(warning?.message.contains("inside 'on'") == true)
        #expect(warning?.message.contains("first named at 2:1, at the top level") == true)
        // Named and declared in the same composite: nothing to say.
        #expect(
            !check("state on {\n  a --> playback\n  state playback {\n    [*] --> s\n  }\n}\n")[0].diagnostics
                .contains { $0.code == "declared-elsewhere" })
    }

    // MARK: Several diagrams

    @Test func everyBlockIsCheckedWithItsOwnFileLines() throws {
        let text = """
            @startuml first
            [*] --> A
            A --> B : go
            @enduml

            @startuml(id=second)
            [*] --> X
            X -->
            @enduml
            @startuml
            [*] --> P
            P --> [*]
            @enduml
            """
        let reports = check(text)
        #expect(reports.count == 3)
        #expect(reports.map { $0.diagram?.index } == [1, 2, 3])
        #expect(reports.map { $0.diagram?.name } == ["first", "second", nil])
        #expect(reports[0].states == ["A", "B"])
        #expect(reports[0].transitions.map(\.line) == [2, 3])
        #expect(reports[1].error?.line == 8)
        #expect(reports[1].diagnosticLines == ["x.puml:8:6: error: arrow has no target [syntax]"])
        #expect(reports[2].states == ["P"])
        #expect(reports[2].transitions.map(\.line) == [11, 12])
        let json = CheckReport.json(reports)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects[1]["diagram"] as? Int == 2)
        #expect(objects[1]["name"] as? String == "second")
    }

    @Test func aStartumlInsideABlockIsIgnored() {
        let reports = check("@startuml\n[*] --> A\n @startuml\nA --> D\n@enduml\n")
        #expect(reports.count == 1)
        #expect(reports[0].states == ["A", "D"])
    }

    @Test func aSingleBlockReportsAsBefore() {
        let reports = check("@startuml\n[*] --> A\nA --> [*]\n@enduml\ntrailing text is ignored\n")
        #expect(reports.count == 1)
        #expect(reports[0].diagram == nil)
        #expect(!CheckReport.json(reports).contains("\"diagram\""))
    }

    // MARK: Names, layout arrows, history

    @Test func qualifiedNamesReferToTheInnerState() {
        let text = """
            state Comp {
              state inner
              [*] --> inner
            }
            [*] --> Comp
            Comp.inner --> Other : out
            Other --> Comp.added
            Other --> Plain.name
            """
        let report = check(text)[0]
        #expect(report.states == ["Comp", "Other", "Plain.name", "added", "inner"])
        #expect(edges(report).contains("inner->Other:out"))
        #expect(edges(report).contains("Other->added:"))
        let separated = check("set separator ::\nstate A {\n  state b\n}\n[*] --> A::b\nA::b --> X.y\n")[0]
        #expect(separated.states == ["A", "X.y", "b"])
        let none = check("set separator none\nstate A {\n  state b\n}\n[*] --> A.b\n")[0]
        #expect(none.states == ["A", "A.b", "b"])
    }

    /// The separator matches byte for byte, as PlantUML's `lastIndexOf` does: a decomposed `é` is not the
    /// separator `é`, and a separator of several scalars splits where all of them stand.
    @Test func qualifiedNamesSplitOnTheSeparatorLiterally() {
        let decomposed = "e\u{301}"
        let text = "set separator é\nstate A {\n  state b\n}\n[*] --> Aéb\nA\(decomposed)c --> Aéb\n"
        #expect(check(text)[0].states == ["A", "A\(decomposed)c", "b"])
        let several = check("set separator 🙂\u{301}\nstate A {\n}\n[*] --> A🙂\u{301}x\nA🙂y --> x\n")[0]
        #expect(several.states == ["A", "A🙂y", "x"])
    }

    /// Found by the fuzzer: the writer trims a stereotype as PlantUML does, so the reader must too, or a
    /// `<<history*\f>>` node is a state when read and a history when written and read back.
    @Test func stereotypesAreTrimmedOfEverySpace() throws {
        let text = "state Outer {\n  state H1 <<history*\u{0C}\u{0B}>>\n  [*] --> inner\n}\n[*] --> Outer\nx --> H1\n"
        let report = check(text)[0]
        #expect(report.states == ["Outer", "inner", "x"])
        let written = PlantUMLWriter().write(try #require(try? PlantUMLReader().read(text)))
        #expect(check(written)[0].states == report.states)
    }

    @Test func hiddenArrowsAreNotTransitions() {
        let report = check("[*] --> A\nA -[hidden]-> B\nA -down[hidden]-> C\nA --> C\n")[0]
        #expect(edges(report) == ["[*]->A:", "A->C:"])
        #expect(report.states == ["A", "B", "C"])
    }

    @Test func historyStereotypesAreHistoryOfTheirComposite() {
        let text = """
            [*] --> Outside
            state Comp {
              state H1 <<history>>
              state H2 <<history*>>
              [*] --> a
              a --> b
            }
            Outside --> H1 : resume
            Outside --> H2 : deep
            Outside --> Comp[H] : again
            Comp --> Outside : leave
            """
        let report = check(text)[0]
        #expect(report.states == ["Comp", "Outside", "a", "b"])
        #expect(
            edges(report) == [
                "[*]->Outside:", "[*]->a:", "a->b:", "Outside->Comp[H]:resume", "Outside->Comp[H*]:deep",
                "Outside->Comp[H]:again", "Comp->Outside:leave",
            ])
        #expect(report.unreachable.isEmpty)
    }

    @Test func aDiagramOfOnlyAHistoryPseudoStateIsEmpty() {
        // plantuml draws it (`plantuml -syntax`: STATE, 1 entity), so it is read: a graph with no state, since a
        // history is its composite's pseudo-state, not a state. (No notation can write such a graph back; the
        // round-trip fuzzers skip it.) A diagram with nothing at all stays an error.
        let report = check("@startuml\ntitle T\n  state H <<history>>\n@enduml\n")[0]
        #expect(report.error == nil)
        #expect(report.states.isEmpty && report.transitions.isEmpty)
        #expect(check("@startuml\ntitle T\n@enduml\n")[0].error?.message == "the diagram has no states or transitions")
    }

    @Test func historyOfAnotherCompositeKeepsItsOwner() throws {
        let graph = try PlantUMLReader().read("state A {\n  [*] --> a\n}\nstate B {\n  [*] --> b\n  b --> A[H*]\n}\n")
        #expect(graph.transitions.last?.to == .history(scope: "A", deep: true))
    }

    // MARK: Notes

    /// `note right of X` makes `X` a state where the note is, as plantuml draws it: a state only a note names is a
    /// state, and one a note names at the top level before an arrow inside a composite stays at the top level.
    @Test func aNoteNamesItsState() throws {
        let lone = try #require(check("@startuml\n[*] --> A\nnote right of Z : hi\nA --> [*]\n@enduml\n").first)
        #expect(lone.states == ["A", "Z"])
        #expect(lone.unreachable == ["Z"])
        let outside = try #require(
            check("@startuml\nnote left of P : hi\n[*] --> A\nstate A {\n  [*] --> P\n}\n@enduml\n").first)
        let graph = try PlantUMLReader().read("note left of P : hi\n[*] --> A\nstate A {\n  [*] --> P\n}\n")
        #expect(outside.states == ["A", "P"])
        #expect(graph.state(named: "P")?.parent == nil)
        let mermaid = DiagramChecker.check(
            file: "n.mmd", bytes: Array("stateDiagram-v2\n[*] --> A\nnote right of Z : hi\n".utf8), format: nil)
        #expect(mermaid.states == ["A", "Z"])
    }
}
