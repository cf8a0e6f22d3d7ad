import Foundation
import Switchyard
import SwitchyardFixtures
import SwitchyardTesting
import Testing

/// The shared media player (SwitchyardFixtures), with a context that counts ticks in a field of its own.
typealias Player = MediaPlayer.State
typealias PlayerInput = MediaPlayer.Input

struct PlayerContext: Equatable, Sendable, Codable {
    var ticks = 0
}

func mediaPlayer() throws -> Statechart<Player, PlayerInput, PlayerContext> {
    try MediaPlayer.chart(tick: { $0.ticks += 1 })
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

    /// Observers of a chart store hear what observers of any store hear: a macrostep that exits or enters states is
    /// an external step (will-exit with the configuration left, did-enter with the one entered, then the
    /// transition); a targetless transition is internal (the transition alone); an ignored event is ignored.
    @Test func observersSeeExitsEntriesEveryMicrostepAndIgnoredEvents() throws {
        let store = Store(machine: try mediaPlayer().machine(context: PlayerContext()))
        var notifications: [StoreNotification<StatechartState<Player, PlayerInput, PlayerContext>, PlayerInput>] = []
        let token = store.observe { notifications.append($0) }
        store.send(.play)  // off: ignored
        store.send(.power)  // off → on (playback.stopped, volume.quiet)
        store.send(.play)  // stopped → playing
        store.send(.tick)  // playing's targetless transition: no exit, no entry
        let kinds = notifications.map { notification in
            switch notification {
            case .willExit(let state): "willExit \(state.configuration.atomicStates.map { "\($0)" })"
            case .didEnter(let state): "didEnter \(state.configuration.atomicStates.map { "\($0)" })"
            case .transition(let transition): "transition \(transition.event)"
            case .ignored(_, let event): "ignored \(event)"
            }
        }
        #expect(
            kinds == [
                "ignored play",
                "willExit [\"off\"]",
                "didEnter [\"stopped\", \"quiet\"]",
                "transition power",
                "willExit [\"stopped\", \"quiet\"]",
                "didEnter [\"playing\", \"quiet\"]",
                "transition play",
                "transition tick",
            ])
        guard case .transition(let transition) = notifications[3] else {
            Issue.record("expected the transition of power")
            return
        }
        #expect(transition.from.configuration.atomicStates == [.off])
        #expect(transition.to.lastMacrostep.microsteps.map(\.exited) == [[.off]])
        #expect(transition.to.lastMacrostep.microsteps.map(\.entered) == [[.on, .playback, .stopped, .volume, .quiet]])
        token.cancel()
        store.cancelAllEffects()
    }

    /// A chart store's start work (the timer its initial state sets) survives the store's external steps: the chart, not the
    /// store, ties it to a state.
    @Test func aChartsStartWorkSurvivesItsExternalSteps() throws {
        let clock = TestClock()
        let chart = try Statechart<Player, PlayerInput, PlayerContext>(
            initial: .playing,
            [
                .atomic(
                    .playing, [.onEntry { $0.send(.tick, after: .seconds(1), id: "tick") }, .on(.stop, to: .stopped)]),
                .atomic(.stopped, [.on(.play, to: .playing)]),
            ])
        let store = Store(machine: chart.machine(context: PlayerContext()), options: StoreOptions(clock: clock))
        var exits = 0
        let token = store.observe { if case .willExit = $0 { exits += 1 } }
        store.send(.stop)  // an external step: the initial timer is the chart's, not the store state's
        #expect(exits == 1)
        #expect(store.runningEffectCount == 1)
        token.cancel()
        store.cancelAllEffects()
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
