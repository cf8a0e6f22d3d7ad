import Switchyard
import SwitchyardDiagrams
import Testing

@Suite struct MermaidReaderTests {
    private func read(_ text: String) throws -> StateGraph {
        try MermaidReader().read(text)
    }

    @Test func readsAFullDiagram() throws {
        let graph = try read(
            """
            ---
            title: Edit flow
            ---
            %%{init: {"theme": "dark"}}%%
            stateDiagram-v2
                direction LR
                accTitle: Editing
                accDescr: Saving a document
                accDescr {
                  a longer description
                }
                %% a comment
                classDef important fill:#f00,color:white;
                [*] --> editing
                editing --> confirming : save
                state "Saving the file" as saving
                saving : writes to disk
                confirming --> saving : confirm OK
                confirming:::important --> editing : confirm NG
                class editing, saving important
                state check <<choice>>
                saving --> check
                check --> saved : ok
                check --> editing : failed
                state saved {
                    [*] --> shown
                    shown --> [*]
                    --
                    [*] --> logged
                }
                note right of saved
                    a --> b is not an arrow
                end note
                note left of editing : one line
                saved --> [*]
            """)
        #expect(graph.title == "Edit flow")
        #expect(graph.state(named: "saving")?.longName == "Saving the file")
        #expect(graph.state(named: "saving")?.descriptionLines == ["writes to disk"])
        #expect(graph.state(named: "check")?.kind == .choice)
        #expect(graph.state(named: "saved")?.kind == .composite)
        #expect(graph.state(named: "logged")?.regionIndex == 1)
        #expect(graph.state(named: "logged")?.parent == "saved")
        #expect(graph.transitions.count == 11)
        #expect(graph.transitions[3].from == .state("confirming"))
        #expect(graph.transitions[3].label == "confirm NG")
    }

    /// Mermaid's lexer ends a label or description at `;` (its DESCR token is `":"[^:\n;]+`) and reads what follows
    /// as statements of their own. A `;` that only ends the line changes nothing but the label.
    @Test func aSemicolonEndsALabelAsInMermaid() throws {
        let graph = try read("stateDiagram-v2\n[*] --> A\nA --> B : go;\nB --> C : first; second\nC : desc; D\n")
        #expect(graph.transitions.map(\.label) == [nil, "go", "first"])
        // Found by the fuzzer: the text before the ';' is trimmed, as Mermaid trims it.
        #expect(try read("stateDiagram-v2\nA --> B : go ;x\n").transitions.map(\.label) == ["go"])
        #expect(graph.states.map(\.id).sorted() == ["A", "B", "C", "D", "second"])
        #expect(graph.state(named: "C")?.descriptionLines == ["desc"])
        // An entity that ends in ';' is text, as Mermaid decodes it.
        #expect(try read("stateDiagram-v2\nA --> B : a #59; b\n").transitions.map(\.label) == ["a ; b"])
        let report = DiagramChecker.check(
            file: "x.mmd", text: "stateDiagram-v2\n[*] --> A\nA --> B : first; B --> [*]\nA --> [*] : done;\n",
            format: nil)
        #expect(report.transitions.map(\.event) == ["", "first", "", "done"])
        #expect(
            report.diagnostics.filter { $0.code == "mermaid-semicolon" }.map { [$0.line, $0.column] } == [[3, 16]])
    }

    /// Mermaid's grammar needs no separator between statements, so it accepts `A --> B C` (an arrow, then a state)
    /// and the flowchart form `A -->|go| B` (an arrow to a state named `|go|`, then a state B). Read as Mermaid reads
    /// them, with a warning that says what was read.
    @Test func textAfterAnArrowsTargetIsReadAsMermaidReadsItWithAWarning() throws {
        let report = DiagramChecker.check(
            file: "x.mmd", text: "stateDiagram-v2\n[*] --> A\nA -->|go| B\nA --> C D\n", format: nil)
        #expect(report.error == nil)
        #expect(report.states == ["A", "B", "C", "D", "|go|"])
        #expect(report.transitions.map(\.to) == ["A", "|go|", "C"])
        let warnings = report.diagnostics.filter { $0.code == "mermaid-statements" }
        #expect(warnings.map { [$0.line, $0.column] } == [[3, 11], [4, 9]])
        #expect(warnings.first?.message.contains("flowchart syntax") == true)
    }

    @Test func acceptsVersionOneHeaderAndBareStates() throws {
        let graph = try read("stateDiagram\n  Still\n  [*] --> Still\n  Still --> Moving\n  Moving --> [*]\n")
        #expect(graph.states.map(\.id) == ["Still", "Moving"])
        #expect(graph.transitions.count == 3)
    }

    @Test func readsForkAndJoin() throws {
        let graph = try read(
            """
            stateDiagram-v2
              state fork_state <<fork>>
              [*] --> fork_state
              fork_state --> A
              fork_state --> B
              state join_state <<join>>
              A --> join_state
              B --> join_state
              join_state --> [*]
            """)
        #expect(graph.state(named: "fork_state")?.kind == .fork)
        #expect(graph.state(named: "join_state")?.kind == .join)
    }

    @Test func acceptsCarriageReturns() throws {
        let graph = try read("stateDiagram-v2\r\n[*] --> a\r\na --> b : go\r\n")
        #expect(graph.transitions.last?.label == "go")
    }
}

