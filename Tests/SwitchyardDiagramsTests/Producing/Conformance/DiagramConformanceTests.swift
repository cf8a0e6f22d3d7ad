import Switchyard
import SwitchyardDiagrams
import SwitchyardFixtures
import Testing

struct DiagramConformanceTests {
    static func diagram(_ name: String) throws -> StateGraph {
        try DiagramReader.read(
            try WriterTestSupport.example(name), format: name.hasSuffix(".mmd") ? .mermaid : .plantuml)
    }

    @Test func theProcessMachineConformsToItsDrawing() throws {
        let graph = MachineExplorer(ProcessFixture.routing(), sampleEvents: ProcessFixture.sampleEvents).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram("process.puml"))
        #expect(report.conforms, "\(report)")
    }

    @Test func theSecondTapIsReportedAsAnExtraTransition() throws {
        let graph = MachineExplorer(
            ProcessFixture.routing(.init(restartsOnSecondTap: true)), sampleEvents: ProcessFixture.sampleEvents
        ).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram("process.puml"))
        #expect(report.extraTransitions == [ConformanceReport.Arrow(from: "doing", event: "execute", to: "doing")])
        #expect(report.missingTransitions.isEmpty)
        #expect(report.description == "extra transition (in the machine, not drawn): doing --execute--> doing")
    }

    @Test(arguments: ["edit.puml", "edit.mmd"])
    func theEditTableConformsWithLabelsMatchedToCaseNames(file: String) throws {
        let graph = try #require(MachineExplorer.tableExplorer(EditFixture.drawnTable())).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram(file))
        #expect(report.conforms, "\(report)")
    }

    @Test func aMissingRuleIsReportedByName() throws {
        let graph = try #require(MachineExplorer.tableExplorer(EditFixture.drawnTable(dropping: .confirmNG))).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram("edit.puml"))
        #expect(
            report.missingTransitions == [
                ConformanceReport.Arrow(from: "confirming", event: "confirm NG", to: "editing")
            ])
        #expect(report.extraTransitions.isEmpty)
    }

    @Test func unreachedAndUndrawnStatesAndTheInitialStateAreReported() throws {
        let graph = try #require(MachineExplorer.tableExplorer(EditFixture.drawnTable(dropping: .save))).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram("edit.puml"))
        #expect(report.missingStates == ["confirming", "saved", "saving"])
        let other = Machine<EditFixture.State, EditFixture.DrawnEvent>.table(
            initial: .saved, TransitionTable([]))
        let otherReport = DiagramConformance.compare(
            machine: MachineExplorer(other, sampleEvents: []).explore(), diagram: try Self.diagram("edit.puml"))
        #expect(otherReport.initialMismatch == ["editing", "saved"])
    }

    @Test func anExploredGraphConformsToItselfWrittenAndReadBack() throws {
        let graph = MachineExplorer(ProcessFixture.routing(), sampleEvents: ProcessFixture.sampleEvents).explore()
        let drawn = try DiagramReader.read(PlantUMLWriter().write(graph), format: .plantuml)
        #expect(DiagramConformance.compare(machine: graph, diagram: drawn).conforms)
    }
}

/// The diagram is read by running it on the statechart engine, so a drawing means to conformance what it means to
/// `simulate`, `paths` and chart conformance: inner arrows take an event before their composite's, and history
/// returns where the composite was left.
struct DiagramConformanceEngineTests {
    enum Place: Hashable, Sendable {
        case outside, first, second
    }

    enum Move: Hashable, Sendable {
        case enter, go, resume, leave
    }

    static func read(_ text: String) throws -> StateGraph {
        try DiagramReader.read(text, format: .plantuml)
    }

    @Test func anInnerArrowTakesTheEventBeforeItsComposite() throws {
        let diagram = try Self.read(
            """
            @startuml
            [*] --> outside
            state inside {
              [*] --> first
              first --> second : go
            }
            outside --> inside : enter
            inside --> outside : go
            @enduml
            """)
        // UML and SCXML: in `first`, `go` takes the inner arrow; only `second` leaves by the composite's.
        let machine = Machine<Place, Move>.routing(initial: .outside) { state, move in
            switch (state, move) {
            case (.outside, .enter): .first
            case (.first, .go): .second
            case (.second, .go): .outside
            default: nil
            }
        }
        let graph = MachineExplorer(machine, sampleEvents: [.enter, .go]).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: diagram)
        #expect(report.conforms, "\(report)")
    }

    @Test func historyReturnsWhereTheCompositeWasLeft() throws {
        let diagram = try Self.read(
            """
            @startuml
            [*] --> outside
            state inside {
              [*] --> first
              first --> second : go
            }
            outside --> inside : enter
            inside --> outside : leave
            outside --> inside[H] : resume
            @enduml
            """)
        let machine = Machine<Place, Move>.routing(initial: .outside) { state, move in
            switch (state, move) {
            case (.outside, .enter), (.outside, .resume): .first
            case (.first, .go): .second
            case (.first, .leave), (.second, .leave): .outside
            default: nil
            }
        }
        // This machine forgets where it was: after `go`, `leave`, `resume` the drawing is in `second` again.
        let graph = MachineExplorer(machine, sampleEvents: [.enter, .go, .resume, .leave]).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: diagram)
        #expect(report.missingTransitions == [ConformanceReport.Arrow(from: "outside", event: "resume", to: "second")])
        #expect(report.extraTransitions.isEmpty)
    }

    @Test func aDiagramThatCannotRunIsReportedNotCompared() throws {
        let diagram = try Self.read(
            """
            @startuml
            state fork1 <<fork>>
            state join1 <<join>>
            [*] --> fork1
            fork1 --> a
            fork1 --> b
            a --> join1
            b --> join1
            join1 --> c
            @enduml
            """)
        let graph = MachineExplorer(Machine<Place, Move>.routing(initial: .outside) { _, _ in nil }, sampleEvents: [])
            .explore()
        let report = DiagramConformance.compare(machine: graph, diagram: diagram)
        #expect(report.diagramError != nil)
        #expect(!report.conforms)
        #expect(report.description.hasPrefix("the diagram cannot run: "))
    }
}
