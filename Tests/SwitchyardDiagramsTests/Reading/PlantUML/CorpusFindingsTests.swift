import Switchyard
import SwitchyardDiagrams
import Testing

/// Cases found by running real diagrams from public repositories through both the real `plantuml` and `check`;
/// each input is our own, written to show the same construct.
struct CorpusFindingsTests {
    private func plantUML(_ text: String) throws -> StateGraph {
        try PlantUMLReader().read(text)
    }

    private func edges(_ graph: StateGraph) -> [String] {
        graph.transitions.map { "\(CheckReport.name($0.from))->\(CheckReport.name($0.to)):\($0.label ?? "")" }
    }

    /// `note left of X [[http://…]]` opens a multi-line note: the `:` inside the link is no one-line note's colon.
    @Test func multiLineNoteWithALink() throws {
        let graph = try plantUML(
            "[*] --> Door\nnote right of Door [[https://example.org/door]]\nopens inward\nend note\nDoor --> Hall\n")
        #expect(graph.states.map(\.id) == ["Door", "Hall"])
        #expect(edges(graph) == ["[*]->Door:", "Door->Hall:"])
    }

    /// A plain `state X` sets the name plantuml draws, the state's id when it gives none (current plantuml's
    /// CommandCreateState sets the display to the code; 1.2020.02 draws `X` after `state "Long" as X`), while
    /// `state X {` keeps the name X had (current plantuml's composite command sets only a given one). Found in a real
    /// diagram that names a state twice.
    @Test func aLaterDeclarationWithoutANameIsDrawnWithTheID() throws {
        let graph = try plantUML(
            """
            state "Long" as X
            state X {
              [*] --> Y
            }
            state "Other" as Z
            state Z : desc
            state W {
            }
            state "Wide" as W
            [*] --> X
            """)
        #expect(graph.state(named: "X")?.longName == "Long")
        #expect(graph.state(named: "Z")?.longName == nil)
        #expect(graph.state(named: "W")?.longName == "Wide")
        let plain = try plantUML("state \"Long\" as V\nstate V\n[*] --> V\n")
        #expect(plain.state(named: "V")?.longName == nil)
    }

    /// `Title: text` describes a state named `Title`, as plantuml draws it (its `X : text` pattern comes before its
    /// title patterns): a real diagram describes its `Title` screen state so inside `state Title { … }`.
    @Test func aTitleWithAColonDescribesAState() throws {
        let graph = try plantUML(
            """
            [*] -> Title
            state Title {
              Title: Connect to server
              Title: init P1
              Title -right-> Waiting: 1.5 seconds
            }
            title The game
            """)
        #expect(graph.title == "The game")
        #expect(graph.state(named: "Title")?.descriptionLines == ["Connect to server", "init P1"])
        #expect(edges(graph) == ["[*]->Title:", "Title->Waiting:1.5 seconds"])
    }

    /// PlantUML's arrow patterns ignore case, so `X-->` has a cross on its tail like `x-->`.
    @Test func upperCaseTailCross() throws {
        let graph = try plantUML("[*] --> Pump\nPump X--> Valve\nPump X-> Drain : leak\n")
        #expect(edges(graph) == ["[*]->Pump:", "Pump->Valve:", "Pump->Drain:leak"])
    }
}

/// What the real `plantuml` reads as no diagram at all is an error, never a report of a diagram.
struct CorpusRefusalTests {
    @Test func startWithoutEndIsAnError() {
        let report = DiagramChecker.check(file: "x.puml", text: "@startuml\nstate Idle\n[*] --> Idle\n", format: nil)
        #expect(report.error?.line == 1)
        #expect(report.error?.message.contains("@enduml") == true)
    }

    /// plantuml's state arrows are drawn with `-` only (its link patterns' bodies are `-+` and `-*`, in 1.2020.02 and
    /// today): `A ..> B`, `A .> B`, `A -.-> B`, `A <.. B` and `A x..> B` are refused there, at their line; a dotted style is
    /// written `-[dotted]->`.
    @Test(arguments: [("A ..> B\n", 3), ("A .> B : go\n", 3), ("A -.-> B\n", 3), ("A <.. B\n", 3), ("A x..> B\n", 3)])
    func aDottedArrowIsAnError(line: String, column: Int) {
        let report = DiagramChecker.check(file: "x.puml", text: "[*] --> A\n" + line, format: .plantuml)
        #expect(
            report.error?.message
                == "plantuml draws a state diagram's arrows with '-' only; for a dotted line write '-[dotted]->'")
        #expect(report.error.map { [$0.line, $0.column] } == [2, column])
        let styled = DiagramChecker.check(file: "x.puml", text: "[*] --> A\nA -[dotted]-> B\n", format: .plantuml)
        #expect(styled.error == nil)
    }

    /// plantuml's arrow pattern is `… (:\s*(.+))?` on the trimmed line, so a `:` with no label after it is refused.
    @Test func anArrowWithAColonAndNoLabelIsAnError() {
        for (text, column) in [("Door --> Hall :\n", 15), ("Door -> Hall :  \n", 14)] {
            let report = DiagramChecker.check(file: "x.puml", text: "[*] --> Door\n" + text, format: .plantuml)
            #expect(report.error?.message == "':' must be followed by a label")
            #expect(report.error.map { [$0.line, $0.column] } == [2, column])
        }
    }

    /// plantuml's `state` pattern quotes one side of `as`: `state Door as d` and `state "Door" as "d"` are refused.
    @Test func anAliasNeedsOneQuotedSide() {
        for line in ["state Door as d\n", "state \"Door\" as \"d\"\n", "state Door as d {\n}\n"] {
            let report = DiagramChecker.check(file: "x.puml", text: line + "[*] --> d\n", format: .plantuml)
            #expect(report.error?.line == 1, "\(line)")
        }
        let report = DiagramChecker.check(
            file: "x.puml", text: "state d as \"Door\"\nstate \"Hall\" as h\n[*] --> d\nd --> h\n", format: .plantuml)
        #expect(report.states == ["d", "h"])
    }

    @Test func aClosedBlockAfterAnUnclosedOneIsStillOneBlock() {
        // `plantuml` ignores a second `@startuml` inside an open block: `@enduml` closes the first.
        let report = DiagramChecker.check(
            file: "x.puml", text: "@startuml\n[*] --> A\n@startuml\nA --> B\n@enduml\n", format: nil)
        #expect(report.error == nil)
        #expect(report.states == ["A", "B"])
    }
}
