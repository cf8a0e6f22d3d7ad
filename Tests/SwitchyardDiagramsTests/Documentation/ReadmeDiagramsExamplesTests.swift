import Foundation
import Switchyard
import SwitchyardDiagrams
import SwitchyardFixtures
import Testing

/// The snippets of the SwitchyardDiagrams DocC catalog (landing page, *Running drawings on the statechart engine*)
/// and the README's flow-drawing sentence, as written there, on the example drawings they name.
struct ReadmeDiagramsExamplesTests {
    /// The repository's `Examples/Diagrams`: the first folder above this file that holds `Package.swift` is the
    /// root. (Found here rather than through the writer tests' support, so that this file also type-checks alone,
    /// as a user's code outside the package: `.ci/user-code`.)
    static let examples: URL = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Examples/Diagrams")
    }()

    static func example(_ name: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(name), encoding: .utf8)
    }

    /// The README's register flow (SwitchyardFixtures' `RegisterFlow`).
    static let registrationFlow = RegisterFlow.flow

    @Test func theLandingPageAnalysisFindsTheRegistrationDeadEnd() throws {
        let text = try Self.example("registration.puml")
        let graph = try DiagramReader.read(text, format: .plantuml)
        let analysis = GraphAnalysis(graph)
        #expect(analysis.unreachable.isEmpty)
        #expect(analysis.deadEnds == ["main"])
        #expect(analysis.nondeterministic.isEmpty)
    }

    @Test func theLandingPageWritesPlansAndDrawsAFlow() throws {
        let graph = try DiagramReader.read(try Self.example("edit.puml"), format: .plantuml)
        let mermaid = MermaidWriter().write(graph)
        #expect(mermaid.contains("stateDiagram-v2"))
        let plan = try PathPlanner.plan(graph, cover: .transitions)
        #expect(
            PathFormatter.text(plan).hasSuffix(
                """
                editing: save -> confirm NG
                editing: save -> confirm OK -> finish save -> shown result

                """))
        #expect(
            plan.paths.map(\.events) == [
                ["save", "confirm NG"], ["save", "confirm OK", "finish save", "shown result"],
            ])
        let drawn = PlantUMLWriter().write(Self.registrationFlow.graph())
        #expect(drawn.contains("welcome --> register : chooseRegister"))
        #expect(drawn.contains("register --> success : registered"))
    }

    @Test func theRunningDiagramsSnippetShowsOneStatePerRegion() throws {
        let text = try Self.example("media-player.puml")
        let chart = try DiagramChart(DiagramReader.read(text, format: .plantuml))
        var run = chart.start()
        run.send("powerOn")
        #expect(chart.activeStates(run) == ["stopped", "normal"])
        #expect(chart.enabledEvents(run) == ["play", "mute", "powerOff"])
    }

    @Test func aFlowsGraphIsCheckedAndRunLikeADrawing() throws {
        let graph = Self.registrationFlow.graph()
        #expect(GraphAnalysis(graph).deadEnds == ["success"])
        let chart = try DiagramChart(graph)
        var run = chart.start()
        #expect(chart.enabledEvents(run) == ["chooseRegister"])
        run.send("chooseRegister")
        #expect(chart.activeStates(run) == ["register"])
    }
}
