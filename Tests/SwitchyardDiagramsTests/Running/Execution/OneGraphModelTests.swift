import Switchyard
import SwitchyardDiagrams
import Testing

/// Flows, tables and statecharts produce the same `StateGraph` the readers do, so every diagram tool takes them
/// as they are: writers, analysis and the engine.
struct OneGraphModelTests {
    enum Auth: Hashable, Sendable { case choose, register, done }
    enum AuthEvent: Hashable, Sendable, CaseIterable { case pick, submit }
    enum App: Hashable, Sendable { case welcome, auth(Auth), main }
    enum AppEvent: Hashable, Sendable, CaseIterable { case start, pick, submit, logout }

    static let auth = Flow<Auth, AuthEvent, Bool>(
        name: "auth",
        machine: .routing(initial: .choose) { state, event in
            switch (state, event) {
            case (.choose, .pick): .register
            case (.register, .submit): .done
            default: nil
            }
        },
        events: AuthEvent.allCases, node: { .screen("\($0)") }, result: { $0 == .done ? true : nil })

    static let app = Flow<App, AppEvent, Never>(
        name: "app",
        machine: .routing(initial: .welcome) { state, event in
            switch (state, event) {
            case (.welcome, .start): .auth(.choose)
            case (.auth(.choose), .pick): .auth(.register)
            case (.auth(.register), .submit): .main
            case (.main, .logout): .welcome
            default: nil
            }
        },
        events: AppEvent.allCases,
        node: { state in
            if case .auth = state { return .flow(auth.graph()) }
            return .screen("\(state)")
        },
        result: { _ in nil })

    @Test func aFlowsGraphIsWrittenReadBackAndAnalysedAsADrawing() throws {
        let graph = Self.app.graph()
        for format in [DiagramFormat.plantuml, .mermaid] {
            let text = format == .plantuml ? PlantUMLWriter().write(graph) : MermaidWriter().write(graph)
            let read = try DiagramReader.read(text, format: format)
            #expect(Set(read.states.map { $0.id }) == Set(graph.states.map { $0.id }), "\(format)")
            #expect(read.initialStateIDs(in: "auth") == ["auth.choose"], "\(format)")
        }
        let analysis = GraphAnalysis(graph)
        #expect(analysis.unreachable.isEmpty)
        #expect(analysis.initial == ["welcome"])
        #expect(analysis.final == ["auth.done"])
    }

    @Test func aFlowsGraphRunsOnTheEngine() throws {
        let chart = try DiagramChart(Self.app.graph())
        var run = chart.start()
        #expect(chart.activeStates(run) == ["welcome"])
        _ = run.send("start")
        #expect(chart.activeStates(run) == ["auth.choose"])
        _ = run.send("pick")
        #expect(chart.activeStates(run).contains("auth.register"))
    }

    @Test func aStatechartsGraphIsADrawingOfTheSameChart() throws {
        let chart = try Statechart<String, String, Int>(
            initial: "off",
            [
                .atomic("off", [.on("power", to: "on")]),
                .parallel(
                    "on",
                    [
                        .compound(
                            "play", initial: "stopped",
                            [.atomic("stopped", [.on("play", to: "playing")]), .atomic("playing")]),
                        .compound(
                            "volume", initial: "quiet",
                            [.atomic("quiet", [.on("louder", to: "loud")]), .atomic("loud")]),
                    ]),
            ])
        let drawing = try DiagramChart(chart.graph(name: "player"))
        var original = StatechartInterpreter(chart, context: 0)
        original.start()
        var drawn = drawing.start()
        #expect(drawing.activeStates(drawn) == ["off"])
        for event in ["power", "play", "louder"] {
            _ = original.send(event)
            _ = drawn.send(event)
            #expect(
                original.configuration.atomicStates.map { "\($0)" }.sorted() == drawing.activeStates(drawn).sorted())
        }
        let text = PlantUMLWriter().write(chart.graph(name: "player"))
        #expect(try DiagramReader.read(text, format: .plantuml).isStructurallyEqual(to: chart.graph(name: "player")))
    }
}
