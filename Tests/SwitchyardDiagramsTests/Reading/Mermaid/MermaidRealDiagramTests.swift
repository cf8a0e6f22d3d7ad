import Switchyard
import SwitchyardDiagrams
import Testing

/// Constructs found by running real Mermaid state diagrams from public repositories through the reader; each input
/// is our own, written to show the same construct.
@Suite struct MermaidRealDiagramTests {
    private func read(_ text: String) throws -> StateGraph {
        try MermaidReader().read(text)
    }

    /// Mermaid removes `%%{ … }%%` directives before it parses, wherever they are and however many lines they take
    /// (a theme written out over several lines, as people do).
    @Test func aDirectiveOverSeveralLines() throws {
        let graph = try read(
            """
            %%{init: {
              "theme": "base",
              "themeVariables": { "primaryColor": "#e3f2fd" }
            }}%%
            stateDiagram-v2
                [*] --> Door
                %%{init: {
                   "theme": "dark" } }%%
                Door --> Hall : open
            """)
        #expect(graph.states.map(\.id) == ["Door", "Hall"])
        #expect(graph.transitions.map(\.label) == [nil, "open"])
    }

    @Test func anUnclosedDirectiveIsAnErrorWhereItStarts() {
        #expect(throws: DiagramParseError(message: "directive is never closed with '}%%'", line: 2, column: 5)) {
            try read("stateDiagram-v2\n    %%{init: {\n    [*] --> Door\n")
        }
    }
}
