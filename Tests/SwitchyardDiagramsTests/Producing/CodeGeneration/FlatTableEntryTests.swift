import Switchyard
import Testing

@testable import SwitchyardDiagrams

/// Code generation's flat table enters composites by the engine's reading (``DiagramChart``'s entry arrows), not by
/// one of its own: entering through an inner `[*]` or a `<<start>>` state ends in the state the chart's run is in.
struct FlatTableEntryTests {
    private static let drawing = """
        @startuml
        [*] --> A
        A --> C : go
        A --> P : plain
        state C {
          state s <<start>>
          s --> C1
          state C1 {
            [*] --> D
            D --> E : next
          }
        }
        state P {
          Q --> R : next
        }
        @enduml
        """

    @Test func entriesAreTheEnginesAndEndWhereTheChartDoes() throws {
        let graph = try DiagramReader.read(Self.drawing, format: .plantuml)
        let chart = try DiagramChart(graph)
        func position(_ from: GraphTransition.Endpoint, _ to: String) throws -> Int {
            try #require(graph.transitions.firstIndex { $0.from == from && $0.to == .state(to) })
        }
        let startArrow = try position(.state("s"), "C1")
        let innerArrow = try #require(
            graph.transitions.firstIndex {
                if case .initial("C1", _) = $0.from { true } else { false }
            })
        #expect(chart.entryArrows == ["C": startArrow, "C1": innerArrow])
        let table = FlatTableReading(
            graph, entryArrows: chart.entryArrows, defaultEntry: { chart.statechart.defaultTargets(of: $0).first })
        for (event, composite) in [("go", "C"), ("plain", "P")] {
            let move = try #require(table.move(from: "A", on: event))
            var run = chart.start()
            run.send(event)
            #expect([move.to].compactMap { $0 } == run.configuration.atomicStates, "\(composite)")
            #expect(table.entering(composite).state == move.to)
        }
        #expect(table.move(from: "A", on: "go")?.entered == [startArrow, innerArrow])
        #expect(table.move(from: "A", on: "plain")?.entered == [])
        // Without the engine's entries only leaving is read: a composite is not entered further.
        #expect(FlatTableReading(graph).entering("C").state == "C")
    }
}