@Suite struct MermaidReaderSyntaxTests {
    private func read(_ text: String) throws -> StateGraph {
        try MermaidReader().read("stateDiagram-v2\n" + text)
    }

    @Test func classesOnArrowEndsAndStylesAreIgnored() throws {
        let graph = try read(
            """
            classDef bad fill:#f00;
            [*] --> Still:::bad
            Still:::bad --> Moving : push;
            style Moving fill:#0f0
            Moving --> [*];
            """)
        #expect(graph.transitions.map { CheckReport.name($0.to) } == ["Still", "Moving", "[*]"])
        #expect(graph.transitions[1].label == "push")  // Mermaid's label token stops at ';'
    }

    @Test func compositeDescriptionsAndNestedComposites() throws {
        let graph = try read(
            """
            state "First composite" as First {
              [*] --> second
              state second {
                [*] --> third
              }
            }
            """)
        #expect(graph.state(named: "First")?.longName == "First composite")
        #expect(graph.state(named: "third")?.parent == "second")
        #expect(graph.state(named: "second")?.parent == "First")
    }

    @Test func liberalIdsBracketStereotypesAndTrailingComments() throws {
        let graph = try read(
            """
            hide empty description
            scale 350 width
            state f [[fork]]
            [*] --> f %% the start
            f --> wait(1)
            f --> done.ok : ready %% why
            """)
        #expect(graph.state(named: "f")?.kind == .fork)
        #expect(graph.states.map(\.id) == ["f", "wait(1)", "done.ok"])
        // Mermaid reads a description as `":"[^:\n;]+`: a `%%` after the label is label text.
        #expect(graph.transitions.last?.label == "ready %% why")
    }

    /// Found in real diagrams: Mermaid's lexer reads a label or description as `":"(?:[^:\n;]|":"[^:\n;])+` and a
    /// one-line note's text as `":"[^:\n;]+`, so Mermaid refuses these lines; they are errors at the `:` it cannot
    /// read, not labels.
    @Test(arguments: [
        ("Idle --> Busy : Queue::push\n", 2, 22, "Mermaid cannot read '::' or a ':' that ends a label or description"),
        ("Idle --> Busy : wait:\n", 2, 21, "Mermaid cannot read '::' or a ':' that ends a label or description"),
        ("Idle : waiting:\n", 2, 15, "Mermaid cannot read '::' or a ':' that ends a label or description"),
        ("Idle --> Busy :\n", 2, 15, "':' must be followed by text"),
        ("Idle --> Busy :;\n", 2, 15, "':' must be followed by text"),
        (
            "[*] --> Idle\nnote right of Idle : timeout: 5 s\n", 3, 29,
            "Mermaid cannot read a second ':' in a one-line note; write it as a note block ending with 'end note'"
        ),
    ])
    func textMermaidCannotLexIsAnError(text: String, line: Int, column: Int, message: String) {
        #expect(throws: DiagramParseError(message: message, line: line, column: column)) { try read(text) }
    }

