import PropertyBased
import Switchyard
import SwitchyardDiagrams
import Testing

/// Invariants of the analysis on generated graphs (flat and nested).
@Suite(.timeLimit(.minutes(5))) struct AnalysisPropertyTests {
    /// A generated diagram: `edges` as (from, to, label) over states `s0…s(n-1)`; states with index ≥ `nestFrom`
    /// are placed inside composite `s(nestFrom - 1)`'s body.
    private static let diagram = Gen.int(in: 0...12).array(of: 3).array(of: 0...40).map { edges in
        var text = "[*] --> s0\n"
        for edge in edges {
            let label = edge[2] % 4 == 0 ? "" : " : e\(edge[2] % 4)"
            text += "s\(edge[0]) --> s\(edge[1])\(label)\n"
        }
        text += "state s12 {\n  [*] --> s13\n  s13 --> s14 : e1\n  s14 --> [*]\n}\n"
        text += "s3 --> [*]\nstate ch <<choice>>\ns5 --> ch\nch --> s6\nch --> s12\n"
        return text
    }

    @Test func invariantsHold() async {
        await propertyCheck(count: 200, input: Self.diagram) { text in
            guard let graph = try? PlantUMLReader().read(text) else {
                Issue.record("generated diagram did not parse: \(text)")
                return
            }
            let analysis = GraphAnalysis(graph)
            let states = Set(analysis.states)
            #expect(analysis.reachable.union(analysis.unreachable) == states)
            #expect(analysis.reachable.isDisjoint(with: analysis.unreachable))
            #expect(Set(analysis.deadEnds).isSubset(of: analysis.reachable))
            #expect(Set(analysis.deadEnds).isDisjoint(with: analysis.final))
            #expect(Set(analysis.initial).isSubset(of: analysis.reachable))
            #expect(!analysis.states.contains("ch"))
            for list in [analysis.states, analysis.unreachable, analysis.deadEnds, analysis.events, analysis.final] {
                #expect(list == list.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) })
                #expect(Set(list).count == list.count)
            }
            #expect(analysis.transitions.count == graph.transitions.count)
            // A reachable inner state makes its composite reachable.
            for state in graph.states where analysis.reachable.contains(state.id) {
                if let parent = state.parent { #expect(analysis.reachable.contains(parent)) }
            }
            let lines = analysis.diagnostics.map { [$0.line, $0.column] }
            #expect(lines == lines.sorted { $0.lexicographicallyPrecedes($1) })
        }
    }

    @Test func nondeterministicPairsHaveTwoTargets() async {
        await propertyCheck(count: 200, input: Self.diagram) { text in
            guard let graph = try? PlantUMLReader().read(text) else { return }
            let analysis = GraphAnalysis(graph)
            for pair in analysis.nondeterministic {
                let targets = Set(
                    graph.transitions.filter { $0.from == .state(pair.state) && $0.label == pair.event }.map(\.to))
                #expect(targets.count >= 2)
            }
        }
    }
}
