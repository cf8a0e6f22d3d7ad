import Switchyard
import SwitchyardDiagrams
import Testing

struct GraphDiffTests {
    @Test func theSameMachineInTwoNotationsHasNoDifferences() throws {
        let plantuml = try DiagramReader.read(try WriterTestSupport.example("edit.puml"), format: .plantuml)
        let mermaid = try DiagramReader.read(try WriterTestSupport.example("edit.mmd"), format: .mermaid)
        let diff = GraphDiff(from: plantuml, to: mermaid)
        #expect(diff.isEmpty)
        #expect(diff.text == "no differences\n")
    }

    @Test func addedAndRemovedStatesAndArrowsAreListed() throws {
        let old = try DiagramReader.read("[*] --> a\na --> b : go\nb --> c : go\n", format: .plantuml)
        let new = try DiagramReader.read("[*] --> a\na --> b : go\na --> a : go\nb --> d : go\n", format: .plantuml)
        let diff = GraphDiff(from: old, to: new)
        #expect(diff.addedStates == ["d"])
        #expect(diff.removedStates == ["c"])
        #expect(diff.text == "- state c\n+ state d\n- b --> c : go\n+ a --> a : go\n+ b --> d : go\n")
        #expect(GraphDiff(from: new, to: old).addedStates == ["c"])
    }

    @Test func aRepeatedArrowCountsOnce() throws {
        let once = try DiagramReader.read("state a\na --> b : x\n", format: .plantuml)
        let twice = try DiagramReader.read("state a\na --> b : x\na --> b : x\n", format: .plantuml)
        #expect(GraphDiff(from: once, to: twice).addedTransitions == [GraphDiff.Arrow(from: "a", to: "b", event: "x")])
    }
}
