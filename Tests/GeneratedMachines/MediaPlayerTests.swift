import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// `MediaPlayer.swift` is what `switchyard generate swift` emits for `media-player.puml` (regions and history): a
/// typed statechart that compiles here, runs, and conforms to the drawing on the one engine.
struct MediaPlayerTests {
    @Test func sourceIsUpToDate() throws {
        let source = try SwiftMachineGenerator(typeName: "MediaPlayer", sourceName: "media-player.puml")
            .generate(try GeneratedFilesTests.graph("media-player.puml"))
        try GeneratedFilesTests.compare(source, withFile: "MediaPlayer.swift")
    }

    /// `MediaPlayerPathTests.swift` is what `switchyard paths --format swift-testing --cover transitions` emits: it
    /// drives the generated statechart through every arrow, and compiles and passes here.
    @Test func pathTestsAreUpToDate() throws {
        let graph = try GeneratedFilesTests.graph("media-player.puml")
        let plan = try PathPlanner.plan(graph, cover: .transitions, file: "media-player.puml")
        try GeneratedFilesTests.compare(
            PathFormatter.swiftTesting(plan, graph: graph, typeName: "MediaPlayer"),
            withFile: "MediaPlayerPathTests.swift")
    }

    @Test func resumesPlaybackAndVolumeWhereTheyWere() throws {
        var player = StatechartInterpreter(try MediaPlayer.statechart(), context: ())
        player.start()
        #expect(player.configuration.atomicStates == [.off])
        for event: MediaPlayer.Event in [.powerOn, .play, .pause, .mute, .powerOff] { player.send(event) }
        #expect(player.configuration.atomicStates == [.off])
        player.send(.resume)
        #expect(player.configuration.atomicStates == [.paused, .muted])
        #expect(player.configuration.contains(.player))
    }

    @Test func conformsToTheDiagram() throws {
        let graph = try GeneratedFilesTests.graph("media-player.puml")
        let mismatches = try ChartConformance.mismatches(of: try MediaPlayer.statechart(), context: (), to: graph)
        #expect(mismatches.isEmpty, "\(mismatches)")
        assertConforms(
            try MediaPlayer.statechart(), context: (), toDiagramAt: "../../Examples/Diagrams/media-player.puml")
    }

    /// A chart that forgets the history (resume enters `on` afresh) is caught, with the shortest events that show it.
    @Test func aChartWithoutTheHistoryDoesNotConform() throws {
        typealias S = MediaPlayer.State
        let chart = try Statechart<S, MediaPlayer.Event, Void>(
            initial: [.off],
            elements: [
                .atomic(.off, [.on(.powerOn, to: .on), .on(.resume, to: .on)]),
                .compound(
                    .on,
                    [
                        .on(.powerOff, to: .off),
                        .parallel(
                            .player,
                            [
                                .compound(
                                    .player1,
                                    [
                                        .atomic(.stopped, [.on(.play, to: .playing)]),
                                        .atomic(.playing, [.on(.pause, to: .paused), .on(.stop, to: .stopped)]),
                                        .atomic(.paused, [.on(.play, to: .playing), .on(.stop, to: .stopped)]),
                                    ]),
                                .compound(
                                    .player2,
                                    [
                                        .atomic(.normal, [.on(.mute, to: .muted)]),
                                        .atomic(.muted, [.on(.unmute, to: .normal)]),
                                    ]),
                            ]),
                    ]),
            ])
        let graph = try GeneratedFilesTests.graph("media-player.puml")
        let mismatches = try ChartConformance.mismatches(of: chart, context: (), to: graph)
        #expect(
            mismatches.first?.description
                == "after powerOn -> play -> powerOff -> resume: the diagram is in playing, normal, the chart in stopped, normal"
        )
    }
}
