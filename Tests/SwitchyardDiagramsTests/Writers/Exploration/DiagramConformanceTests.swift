import Switchyard
import SwitchyardDiagrams
import Testing

struct DiagramConformanceTests {
    static func diagram(_ name: String) throws -> StateGraph {
        try DiagramReader.read(
            try WriterTestSupport.example(name), format: name.hasSuffix(".mmd") ? .mermaid : .plantuml)
    }

    @Test func theProcessMachineConformsToItsDrawing() throws {
        let graph = MachineExplorer(ExampleMachines.process(), sampleEvents: ExampleMachines.processEvents).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram("process.puml"))
        #expect(report.conforms, "\(report)")
    }

    @Test func theSecondTapIsReportedAsAnExtraTransition() throws {
        let graph = MachineExplorer(
            ExampleMachines.process(tapTwiceRestarts: true), sampleEvents: ExampleMachines.processEvents
        ).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram("process.puml"))
        #expect(report.extraTransitions == [ConformanceReport.Arrow(from: "doing", event: "execute", to: "doing")])
        #expect(report.missingTransitions.isEmpty)
        #expect(report.description == "extra transition (in the machine, not drawn): doing --execute--> doing")
    }

    @Test(arguments: ["edit.puml", "edit.mmd"])
    func theEditTableConformsWithLabelsMatchedToCaseNames(file: String) throws {
        let graph = try #require(MachineExplorer.table(ExampleMachines.edit())).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram(file))
        #expect(report.conforms, "\(report)")
    }

    @Test func aMissingRuleIsReportedByName() throws {
        let graph = try #require(MachineExplorer.table(ExampleMachines.edit(dropping: .confirmNG))).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram("edit.puml"))
        #expect(
            report.missingTransitions == [
                ConformanceReport.Arrow(from: "confirming", event: "confirm NG", to: "editing")
            ])
        #expect(report.extraTransitions.isEmpty)
    }

    @Test func unreachedAndUndrawnStatesAndTheInitialStateAreReported() throws {
        let graph = try #require(MachineExplorer.table(ExampleMachines.edit(dropping: .save))).explore()
        let report = DiagramConformance.compare(machine: graph, diagram: try Self.diagram("edit.puml"))
        #expect(report.missingStates == ["confirming", "saved", "saving"])
        let other = Machine<ExampleMachines.EditState, ExampleMachines.EditEvent>.table(
            initial: .saved, TransitionTable([]))
        let otherReport = DiagramConformance.compare(
            machine: MachineExplorer(other, sampleEvents: []).explore(), diagram: try Self.diagram("edit.puml"))
        #expect(otherReport.initialMismatch == ["editing", "saved"])
    }

    @Test func anExploredGraphConformsToItselfWrittenAndReadBack() throws {
        let graph = MachineExplorer(ExampleMachines.process(), sampleEvents: ExampleMachines.processEvents).explore()
        let drawn = try DiagramReader.read(PlantUMLWriter().write(graph), format: .plantuml)
        #expect(DiagramConformance.compare(machine: graph, diagram: drawn).conforms)
    }
}
