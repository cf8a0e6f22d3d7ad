import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// How arrow ends are named (``EndpointName``), and that `diff` and the writers' round-trip meaning both read a
/// `<<start>>` or `<<end>>` node as the `[*]` it stands for through the one rule.
struct EndpointNameTests {
    private static let withStars = """
        @startuml
        [*] --> Idle
        Idle --> Busy : go
        Busy --> [*] : done
        @enduml
        """

    private static let withNodes = """
        @startuml
        state begin <<start>>
        state finish <<end>>
        begin --> Idle
        Idle --> Busy : go
        Busy --> finish : done
        @enduml
        """

    @Test func endsAreNamedAsEveryToolPrintsThem() {
        #expect(EndpointName.name(.state("A")) == "A")
        #expect(EndpointName.name(.initial(scope: "C", region: 0)) == "[*]")
        #expect(EndpointName.name(.final(scope: nil, region: 0)) == "[*]")
        #expect(EndpointName.name(.history(scope: "C", deep: false)) == "C[H]")
        #expect(EndpointName.name(.history(scope: nil, deep: true)) == "[H*]")
    }

    @Test func startAndEndNodesAreTheStarTheyStandFor() throws {
        let graph = try DiagramReader.read(Self.withNodes, format: .plantuml)
        let name = EndpointName.meaningNames(in: graph)
        #expect(name(.state("begin")) == "[*]")
        #expect(name(.state("finish")) == "[*]")
        #expect(name(.state("Idle")) == "Idle")
        #expect(name(.history(scope: "Idle", deep: true)) == "Idle[H*]")
        // Without the graph, a node is its identifier.
        #expect(EndpointName.name(.state("begin")) == "begin")
    }

    @Test func diffAndDrawingMeaningReadStartAndEndNodesAsStars() throws {
        let stars = try DiagramReader.read(Self.withStars, format: .plantuml)
        let nodes = try DiagramReader.read(Self.withNodes, format: .plantuml)
        #expect(GraphDiff(from: stars, to: nodes).isEmpty)
        let meaning = DrawingMeaning(nodes)
        #expect(meaning.transitions == ["Busy -> [*] : done", "Idle -> Busy : go", "[*] -> Idle : "])
        #expect(meaning.transitions == DrawingMeaning(stars).transitions)
    }
}
