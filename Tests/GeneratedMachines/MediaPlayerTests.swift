import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// `MediaPlayer.swift` is what `switchyard generate swift` emits for `media-player.puml` (regions and history): a
/// typed statechart that compiles here, runs, and conforms to the drawing on the one engine.
struct MediaPlayerTests {
    @Test func resumesPlaybackAndVolumeWhereTheyWere() throws {
        var player = StatechartInterpreter(try MediaPlayer.statechart(), context: MediaPlayer.Context())
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
        let mismatches = try ChartConformance.mismatches(
            of: try MediaPlayer.statechart(), context: MediaPlayer.Context(), to: graph)
        #expect(mismatches.isEmpty, "\(mismatches)")
        assertConforms(
            try MediaPlayer.statechart(), context: MediaPlayer.Context(),
            toDiagramAt: "../../Examples/Diagrams/media-player.puml")
    }

    /// A chart that forgets the history (resume enters `on` afresh) is caught, with the shortest events that show it.
    @Test func aChartWithoutTheHistoryDoesNotConform() throws {
        typealias S = MediaPlayer.State
        let chart = try Statechart<S, MediaPlayer.Event, MediaPlayer.Context>(
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
                                    .playerRegion1,
                                    [
                                        .atomic(.stopped, [.on(.play, to: .playing)]),
                                        .atomic(.playing, [.on(.pause, to: .paused), .on(.stop, to: .stopped)]),
                                        .atomic(.paused, [.on(.play, to: .playing), .on(.stop, to: .stopped)]),
                                    ]),
                                .compound(
                                    .playerRegion2,
                                    [
                                        .atomic(.normal, [.on(.mute, to: .muted)]),
                                        .atomic(.muted, [.on(.unmute, to: .normal)]),
                                    ]),
                            ]),
                    ]),
            ])
        let graph = try GeneratedFilesTests.graph("media-player.puml")
        let mismatches = try ChartConformance.mismatches(of: chart, context: MediaPlayer.Context(), to: graph)
        #expect(
            mismatches.first?.description
                == "after powerOn -> play -> powerOff -> resume: the diagram is in playing, normal, the chart in stopped, normal"
        )
    }
}
