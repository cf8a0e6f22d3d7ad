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
        #expect(graph.name == "player")
        let nodes = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, $0) })
        #expect(
            Set(nodes.keys) == [
                "player", "stopped", "playing", "video", "frames", "audio", "sound", "muted", "off", "done",
            ])
        #expect(nodes["resume"] == nil)
        #expect(nodes["player"]?.kind == .flow)
        #expect(nodes["playing"]?.kind == .flow)
        #expect(nodes["stopped"]?.kind == .screen)
        #expect(nodes["sound"]?.parent == "audio")
        #expect(nodes["audio"]?.parent == "playing")
        #expect(nodes["player"]?.parent == nil)
        #expect(nodes["player"]?.isInitial == true)
        #expect(nodes["stopped"]?.isInitial == true)
        #expect(nodes["off"]?.isInitial == false)
        // Every region of a parallel state is entered with it.
        #expect(nodes["video"]?.isInitial == true)
        #expect(nodes["audio"]?.isInitial == true)
        #expect(nodes["done"]?.isFinal == true)
        let edges = Set(graph.edges.map { "\($0.from) -\($0.label)-> \($0.to)" })
        #expect(
            edges == [
                "stopped -play-> playing", "sound -mute-> muted", "player -off-> off", "off -on-> player",
                "off -eject-> done",
            ])
    }

    @Test func aTableBecomesOneNodePerStateAndOneEdgePerRuleWithItsGuard() {
        enum Light: Hashable, Sendable { case red, green, amber }
        let table = TransitionTable<Light, String>([
            .from(.red, on: "go", to: .green),
            .from(.green, on: "slow", to: .amber),
            .from(.amber, on: "stop", to: .red, guardName: "clear", where: { _, _ in true }),
        ])
        let graph = table.graph(name: "light", initial: .amber)
        #expect(graph.nodes.map(\.id) == ["amber", "red", "green"])
        #expect(graph.nodes.map(\.isInitial) == [true, false, false])
        #expect(graph.edges.map(\.label) == ["go", "slow", "stop [clear]"])
        #expect(graph.edges.map(\.from) == ["red", "green", "amber"])
    }
}
