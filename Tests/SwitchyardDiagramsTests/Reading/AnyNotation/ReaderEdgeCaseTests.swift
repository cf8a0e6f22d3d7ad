import Switchyard
import SwitchyardDiagrams
import Testing

/// Inputs checked against plantuml 1.2020 and Mermaid's grammar: each one was misread or refused before.
struct ReaderEdgeCaseTests {
    private func report(_ text: String, file: String = "x.puml") -> CheckReport {
        DiagramChecker.check(file: file, text: text, format: nil)
    }

    private func edges(_ report: CheckReport) -> [String] {
        report.transitions.map { "\($0.from)->\($0.to):\($0.event)" }
    }

    // MARK: Line continuation

    /// plantuml joins a line only when its very last character is one `\`.
    @Test func onlyASingleTrailingBackslashContinuesALine() {
        let doubled = report("@startuml\n[*] --> A\nA --> B : end\\\\\nstate B : desc\n@enduml\n")
        #expect(edges(doubled) == ["[*]->A:", "A->B:end\\\\"])
        let spaced = report("@startuml\n[*] --> A\nA --> B : end\\   \nstate B : desc\n@enduml\n")
        #expect(spaced.error == nil)
        #expect(edges(spaced).last == "A->B:end\\")
        let tripled = report("@startuml\n[*] --> A\nA --> B : end\\\\\\\nstate B : desc\n@enduml\n")
        #expect(tripled.transitions.count == 2)
        let single = report("@startuml\n[*] --> A\nA --> B : x\\\n   y\\\nz\n@enduml\n")
        #expect(edges(single).last == "A->B:x   yz")
    }

    // MARK: Qualified names

    /// `Early.x` before `state Early { … x … }` is that `x`, whichever order the lines come in.
    @Test func aForwardQualifiedNameIsTheInnerStateDeclaredLater() {
        let body = ["[*] --> Early.x", "Early.x --> Done"]
        let composite = ["state Early {", "  [*] --> x", "}"]
        let before = report((composite + body).joined(separator: "\n") + "\n")
        let after = report((body + composite).joined(separator: "\n") + "\n")
        #expect(before.states == ["Done", "Early", "x"])
        #expect(after.states == ["Done", "Early", "x"])
        #expect(edges(after) == ["[*]->x:", "x->Done:", "[*]->x:"])
        // With no `x` inside `Early`, plantuml draws a state named `Early.x`.
        let alone = report("[*] --> Early.x\nEarly.x --> Done\nstate Early {\n  [*] --> y\n}\n")
        #expect(alone.states == ["Done", "Early", "Early.x", "y"])
    }

    // MARK: Keywords

    @Test func endstateClosesABeginBlock() {
        let closed = report("[*] --> A\nstate A begin\n  [*] --> a\nendstate\nA --> B : go\n")
        #expect(closed.error == nil)
        #expect(closed.states == ["A", "B", "a"])
    }

    /// A block ends at a line that is exactly its end marker (`end note`, `endnote`, `end  note` is not one).
    @Test func blockEndMarkersMustBeTheWholeLine() {
        for (open, text, close) in [
            ("note right of A", "end notes: X --> Y", "end note"), ("legend", "endlegends X --> Y", "endlegend"),
            ("title", "end titles X --> Y", "end title"), ("header", "endheaders X --> Y", "endheader"),
            ("footer", "end footers X --> Y", "endfooter"),
        ] {
            let checked = report("[*] --> A\n\(open)\n  \(text)\n\(close)  \nA --> B\n")
            #expect(checked.error == nil, "\(open)")
            #expect(checked.states == ["A", "B"], "\(open)")
        }
        #expect(report("[*] --> A\nnote right of A\nend  note\n").error?.line == 2)
    }

    /// plantuml takes spaces between `!` and a variable (`!  if` is an error there too).
    @Test func spacesBeforeAVariableAssignment() {
        let checked = report("@startuml\n!   $x = \"v\"\n[*] --> $x\n@enduml\n")
        #expect(checked.error == nil)
        #expect(checked.states == ["v"])
        #expect(report("@startuml\n!  if 1\n[*] --> A\n!endif\n@enduml\n").error?.line == 2)
    }

    // MARK: Other kinds of diagram

    /// plantuml draws arrows between plain names with no state-only line as a sequence (or class) diagram.
    @Test func aSequenceDiagramIsNotReadAsAStateDiagram() {
        let sequence = report("@startuml\nAlice -> Bob: hello\nBob --> Alice: ok\n@enduml\n")
        #expect(sequence.error?.message.contains("not a state diagram") == true)
        #expect(sequence.error?.message.contains("sequence") == true)
        #expect(sequence.error?.line == 2)
        let participant = report("@startuml\nparticipant Alice\nAlice -> Bob: hello\n@enduml\n")
        #expect(participant.error?.message.contains("sequence diagram") == true)
        #expect(report("@startuml\nclass Foo\nFoo --> Bar\n@enduml\n").error?.message.contains("class") == true)
        #expect(report("@startuml\nstart\n:step;\nstop\n@enduml\n").error?.message.contains("activity") == true)
        #expect(report("@startuml\nA -down-> B\n@enduml\n").error?.message.contains("class diagram") == true)
        // One state-only line makes it a state diagram, as for plantuml.
        #expect(report("@startuml\nstate A\nA -> B\n@enduml\n").error == nil)
        #expect(report("@startuml\nA --> B : go\n--\n@enduml\n").error == nil)
    }

    // MARK: Mermaid

    /// Mermaid reads a description as `":"[^:\n;]+`: `%%` after a label is label text, before it a comment.
    @Test func mermaidPercentCommentsFollowTheGrammar() throws {
        let graph = try MermaidReader().read("stateDiagram-v2\n[*] --> A\nA --> C : again %% later\nC --> A %% note\n")
        #expect(graph.transitions.map(\.label) == [nil, "again %% later", nil])
    }

    @Test func mermaidHistoryMarksSurviveLabels() throws {
        let graph = try PlantUMLReader().read(
            "[*] --> A\nstate C {\n  [*] --> c\n}\nA --> C\nC --> A : leave\nA --> C[H] : again %% x\n")
        let text = MermaidWriter().write(graph)
        #expect(!text.contains(": again %% x %%"))
        let read = try MermaidReader().read(text)
        #expect(read.transitions.last?.to == .history(scope: "C", deep: false))
        #expect(read.transitions.last?.label == "again %% x")
    }

    // MARK: Diff

    @Test func aStartNodeAndItsMermaidStarAreNoDifference() throws {
        let plantuml = try PlantUMLReader().read("state s1 <<start>>\ns1 --> A : go\nA --> B\n")
        let mermaid = try MermaidReader().read(MermaidWriter().write(plantuml))
        #expect(GraphDiff(from: plantuml, to: mermaid).isEmpty)
    }

    @Test func aMermaidQuotedNameKeepsItsPercentSigns() throws {
        // Found by the round-trip fuzzer: `%%` inside a quoted name cut the line as a comment.
        let graph = try MermaidReader().read("stateDiagram-v2\nstate \"a %% b\" as x  %% note\n[*] --> x\n")
        #expect(graph.state(named: "x")?.longName == "a %% b")
        #expect(GraphAnalysis(graph).initial == ["x"])
    }
}
