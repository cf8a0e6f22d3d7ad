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
}
