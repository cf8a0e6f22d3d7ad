public import Switchyard

/// The README's media player (its Statecharts section), written once for every test target that runs it: power
/// toggles `off` and `on`; `on` has two regions, playback (with a history state, `resume`) and volume; while
/// `playing`, a timer ticks every second. The README's own text is checked verbatim elsewhere
/// (`ReadmeStatechartTests`); this is the chart the other tests share.
public enum MediaPlayer {
    /// The chart's states.
    public enum State: Hashable, Sendable, Codable {
        case off, on, playback, stopped, playing, resume, volume, quiet, loud
    }

    /// The chart's events.
    public enum Input: Hashable, Sendable, Codable {
        case power, play, stop, louder, softer, tick
    }

    /// The chart with any context; `tick` is what each tick does to it (the README counts ticks in an `Int`).
    /// - Parameter tick: Runs on every tick while `playing`.
    /// - Returns: The chart.
    public static func chart<Context>(
        tick: @escaping @Sendable (inout Context) -> Void
    ) throws -> Statechart<State, Input, Context> {
        try Statechart(
            initial: .off,
            [
                .atomic(.off, [.on(.power, to: .resume)]),
                .parallel(
                    .on,
                    [
                        .compound(
                            .playback, initial: .stopped,
                            [
                                .atomic(.stopped, [.on(.play, to: .playing)]),
                                .atomic(
                                    .playing,
                                    [
                                        .onEntry { $0.send(.tick, after: .seconds(1), id: "tick") },
                                        .onExit { $0.cancelSend(id: "tick") },
                                        .on(.stop, to: .stopped),
                                        .on(
                                            .tick,
                                            action: { scope in
                                                tick(&scope.context)
                                                scope.send(.tick, after: .seconds(1), id: "tick")
                                            }),
                                    ]),
                                .history(.resume),
                            ]),
                        .compound(
                            .volume, initial: .quiet,
                            [.atomic(.quiet, [.on(.louder, to: .loud)]), .atomic(.loud, [.on(.softer, to: .quiet)])]),
                        .on(.power, to: .off),
                    ]),
            ])
    }

    /// The README's chart: its context counts the ticks.
    /// - Returns: The chart.
    public static func chart() throws -> Statechart<State, Input, Int> {
        try chart(tick: { $0 += 1 })
    }
}
