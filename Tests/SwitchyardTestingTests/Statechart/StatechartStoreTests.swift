import Foundation
import Switchyard
import SwitchyardTesting
import Testing

/// A media player drawn as a statechart: power toggles `off` and `on`; `on` has two regions, playback (with a
/// history state) and volume; while `playing`, a timer ticks every second.
enum Player: Hashable, Sendable, Codable {
    case off, on, playback, stopped, playing, resume, volume, quiet, loud
}

enum PlayerInput: Hashable, Sendable, Codable {
    case power, play, stop, louder, softer, tick
}

struct PlayerContext: Equatable, Sendable, Codable {
    var ticks = 0
}

func mediaPlayer() throws -> Statechart<Player, PlayerInput, PlayerContext> {
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
                                            scope.context.ticks += 1
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

@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StatechartStoreTests {
    @Test func aStoreRunsTheChartWithRegionsHistoryAndTimersOnItsClock() async throws {
        let clock = TestClock()
        let store = Store(
            machine: try mediaPlayer().machine(context: PlayerContext()), options: StoreOptions(clock: clock))
        #expect(store.state.configuration.atomicStates == [.off])
        store.send(.power)
        #expect(store.state.configuration.atomicStates == [.stopped, .quiet])
        store.send(.play)
        store.send(.louder)
        #expect(store.state.configuration.atomicStates == [.playing, .loud])
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(1))
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(1))
        #expect(await clock.waitForSleepers(atLeast: 1))
        #expect(store.state.context.ticks == 2)
        // Leaving `on` exits `playing`, whose exit action cancels the timer.
        store.send(.power)
        #expect(store.state.configuration.atomicStates == [.off])
        #expect(store.runningEffectCount == 0)
        await clock.advance(by: .seconds(5))
        #expect(store.state.context.ticks == 2)
        // The history of playback brings `playing` back, and with it the timer; volume starts over.
        store.send(.power)
        #expect(store.state.configuration.atomicStates == [.playing, .quiet])
        #expect(store.runningEffectCount == 1)
        store.cancelAllEffects()
    }

    @Test func observersSeeEveryMicrostepAndIgnoredEvents() throws {
        let store = Store(machine: try mediaPlayer().machine(context: PlayerContext()))
        var notifications: [StoreNotification<StatechartState<Player, PlayerInput, PlayerContext>, PlayerInput>] = []
        let token = store.observe { notifications.append($0) }
        store.send(.play)
        store.send(.power)
        #expect(notifications.count == 2)
        guard case .ignored(_, .play) = notifications.first else {
            Issue.record("expected play to be ignored while off, got \(String(describing: notifications.first))")
            return
        }
        guard case .transition(let transition) = notifications.last else {
            Issue.record("expected a transition")
            return
        }
        #expect(transition.from.configuration.atomicStates == [.off])
        #expect(transition.to.lastMacrostep.microsteps.map(\.exited) == [[.off]])
        #expect(transition.to.lastMacrostep.microsteps.map(\.entered) == [[.on, .playback, .stopped, .volume, .quiet]])
        token.cancel()
    }

    @Test func theEventLogReplaysToTheSameConfiguration() throws {
        let machine = try mediaPlayer().machine(context: PlayerContext())
        let store = Store(machine: machine, options: StoreOptions(eventLogCapacity: 100))
        for event in [PlayerInput.power, .louder, .play, .stop, .power, .power, .softer] { store.send(event) }
        let log = try #require(store.eventLog)
        #expect(machine.replay(log) == store.state)
        #expect(store.state.configuration.atomicStates == [.stopped, .quiet])
        store.cancelAllEffects()
    }

    @Test func aTestStoreReceivesTheTimersEvents() async throws {
        let clock = TestClock()
        let store = TestStore(
            machine: try mediaPlayer().machine(context: PlayerContext()), options: StoreOptions(clock: clock))
        store.exhaustivity = .off
        await store.send(.power)
        await store.send(.play)
        await store.advance(by: .seconds(1))
        await store.receive(.tick)
        #expect(store.state.context.ticks == 1)
        await store.send(.stop)
        #expect(store.state.configuration.atomicStates == [.stopped, .quiet])
        await store.finish()
    }
}
