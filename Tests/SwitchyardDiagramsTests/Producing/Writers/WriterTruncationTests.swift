import Switchyard
import SwitchyardDiagrams
import Testing

/// A graph cut short by its exploration (`StateGraph.truncation`) says so when it is written out: each text writer
/// adds one comment with the reason (DOT, which is drawn, puts it in the label), its reader still reads the text,
/// and a complete graph is written as before.
struct WriterTruncationTests {
    enum Tick: Hashable, Sendable { case tick }

    /// Counts up without end; explored to three states it is cut.
    static let cut = MachineExplorer(
        Machine<Int, Tick>.routing(initial: 0) { count, _ in count + 1 }, sampleEvents: [.tick], stateLimit: 3
    ).explore()
    static let reason = "state limit reached: 3 states explored, more are reachable"

    @Test func eachWriterSaysTheGraphIsIncompleteAndItsReaderStillReadsIt() throws {
        #expect(Self.cut.truncation == Self.reason)
        let plantUML = PlantUMLWriter().write(Self.cut)
        #expect(plantUML.contains("\n' incomplete: \(Self.reason)\n"))
        #expect(try DiagramReader.read(plantUML, format: .plantuml).states.map(\.id) == Self.cut.states.map(\.id))
        let mermaid = MermaidWriter().write(Self.cut)
        #expect(mermaid.contains("\n    %% incomplete: \(Self.reason)\n"))
        #expect(try DiagramReader.read(mermaid, format: .mermaid).states.map(\.id) == Self.cut.states.map(\.id))
        // DOT is drawn: the reason is in the label, under the title.
        #expect(DOTWriter().write(Self.cut).contains("\n  label=\"incomplete: \(Self.reason)\";\n"))
        var titled = Self.cut
        titled.title = "count"
        #expect(DOTWriter().write(titled).contains("\n  label=\"count\\nincomplete: \(Self.reason)\";\n"))
        let scxml = try SCXMLWriter().write(Self.cut)
        #expect(scxml.contains("\n<!-- incomplete: \(Self.reason) -->\n"))
        #expect(try SCXMLReader().readGraph(bytes: Array(scxml.utf8)).states.map(\.id) == Self.cut.states.map(\.id))
    }

    @Test func anSCXMLCommentNeverHoldsTwoDashes() throws {
        var graph = Self.cut
        graph.truncation = "child flow a--b-: x"
        let scxml = try SCXMLWriter().write(graph)
        #expect(scxml.contains("<!-- incomplete: child flow a- -b-: x -->"))
        #expect(try SCXMLReader().readGraph(bytes: Array(scxml.utf8)).states.map(\.id) == Self.cut.states.map(\.id))
    }

    @Test func aCompleteGraphIsWrittenWithoutTheComment() throws {
        var complete = Self.cut
        complete.truncation = nil
        #expect(!PlantUMLWriter().write(complete).contains("incomplete"))
        #expect(!MermaidWriter().write(complete).contains("incomplete"))
        #expect(!DOTWriter().write(complete).contains("incomplete"))
        #expect(try !SCXMLWriter().write(complete).contains("incomplete"))
    }
}
