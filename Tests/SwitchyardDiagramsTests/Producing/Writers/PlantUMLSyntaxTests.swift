import Switchyard
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
        + GraphRecipe.seeded(24, salt: 1, features: .debianPlantUML)

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
