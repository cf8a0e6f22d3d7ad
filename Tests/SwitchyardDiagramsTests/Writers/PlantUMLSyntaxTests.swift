import SwitchyardDiagrams
import Testing

/// What we write is accepted by the real `plantuml` (`plantuml -syntax` prints the diagram type, `STATE`, or
/// `ERROR` and a line). Runs when `plantuml` is on `PATH` (CI installs it).
///
/// Debian's plantuml (1.2020.02) rejects deep history `[H*]`, which newer releases accept, so the generated graphs
/// here use shallow history only.
@Suite(.timeLimit(.minutes(5)))
struct PlantUMLSyntaxTests {
    static let plantuml = WriterTestSupport.which("plantuml")

    /// Hand-made shapes plus graphs built from fixed recipes.
    static let graphs: [(String, StateGraph)] =
        WriterShapes.all
        + (0..<24).map { seed in
            var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
            let numbers = (0..<(12 + seed * 3)).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int(truncatingIfNeeded: state >> 33)
            }
            return ("recipe \(seed)", GraphRecipe.graph(from: numbers, features: .debianPlantUML))
        }
        .filter { !$0.1.states.isEmpty }

    @Test(.enabled(if: plantuml != nil, "needs plantuml"), arguments: graphs.map(\.0))
    func plantumlAcceptsWhatWeWrite(name: String) async throws {
        let graph = try #require(Self.graphs.first { $0.0 == name }?.1)
        let text = PlantUMLWriter().write(graph)
        let (_, output) = try await WriterTestSupport.run(try #require(Self.plantuml), ["-syntax"], input: text)
        #expect(output.hasPrefix("STATE"), "plantuml -syntax said:\n\(output)\nfor:\n\(text)")
    }

    @Test(.enabled(if: plantuml != nil, "needs plantuml"), arguments: WriterTestSupport.exampleNames)
    func plantumlAcceptsTheExamplesRewritten(name: String) async throws {
        let source = try WriterTestSupport.example(name)
        let graph = try DiagramReader.read(source, format: name.hasSuffix(".mmd") ? .mermaid : .plantuml)
        let (_, output) = try await WriterTestSupport.run(
            try #require(Self.plantuml), ["-syntax"], input: PlantUMLWriter().write(graph))
        #expect(output.hasPrefix("STATE"), "\(output)")
    }
}
