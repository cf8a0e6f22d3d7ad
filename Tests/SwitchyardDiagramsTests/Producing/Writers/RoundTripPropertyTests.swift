import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

/// Read → write → read gives a structurally equal graph, for graphs generated from random recipes.
@Suite(.timeLimit(.minutes(5)))
struct RoundTripPropertyTests {
    static let recipes = Gen.int(in: 0...1_000_000).array(of: 0...60)

    @Test func plantUMLRoundTrip() async {
        await propertyCheck(count: 300, input: Self.recipes) { numbers in
            let graph = GraphRecipe.graph(from: numbers, features: .plantUML)
            guard !graph.states.isEmpty else { return }
            let text = PlantUMLWriter().write(graph)
            do {
                let read = try DiagramReader.read(text, format: .plantuml)
                #expect(read.isStructurallyEqual(to: graph), "\(text)")
                #expect(PlantUMLWriter().write(read) == text)
            } catch {
                Issue.record("\(error) reading:\n\(text)")
            }
        }
    }

    @Test func mermaidRoundTrip() async {
        await propertyCheck(count: 300, input: Self.recipes) { numbers in
            let graph = GraphRecipe.graph(from: numbers, features: .mermaid)
            // What `render` refuses (a composite's `[*]` joined to a state outside it) Mermaid draws otherwise.
            guard !graph.states.isEmpty, MermaidWriter.refusal(for: graph) == nil else { return }
            let text = MermaidWriter().write(graph)
            do {
                let read = try DiagramReader.read(text, format: .mermaid)
                // Where an arrow between two states is written is not part of the graph Mermaid draws: the writer
                // puts one inside a composite only when both ends are its own children (Mermaid moves every state
                // named in a composite's block into it).
                #expect(Self.arrowScopesErased(read).isStructurallyEqual(to: Self.arrowScopesErased(graph)), "\(text)")
                #expect(MermaidWriter().write(read) == text)
            } catch {
                Issue.record("\(error) reading:\n\(text)")
            }
        }
    }

    /// `graph` with the block of every arrow between named nodes forgotten (arrows with a `[*]` or history end keep
    /// theirs, which gives them their meaning).
    static func arrowScopesErased(_ graph: StateGraph) -> StateGraph {
        var erased = graph
        for index in erased.transitions.indices {
            let arrow = erased.transitions[index]
            guard case .state = arrow.from, case .state = arrow.to else { continue }
            erased.transitions[index].enclosingScope = nil
            erased.transitions[index].regionIndex = 0
        }
        return erased
    }

    @Test(arguments: WriterShapes.all.map(\.name))
    func shapesRoundTripThroughPlantUML(name: String) throws {
        let graph = try #require(WriterShapes.all.first { $0.name == name }?.graph)
        let text = PlantUMLWriter().write(graph)
        let read = try DiagramReader.read(text, format: .plantuml)
        // Aliased names and quotes in display names are the only changes a PlantUML trip makes.
        #expect(PlantUMLWriter().write(read) == text)
        if name != "names needing aliases" && name != "decorations" {
            #expect(read.isStructurallyEqual(to: graph), "\(text)")
        }
    }
}
