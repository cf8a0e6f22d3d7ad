// swift-format-ignore-file
// The README's statechart example, verbatim (its comments aligned as printed), compiled and run.
import Switchyard
import Testing

@MainActor
struct ReadmeStatechartTests {
    @Test func theReadmeExampleRunsAsPrinted() throws {
        enum Player: Hashable, Sendable { case off, on, playback, stopped, playing, resume, volume, quiet, loud }
        enum PlayerInput: Hashable, Sendable { case power, play, stop, louder, softer, tick }

        let player = try Statechart<Player, PlayerInput, Int>(initial: .off, [
            .atomic(.off, [.on(.power, to: .resume)]),          // back to where playback was: its history
            .parallel(.on, [
                .compound(.playback, initial: .stopped, [
                    .atomic(.stopped, [.on(.play, to: .playing)]),
                    .atomic(.playing, [
                        .onEntry { $0.send(.tick, after: .seconds(1), id: "tick") },
                        .onExit { $0.cancelSend(id: "tick") },
                        .on(.stop, to: .stopped),
                        .on(.tick, action: { $0.context += 1; $0.send(.tick, after: .seconds(1), id: "tick") }),
                    ]),
                    .history(.resume),
                ]),
                .compound(.volume, initial: .quiet, [
                    .atomic(.quiet, [.on(.louder, to: .loud)]), .atomic(.loud, [.on(.softer, to: .quiet)]),
                ]),
                .on(.power, to: .off),
            ]),
        ])

        let store = Store(machine: player.machine(context: 0))
        store.send(.power)
        let active = store.state.configuration.atomicStates   // [.stopped, .quiet]
        let isOn = store.state.configuration.contains(.on)     // true
        #expect(active == [.stopped, .quiet])
        #expect(isOn)
    }
}
