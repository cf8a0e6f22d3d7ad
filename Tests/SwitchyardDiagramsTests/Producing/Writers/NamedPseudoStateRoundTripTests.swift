import Switchyard
import SwitchyardDiagrams
import Testing

/// `<<start>>` and `<<end>>` nodes keep their names through Mermaid, which draws them as `[*]`: found in real
/// diagrams whose every arrow starts at a named start node.
struct NamedPseudoStateRoundTripTests {
    private func report(_ text: String, _ format: DiagramFormat) -> CheckReport {
        DiagramChecker.check(file: "x", text: text, format: format)
    }

    @Test func startAndEndNodesKeepTheirNamesThroughMermaid() throws {
        let source =
            "state go <<start>>\nstate stop <<end>>\nstate unused <<end>>\n"
            + "go --> Load\nLoad --> Pick\nPick --> stop : done\ngo --> stop\n"
        let graph = try PlantUMLReader().read(source)
        let text = MermaidWriter().write(graph)
        #expect(text.contains("[*] --> Load"))
        let before = report(source, .plantuml)
        let after = report(text, .mermaid)
        #expect(after.error == nil)
        #expect(after.states == before.states)
        #expect(after.initial == before.initial)
        #expect(after.final == before.final)
        #expect(
            after.transitions.map { "\($0.from)->\($0.to):\($0.event)" } == [
                "go->Load:", "Load->Pick:", "Pick->stop:done", "go->stop:",
            ])
        #expect(try MermaidReader().read(text).state(named: "unused")?.kind == .end)
    }
}

extension NamedPseudoStateRoundTripTests {
    /// plantuml draws `state Over <<end>> { … }` as a composite named Over holding Score (a body makes any
    /// stereotyped state a composite), and so does the reader; Mermaid keeps it.
    @Test func anEndStereotypeWithABodyIsACompositeThroughMermaid() throws {
        let source = "[*] --> Run\nstate Over <<end>> {\n  state Score\n}\nRun --> Over : crash\n"
        let graph = try PlantUMLReader().read(source)
        #expect(graph.state(named: "Over")?.kind == .composite)
        let text = MermaidWriter().write(graph)
        let before = report(source, .plantuml)
        let after = report(text, .mermaid)
        #expect(before.states == ["Over", "Run", "Score"])
        #expect(after.states == before.states)
        #expect(after.final == before.final)
    }
}
