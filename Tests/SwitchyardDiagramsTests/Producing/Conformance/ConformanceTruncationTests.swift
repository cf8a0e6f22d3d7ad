import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// A conformance comparison that did not see everything never conforms: a machine graph cut short, or a diagram
/// search stopped at its configuration limit, is said in ``ConformanceReport/truncation``.
struct ConformanceTruncationTests {
    enum Step: Hashable, Sendable {
        case a, b, c
    }

    enum Go: Hashable, Sendable {
        case go
    }

    /// `a --go--> b --go--> c`: three configurations.
    static let chain = Machine<Step, Go>.routing(initial: .a) { state, _ in
        switch state {
        case .a: .b
        case .b: .c
        case .c: nil
        }
    }

    static func drawing() throws -> StateGraph {
        try DiagramReader.read(
            """
            @startuml
            [*] --> a
            a --> b : go
            b --> c : go
            @enduml
            """, format: .plantuml)
    }

    @Test func aDiagramSearchStoppedAtItsLimitDoesNotConform() throws {
        let machine = MachineExplorer(Self.chain, sampleEvents: [.go]).explore()
        let cut = DiagramConformance.compare(machine: machine, diagram: try Self.drawing(), configurationLimit: 2)
        #expect(!cut.conforms)
        #expect(cut.truncation?.contains("limit of 2") == true, "\(cut)")
        #expect(cut.description.hasPrefix("incomplete comparison"), "\(cut)")
        let whole = DiagramConformance.compare(machine: machine, diagram: try Self.drawing(), configurationLimit: 3)
        #expect(whole.truncation == nil)
        #expect(whole.conforms, "\(whole)")
    }

    @Test func aMachineGraphCutShortDoesNotConform() throws {
        let cutGraph = MachineExplorer(Self.chain, sampleEvents: [.go], stateLimit: 2).explore()
        #expect(cutGraph.truncation != nil)
        let report = DiagramConformance.compare(machine: cutGraph, diagram: try Self.drawing())
        #expect(!report.conforms)
        #expect(report.truncation?.hasPrefix("the machine's graph is incomplete: ") == true, "\(report)")
        let whole = MachineExplorer(Self.chain, sampleEvents: [.go], stateLimit: 3).explore()
        #expect(DiagramConformance.compare(machine: whole, diagram: try Self.drawing()).conforms)
    }

    enum Stage: Hashable, Sendable {
        case a, b, c, d
    }

    /// `a --go--> b --go--> c --go--> d`: four configurations, one more than a cut at two leaves in the graph.
    static let longerChain = Machine<Stage, Go>.routing(initial: .a) { state, _ in
        switch state {
        case .a: .b
        case .b: .c
        case .c: .d
        case .d: nil
        }
    }

    static func longerDrawing(through last: String = "d") throws -> StateGraph {
        let arrows = zip(["a", "b", "c"], ["b", "c", "d"]).prefix { $0.0 != last }.map { "\($0.0) --> \($0.1) : go" }
        return try DiagramReader.read(
            (["@startuml", "[*] --> a"] + arrows + ["@enduml"]).joined(separator: "\n"), format: .plantuml)
    }

    /// What a cut hides is not reported as a difference: a state beyond a machine's cut is not "missing", a
    /// transition beyond a diagram search's cut is not "extra"; what the cut cannot hide still is.
    @Test func aCutListsOnlyWhatItCannotHide() throws {
        let cutGraph = MachineExplorer(Self.longerChain, sampleEvents: [.go], stateLimit: 2).explore()
        #expect(!cutGraph.states.contains { $0.id == "d" })
        let machineCut = DiagramConformance.compare(machine: cutGraph, diagram: try Self.longerDrawing())
        #expect(machineCut.truncation != nil)
        #expect(machineCut.missingStates.isEmpty && machineCut.missingTransitions.isEmpty, "\(machineCut)")
        let machine = MachineExplorer(Self.longerChain, sampleEvents: [.go]).explore()
        let diagramCut = DiagramConformance.compare(
            machine: machine, diagram: try Self.longerDrawing(), configurationLimit: 2)
        #expect(diagramCut.truncation != nil)
        #expect(diagramCut.extraTransitions.isEmpty, "\(diagramCut)")
        // A drawing that stops at `c`: the machine's `d` is an extra state however the diagram search was cut.
        let shorter = DiagramConformance.compare(
            machine: machine, diagram: try Self.longerDrawing(through: "c"), configurationLimit: 2)
        #expect(shorter.extraStates == ["d"], "\(shorter)")
    }

    @Test func aCompleteReportsJSONHasNoTruncationKey() throws {
        let machine = MachineExplorer(Self.chain, sampleEvents: [.go]).explore()
        let report = DiagramConformance.compare(machine: machine, diagram: try Self.drawing())
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(!json.contains("truncation"))
        var cut = report
        cut.truncation = "stopped"
        let cutJSON = try JSONEncoder().encode(cut)
        #expect(try JSONDecoder().decode(ConformanceReport.self, from: cutJSON) == cut)
    }
}
