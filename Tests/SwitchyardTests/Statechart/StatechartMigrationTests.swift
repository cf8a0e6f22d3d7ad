import Switchyard
import Testing

/// 0.6's general state form, `Statechart.Element.state(_:kind:initial:elements:)`, deprecated in 0.7 (README,
/// "Migrating"), still builds the chart its replacements build: Swift that 0.6's `switchyard generate swift` wrote
/// keeps compiling and behaves as the same chart written with `.compound` and `.parallel`. The old code is written in a
/// deprecated function reached through a protocol, so that this target compiles without deprecation warnings.
@Suite struct StatechartMigrationTests {
    enum Player: Hashable, Sendable { case off, on, player, transport, stopped, playing, sound, normal, muted }
    enum Button: Hashable, Sendable { case power, play, stop, mute }
    typealias Chart = Statechart<Player, Button, Int>

    protocol OldCode {
        static func chart() throws(StatechartDefinitionError) -> Chart
    }

    /// As 0.6's generator wrote it.
    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static func chart() throws(StatechartDefinitionError) -> Chart {
            try Chart(
                initial: [.off],
                elements: [
                    .atomic(.off, [.on(.power, to: .on)]),
                    .state(
                        .on, kind: .compound,
                        initial: [.playing, .muted],
                        elements: [
                            .on(.power, to: .off),
                            .state(
                                .player, kind: .parallel,
                                elements: [
                                    .state(
                                        .transport, kind: .compound,
                                        elements: [
                                            .atomic(.stopped, [.on(.play, to: .playing)]),
                                            .atomic(.playing, [.on(.stop, to: .stopped)]),
                                        ]),
                                    .state(
                                        .sound, kind: .compound,
                                        initial: [.normal],
                                        elements: [
                                            .atomic(.normal, [.on(.mute, to: .muted)]),
                                            .atomic(.muted, [.on(.mute, to: .normal)]),
                                        ]),
                                ]),
                        ]),
                ])
        }
    }

    /// As 0.7's generator writes it.
    static func chart() throws(StatechartDefinitionError) -> Chart {
        try Chart(
            initial: [.off],
            elements: [
                .atomic(.off, [.on(.power, to: .on)]),
                .compound(
                    .on,
                    [
                        .initial(to: [.playing, .muted]),
                        .on(.power, to: .off),
                        .parallel(
                            .player,
                            [
                                .compound(
                                    .transport,
                                    [
                                        .atomic(.stopped, [.on(.play, to: .playing)]),
                                        .atomic(.playing, [.on(.stop, to: .stopped)]),
                                    ]),
                                .compound(
                                    .sound, initial: .normal,
                                    [
                                        .atomic(.normal, [.on(.mute, to: .muted)]),
                                        .atomic(.muted, [.on(.mute, to: .normal)]),
                                    ]),
                            ]),
                    ]),
            ])
    }

    /// The active atomic states after each event, from the start.
    static func run(_ chart: Chart, _ events: [Button]) -> [[Player]] {
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.start()
        var configurations = [interpreter.configuration.atomicStates]
        for event in events {
            interpreter.send(event)
            configurations.append(interpreter.configuration.atomicStates)
        }
        return configurations
    }

    @Test func theDeprecatedFormBuildsTheChartItsReplacementsBuild() throws {
        let events: [Button] = [.power, .stop, .mute, .play, .mute, .power, .power, .mute, .stop, .play]
        let old = Self.run(try (ZeroSixCode.self as any OldCode.Type).chart(), events)
        let new = Self.run(try Self.chart(), events)
        #expect(old == new)
        #expect(old[1] == [.playing, .muted], "the several default targets of `initial:` are entered")
        #expect(old[2] == [.stopped, .muted])
    }
}
