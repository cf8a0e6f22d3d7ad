import Switchyard
import Testing

/// `Statechart.graph(name:)` and `TransitionTable.graph(name:initial:)`: the graphs the inspector draws.
struct StatechartGraphTests {
    typealias Chart = Statechart<String, String, Int>

    @Test func aChartBecomesNestedNodesWithEdgesPerTargetAndHistoryDrawnToItsParent() throws {
        let chart = try Chart(
            initial: "player",
            [
                .compound(
                    "player", initial: "stopped",
                    [
                        .atomic("stopped", [.on("play", to: "playing")]),
                        .parallel(
                            "playing",
                            [
                                .compound("video", initial: "frames", [.atomic("frames")]),
                                .compound(
                                    "audio", initial: "sound",
                                    [.atomic("sound", [.on("mute", to: "muted")]), .atomic("muted")]),
                            ]),
                        .history("resume", default: "stopped"),
                        .on("off", to: "off"),
                    ]),
                .atomic("off", [.on("on", to: "resume"), .on("eject", to: "done")]),
                .final("done"),
            ])
        let graph = chart.graph(name: "player")
        #expect(graph.title == "player")
        #expect(
            graph.states.map(\.id) == [
                "player", "stopped", "playing", "video", "frames", "audio", "sound", "muted", "off", "done",
            ])
        #expect(graph.state(named: "resume") == nil)
        #expect(graph.state(named: "player")?.kind == .composite)
        #expect(graph.state(named: "playing")?.kind == .composite)
        #expect(graph.state(named: "stopped")?.kind == .simple)
        #expect(graph.state(named: "sound")?.parent == "audio")
        #expect(graph.state(named: "audio")?.parent == "playing")
        #expect(graph.state(named: "player")?.parent == nil)
        // Every child of a parallel state is its own region, entered with it.
        #expect(graph.state(named: "video")?.regionIndex == 0)
        #expect(graph.state(named: "audio")?.regionIndex == 1)
        #expect(graph.initialStateIDs() == ["player"])
        #expect(graph.initialStateIDs(in: "player") == ["stopped"])
        #expect(graph.initialStateIDs(in: "playing") == ["video", "audio"])
        #expect(graph.finalStates == ["done"])
        let arrows = Set(
            graph.transitions.compactMap { arrow -> String? in
                guard let from = arrow.from.stateID else { return nil }
                let to: String
                switch arrow.to {
                case .state(let id): to = id
                case .history(let scope, let deep): to = "\(scope ?? "")[H\(deep ? "*" : "")]"
                case .final: to = "[*]"
                case .initial: return nil
                }
                return "\(from) -\(arrow.label ?? "")-> \(to)"
            })
        #expect(
            arrows == [
                "stopped -play-> playing", "sound -mute-> muted", "player -off-> off", "off -on-> player[H]",
                "off -eject-> done", "done --> [*]",
            ])
        // The history's default is drawn from it.
        #expect(
            graph.transitions.contains(
                GraphTransition(from: .history(scope: "player", deep: false), to: .state("stopped"), scope: "player")))
    }

    @Test func aChartsGraphRunsAsADiagramWithTheSameConfigurations() throws {
        // The drawing of a chart is a chart again: written and read back, it keeps states, regions and arrows.
        let chart = try Chart(
            initial: "a",
            [
                .atomic("a", [.on("go", to: "p")]),
                .parallel(
                    "p",
                    [
                        .compound("left", initial: "l1", [.atomic("l1", [.on("step", to: "l2")]), .atomic("l2")]),
                        .compound("right", initial: "r1", [.atomic("r1")]),
                    ]),
            ])
        let graph = chart.graph(name: "chart")
        #expect(graph.initialStateIDs(in: "left") == ["l1"])
        #expect(graph.childStates(of: "p").map(\.regionIndex) == [0, 1])
        #expect(graph.transitions(from: "l1").map(\.enclosingScope) == ["left"])
    }

    @Test func aTableBecomesOneNodePerStateAndOneEdgePerRuleWithItsGuard() {
        enum Light: Hashable, Sendable { case red, green, amber }
        let table = TransitionTable<Light, String>([
            .from(.red, on: "go", to: .green),
            .from(.green, on: "slow", to: .amber),
            .from(.amber, on: "stop", to: .red, guardName: "clear", where: { _, _ in true }),
        ])
        let graph = table.graph(name: "light", initial: .amber)
        #expect(graph.states.map(\.id) == ["amber", "red", "green"])
        #expect(graph.initialStateIDs() == ["amber"])
        let rules = graph.transitions.filter { $0.from.stateID != nil }
        #expect(rules.map(\.label) == ["go", "slow", "stop [clear]"])
        #expect(rules.map(\.from) == [.state("red"), .state("green"), .state("amber")])
    }
}
