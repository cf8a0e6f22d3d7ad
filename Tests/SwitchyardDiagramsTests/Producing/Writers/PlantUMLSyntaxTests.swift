import Foundation
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

    /// The titles we write as a block are titles to the real `plantuml` too: the drawing shows the title's text and
    /// the one state, and no state named `title`.
    @Test(.enabled(if: plantuml != nil, "needs plantuml"), arguments: NotationRoundTripTests.awkwardTitles)
    func plantumlReadsTheTitlesWeWriteAsTitles(title: String) async throws {
        let text = PlantUMLWriter().write(StateGraph(title: title, states: [GraphState(id: "Only")]))
        let (_, svg) = try await WriterTestSupport.run(try #require(Self.plantuml), ["-tsvg", "-pipe"], input: text)
        let shown = svg.split(separator: "<text").compactMap { element -> String? in
            guard let open = element.firstIndex(of: ">"), let close = element.range(of: "</text>") else { return nil }
            return String(element[element.index(after: open)..<close.lowerBound])
        }
        let escaped = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        #expect(shown.sorted() == [escaped, "Only"].sorted(), "plantuml drew \(shown) for:\n\(text)")
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
