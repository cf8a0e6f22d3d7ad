// swift-format-ignore-file
// The SwitchyardDiagrams catalog's and the README's diagram snippets as printed there (their comments aligned), each
// completed with what it needs and checked against what the article says. They read the example drawings by the
// relative paths the articles print, as `swift test` run from the package root does. `DocumentationSnippetTests`
// fails when a copy and the text differ.
import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardFixtures
import Testing

struct DiagramsSnippetTests {
    let registrationFlow = RegisterFlow.flow

    /// The landing page: read, analyse, write, plan, draw.
    @Test func theLandingPageReadsAnalysesAndWrites() throws {
        let text = try String(contentsOfFile: "Examples/Diagrams/registration.puml", encoding: .utf8)
        let graph = try DiagramReader.read(text, format: .plantuml)
        let analysis = GraphAnalysis(graph)
        let unreachable = analysis.unreachable         // states no path from the initial state reaches
        let deadEnds = analysis.deadEnds               // reachable, not final, and never left: ["main"]
        let choices = analysis.nondeterministic        // one state, one label, two targets
        #expect(unreachable.isEmpty)
        #expect(deadEnds == ["main"])
        #expect(choices.isEmpty)
        let mermaid = MermaidWriter().write(graph)             // stateDiagram-v2 text
        let plan = try PathPlanner.plan(graph, cover: .transitions)
        print(PathFormatter.text(plan))                         // as `switchyard paths` prints it
        let events = plan.paths.map(\.events)                   // the event names of each path
        let drawn = PlantUMLWriter().write(registrationFlow.graph())   // a Flow, TransitionTable or Statechart graph
        #expect(mermaid.contains("stateDiagram-v2"))
        #expect(!events.isEmpty && events.count == plan.paths.count)
        #expect(drawn.contains("welcome --> register : chooseRegister"))
    }

    /// Running drawings on the statechart engine.
    @Test func aDrawingRunsOneStatePerRegion() throws {
        let text = try String(contentsOfFile: "Examples/Diagrams/media-player.puml", encoding: .utf8)
        let chart = try DiagramChart(DiagramReader.read(text, format: .plantuml))
        var run = chart.start()
        run.send("powerOn")
        let active = chart.activeStates(run)     // ["stopped", "normal"]: one state per concurrent region
        let enabled = chart.enabledEvents(run)   // ["play", "mute", "powerOff"]: innermost states first
        #expect(active == ["stopped", "normal"])
        #expect(enabled == ["play", "mute", "powerOff"])
    }

    /// README: what `switchyard generate swift Examples/Diagrams/edit.puml` prints, without its header, import and
    /// doc comments; it moves as the drawing does.
    enum Edit {
        enum State: String, Hashable, Sendable, CaseIterable {
            case editing
            case confirming
            case saving
            case saved
        }

        enum Event: String, Hashable, Sendable, CaseIterable {
            case save
            case confirmOK = "confirm OK"
            case confirmNG = "confirm NG"
            case finishSave = "finish save"
            case shownResult = "shown result"
        }

        static let table = TransitionTable<State, Event>([
            .from(.editing, on: .save, to: .confirming),
            .from(.confirming, on: .confirmOK, to: .saving),
            .from(.confirming, on: .confirmNG, to: .editing),
            .from(.saving, on: .finishSave, to: .saved),
            .from(.saved, on: .shownResult, to: .editing),
        ])

        static let machine = Machine<State, Event>.table(initial: .editing, table)
    }

    @Test func theReadmesGeneratedEditMachineMovesAsItsDrawing() throws {
        let events: [Edit.Event] = [.save, .confirmNG, .save, .confirmOK, .finishSave, .shownResult]
        #expect(Edit.machine.state(after: events) == .editing)
        #expect(Edit.machine.state(after: [.save, .confirmOK]) == .saving)
        #expect(Edit.table.rules.count == 5)
        let text = try String(contentsOfFile: "Examples/Diagrams/edit.puml", encoding: .utf8)
        let drawing = try DiagramReader.read(text, format: .plantuml)
        #expect(drawing.transitions(from: "confirming").compactMap(\.label).sorted() == ["confirm NG", "confirm OK"])
    }
}