    /// What Mermaid does read: one `:` inside a label, a blank label after `: `, an entity for a colon.
    @Test func colonsMermaidReads() throws {
        let graph = try read("Idle --> Busy : key: value\nBusy --> Idle : \nIdle --> Done : a#58;#58;b\n")
        #expect(graph.transitions.map(\.label) == ["key: value", nil, "a::b"])
    }

    @Test func errorsCarryTheirLine() {
        #expect(throws: DiagramParseError.self) { try read("[*] -> a\n") }
        #expect(throws: DiagramParseError.self) { try read("a --> b\nstate c {\n") }
        #expect(throws: DiagramParseError.self) { try read("state\n") }
        do throws(DiagramParseError) {
            _ = try MermaidReader().read("stateDiagram-v2\na --> b\nnot valid here\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 1)
        }
    }

    /// Mermaid's lexer ends a top-level `state X` at the line's end and reads a `{` at the start of the next line as
    /// the composite's opening (its own rendering tests draw diagrams written so); a blank line in between, or the
    /// same inside a composite, is not read so by Mermaid either.
    @Test func aBraceOnTheLineAfterATopLevelStateOpensIt() throws {
        let graph = try read(
            """
               [*] --> Outer
               state Outer
               {
                  [*] --> inner
               }
            """)
        #expect(graph.state(named: "Outer")?.kind == .composite)
        #expect(graph.state(named: "inner")?.parent == "Outer")
        #expect(graph.initialStateIDs(in: "Outer") == ["inner"])
        #expect(throws: DiagramParseError.self) { try read("state A\n\n{\n}\n") }
        #expect(throws: DiagramParseError.self) { try read("state A {\nstate B\n{\n}\n}\n") }
        #expect(throws: DiagramParseError.self) { try read("state A : text\n{\n}\n") }
    }
}

/// Mermaid draws a state inside every composite whose block names it (the last such block wins; naming it at the top
/// level moves nothing): the reader reads it where Mermaid draws it, and says so (issue 19: readers agree with the real
/// tools, never silently). Checked against Mermaid itself by `MermaidGrammarTests`.
struct MermaidDrawnInsideTests {
    @Test func aTopLevelStateNamedInsideACompositeIsReadThereWithAWarning() throws {
        let text = """
            stateDiagram-v2
                [*] --> Off
                Off --> On : switch
                state On {
                    [*] --> Low
                    Low --> Off : overheat
                }
            """
        let graph = try DiagramReader.read(text, format: .mermaid)
        #expect(graph.state(named: "Off")?.parent == "On")
        let report = DiagramChecker.check(file: "power.mmd", bytes: Array(text.utf8), format: .mermaid)
        let warning = try #require(report.diagnostics.first { $0.code == "drawn-inside" })
        #expect(warning.line == 6 && warning.severity == .warning)
        #expect(warning.message.contains("state 'Off' (first named at 2:5) is named here inside 'On'"))
    }

    @Test func namingAnInnerStateAtTheTopLevelMovesNothing() throws {
        let text = "stateDiagram-v2\nstate P {\n  a\n}\n[*] --> a\na --> c\n"
        let graph = try DiagramReader.read(text, format: .mermaid)
        #expect(graph.state(named: "a")?.parent == "P")
        #expect(graph.state(named: "c")?.parent == nil)
        let report = DiagramChecker.check(file: "p.mmd", bytes: Array(text.utf8), format: .mermaid)
        #expect(!report.diagnostics.contains { $0.code == "drawn-inside" })
    }

    @Test func aCompositeIsNeverMovedIntoItself() throws {
        let text = "stateDiagram-v2\n[*] --> P\nstate P {\n  [*] --> a\n  P --> a : again\n}\n"
        let graph = try DiagramReader.read(text, format: .mermaid)
        #expect(graph.state(named: "P")?.parent == nil)
        #expect(graph.state(named: "a")?.parent == "P")
    }

    @Test func plantUMLKeepsAStateWhereItWasFirstNamed() throws {
        let text = "[*] --> Off\nOff --> On : switch\nstate On {\n  [*] --> Low\n  Low --> Off : overheat\n}\n"
        #expect(try DiagramReader.read(text, format: .plantuml).state(named: "Off")?.parent == nil)
    }
}
