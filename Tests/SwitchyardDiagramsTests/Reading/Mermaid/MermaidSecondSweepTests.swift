import Switchyard
import SwitchyardDiagrams
import Testing

/// Constructs found by a second sweep of real Mermaid state diagrams (checked against Mermaid's own grammar); each
/// input is our own, written to show the same construct.
@Suite struct MermaidSecondSweepTests {
    private func read(_ text: String) throws -> StateGraph {
        try MermaidReader().read("stateDiagram-v2\n" + text)
    }

    /// Mermaid encodes `#name;` before it parses and the page shows the named character: `#colon;` is a `:` (its
    /// `;` ends no label).
    @Test func aNamedEntityIsTheCharacterItNames() throws {
        let graph = try read("[*] --> A\nA --> B : call({ key#colon; #quot;v#quot; })\nB : a #lt;b#gt; #amp; c\n")
        #expect(graph.transitions.map(\.label) == [nil, "call({ key: \"v\" })"])
        #expect(graph.state(named: "B")?.descriptionLines == ["a <b> & c"])
        #expect(try read("A --> B : x #nosuchname; y\n").transitions.map(\.label) == ["x #nosuchname; y"])
    }

    /// Mermaid's lexer reads every word after `state` as a state name of its own and draws none of them unless
    /// arrows name them (a diagram with an HTML-escaped `&lt;&lt;fork&gt;&gt;` is drawn so): read, with a warning.
    @Test func wordsAfterAStateNameAreRead() throws {
        let text = "stateDiagram-v2\nstate fork_state &lt;&lt;fork&gt;&gt;\n[*] --> fork_state\nfork_state --> B\n"
        let report = DiagramChecker.check(file: "f.mmd", text: text, format: .mermaid)
        #expect(report.error == nil)
        let warning = try #require(report.diagnostics.first { $0.code == "mermaid-statements" })
        #expect(warning.line == 2 && warning.column == 18)
        let graph = try MermaidReader().read(text)
        #expect(graph.states.map(\.id) == ["fork_state", "B"])
    }

    /// A state's quoted description may go on over several lines (Mermaid's `[^"]*`): one name with line breaks.
    @Test func aQuotedDescriptionOverSeveralLines() throws {
        let graph = try read(
            """
            state Outer {
              state "Accumulate enough
            data, then go" as acc
              [*] --> acc
            }
            [*] --> Outer
            """)
        #expect(graph.state(named: "acc")?.longName == "Accumulate enough\ndata, then go")
        #expect(graph.state(named: "acc")?.parent == "Outer")
        #expect(throws: DiagramParseError(message: "missing closing quote", line: 3, column: 7)) {
            try read("[*] --> A\nstate \"never closed\nA --> B\n")
        }
    }
}
