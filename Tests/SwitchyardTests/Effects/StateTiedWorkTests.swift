import Foundation
import Switchyard
import SwitchyardTesting
import Testing

/// Work tied to a state is kept and cancelled in one place, the store's, under one key (`StateTie`): a chart's work
/// is tied to the chart state that asked for it (a flow's to its state, see `FlowTests`) — and a snapshot saves the
/// tie, so a restored store cancels the work on the same exit.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StateTiedWorkTests {
    enum Part: String, Hashable, Sendable, Codable { case player, track, loading, shown, volume, quiet, loud }
    enum Input: String, Hashable, Sendable, Codable { case loaded, louder, quieter, skip, back, tick }

    /// A player with two regions: `track` loads (`loading`'s entry starts the work `job`, which sends `loaded` after
    /// five seconds) and `volume` toggles; `tick`, in `quiet`, starts untied work under the same id `job`.
    static func chart() throws -> Statechart<Part, Input, Int> {
        try Statechart(
            initial: .player,
            [
                .parallel(
                    .player,
                    [
                        .compound(
                            .track, initial: .loading,
                            [
                                .atomic(
                                    .loading,
                                    [
                                        .onEntry { $0.perform(job(after: .seconds(5))) },
                                        .on(.loaded, to: .shown),
                                        .on(.skip, to: .shown),
                                    ]),
                                .atomic(.shown, [.on(.back, to: .loading)]),
                            ]),
                        .compound(
                            .volume, initial: .quiet,
                            [
                                .atomic(
                                    .quiet,
                                    [
                                        .on(.louder, to: .loud),
                                        .on(.tick, action: { $0.perform(job(after: .seconds(60))) }),
                                    ]),
                                .atomic(.loud, [.on(.quieter, to: .quiet)]),
                            ]),
                    ])
            ])
    }

    /// The work `job`: sends `loaded` after `delay`; restarted when a store is restored while it runs.
    nonisolated static func job(after delay: Duration) -> Effect<Input> {
        Effect<Input>.run(id: "job") { context in
            try await context.sleep(for: delay)
            await context.send(.loaded)
        }
        .onRestore(.restart)
    }

    @Test func aMoveInOneRegionKeepsTheWorkOfTheOther() async throws {
        let clock = TestClock()
        let store = Store(machine: try Self.chart().machine(context: 0), options: StoreOptions(clock: clock))
        var exits = 0
        let token = store.observe { if case .willExit = $0 { exits += 1 } }
        store.start()
        #expect(store.runningEffectCount == 1)
        // `louder` moves the volume region: an external step of the store (its observers hear the exit), which
        // leaves `quiet` but not `loading`.
        store.send(.louder)
        #expect(exits == 1)
        #expect(store.runningEffectCount == 1)
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(5))
        await store.waitForEffects()
        #expect(store.state.configuration.atomicStates == [.shown, .loud])
        _ = token
    }

    @Test func leavingAChartStateCancelsOnlyTheWorkTiedToIt() async throws {
        let clock = TestClock()
        let store = Store(machine: try Self.chart().machine(context: 0), options: StoreOptions(clock: clock))
        var cancelled: [EffectID?] = []
        let token = store.observeEffects { activity in
            if activity.change == .cancelled { cancelled.append(activity.id) }
        }
        store.start()
        // Untied work under the same id as `loading`'s.
        store.send(.tick)
        #expect(store.runningEffectCount == 2)
        store.send(.skip)
        #expect(cancelled == ["job"])
        #expect(store.runningEffectCount == 1)
        store.cancelAllEffects()
        _ = token
    }

    @Test func aChartsStepAsksToCancelTheWorkOfTheStateItExits() throws {
        let machine = try Self.chart().machine(context: 0)
        let skipped = try #require(machine.transition(from: machine.initialState, on: .skip))
        guard case .cancelChartStateWork(let loading, depth: 0)? = skipped.effect.actions.first,
            skipped.effect.actions.count == 1
        else {
            Issue.record("expected one cancellation of loading's work, got \(skipped.effect.actions)")
            return
        }
        let back = try #require(machine.transition(from: skipped.state, on: .back))
        #expect(back.effect.actions == [.run(id: "job", cancelsOnExit: true)])
        let again = try #require(machine.transition(from: back.state, on: .skip))
        #expect(again.effect.actions == [.cancelChartStateWork(position: loading, depth: 0)])
        // A move that exits a state with no work asks for nothing.
        let louder = try #require(machine.transition(from: machine.initialState, on: .louder))
        #expect(louder.effect.actions.isEmpty)
    }

    typealias PlayerState = StatechartState<Part, Input, Int>
    typealias Player = Machine<PlayerState, Input>

    /// The chart's machine and the snapshot of a store of it taken with `loading`'s work running (the store's work is
    /// then cancelled).
    static func savedWhileLoading(on clock: TestClock) throws -> (Player, StoreSnapshot<PlayerState, Input>) {
        let machine = try chart().machine(context: 0)
        let store = Store(machine: machine, options: StoreOptions(clock: clock))
        store.start()
        let saved = store.snapshot()
        store.cancelAllEffects()
        return (machine, saved)
    }

    @Test func aSnapshotSavesTheTieAndTheRestoredStoreCancelsOnTheSameExit() async throws {
        let clock = TestClock()
        let (machine, saved) = try Self.savedWhileLoading(on: clock)
        let loading = try #require(saved.interruptedEffects.first?.chartState)
        #expect(
            saved.interruptedEffects == [
                .init(id: "job", stateDepth: 0, chartState: loading, restoration: .restart)
            ])
        let encoded = try JSONEncoder().encode(saved.interruptedEffects)
        #expect(String(decoding: encoded, as: UTF8.self).contains(#""c":\#(loading)"#))
        #expect(
            try JSONDecoder().decode([StoreSnapshot<Int, Input>.InterruptedEffect].self, from: encoded)
                == saved.interruptedEffects.map {
                    .init(id: $0.id, stateDepth: $0.stateDepth, chartState: $0.chartState, restoration: $0.restoration)
                })

        let restored = try Store(
            machine: machine, restoring: saved, options: StoreOptions(clock: clock),
            restart: { id in id == "job" ? Self.job(after: .seconds(5)) : nil })
        restored.start()
        #expect(restored.runningEffectCount == 1)
        restored.send(.louder)
        #expect(restored.runningEffectCount == 1)
        restored.send(.skip)
        #expect(restored.runningEffectCount == 0)
    }

    @Test func aFormatOneSnapshotsChartWorkIsStillCancelledWithItsState() async throws {
        let clock = TestClock()
        let (machine, taken) = try Self.savedWhileLoading(on: clock)
        var saved = taken
        let loading = try #require(saved.interruptedEffects.first?.chartState)
        // Version 1 tied a chart's anonymous work to its state through the id `statechart.state#N`.
        saved.version = 1
        saved.interruptedEffects = [.init(id: EffectID("statechart.state#\(loading)"), restoration: .restart)]
        let restored = try Store(
            machine: machine, restoring: saved, options: StoreOptions(clock: clock),
            restart: { _ in Self.job(after: .seconds(5)) })
        restored.start()
        #expect(restored.runningEffectCount == 1)
        restored.send(.skip)
        #expect(restored.runningEffectCount == 0)
    }
}
