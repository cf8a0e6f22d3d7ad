import Switchyard
import SwitchyardTesting
import Testing

/// Work as data from a chart's actions: an entry action's work is tied to its state and cancelled when the state is
/// exited — by the state's own transition, an ancestor's, or the chart finishing; other actions' work is not.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StatechartEffectTests {
    enum Screen: Hashable, Sendable { case app, loading, showing, settings, done }
    enum Input: Hashable, Sendable { case loaded, open, back, quit, ping, pong }

    /// `loading` (inside `app`) waits for a download on the store's clock; `app` can be left for `settings` or
    /// `done`; `ping` (a transition action) asks for untied work that answers `pong`.
    static func chart() throws -> Statechart<Screen, Input, Int> {
        try Statechart(
            initial: .app,
            [
                .compound(
                    .app, initial: .loading,
                    [
                        .atomic(
                            .loading,
                            [
                                .onEntry { scope in
                                    scope.perform(
                                        .run { context in
                                            try await context.sleep(for: .seconds(5))
                                            await context.send(.loaded)
                                        })
                                },
                                .on(.loaded, to: .showing),
                            ]),
                        .atomic(.showing),
                        .on(.open, to: .settings),
                        .on(.quit, to: .done),
                    ]),
                .atomic(
                    .settings,
                    [
                        .on(.back, to: .app),
                        .on(
                            .ping,
                            action: { scope in
                                scope.perform(
                                    .run { context in
                                        try await context.sleep(for: .seconds(1))
                                        await context.send(.pong)
                                    })
                            }),
                        .on(.pong, action: { $0.context += 1 }),
                    ]),
                .final(.done),
            ])
    }

    @Test func entryWorkRunsWhileItsStateIsActive() async throws {
        let clock = TestClock()
        let store = Store(machine: try Self.chart().machine(context: 0), options: StoreOptions(clock: clock))
        store.start()
        #expect(store.runningEffectCount == 1)
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(5))
        await store.waitForEffects()
        #expect(store.state.configuration.atomicStates == [.showing])
    }

    @Test func leavingAnAncestorCancelsTheWorkAndReenteringStartsItAgain() async throws {
        let clock = TestClock()
        let store = Store(machine: try Self.chart().machine(context: 0), options: StoreOptions(clock: clock))
        store.start()
        #expect(await clock.waitForSleepers(atLeast: 1))
        // `open` is `app`'s transition: leaving `app` exits `loading`, and its download is cancelled.
        store.send(.open)
        #expect(store.runningEffectCount == 0)
        await clock.advance(by: .seconds(10))
        #expect(store.state.configuration.atomicStates == [.settings])
        store.send(.back)
        #expect(store.state.configuration.atomicStates == [.loading])
        #expect(store.runningEffectCount == 1)
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(5))
        await store.waitForEffects()
        #expect(store.state.configuration.atomicStates == [.showing])
    }

    @Test func aTransitionActionsWorkIsNotTiedToAState() async throws {
        let clock = TestClock()
        let store = Store(machine: try Self.chart().machine(context: 0), options: StoreOptions(clock: clock))
        store.start()
        store.send(.open)
        store.send(.ping)
        #expect(store.runningEffectCount == 1)
        #expect(await clock.waitForSleepers(atLeast: 1))
        await clock.advance(by: .seconds(1))
        await store.waitForEffects()
        #expect(store.state.context == 1)
    }

    @Test func finishingTheChartCancelsTiedWork() throws {
        let store = Store(machine: try Self.chart().machine(context: 0))
        store.start()
        #expect(store.runningEffectCount == 1)
        store.send(.quit)
        #expect(store.state.isFinished)
        #expect(store.runningEffectCount == 0)
    }

    /// The interpreter records the commands in the order they arose; the host only performs them.
    @Test func theInterpreterRecordsRunsAndCancellationsInOrder() throws {
        var interpreter = StatechartInterpreter(try Self.chart(), context: 0)
        let start = interpreter.start()
        #expect(start.effects.count == 1)
        guard case .run(_, tiedTo: .loading) = start.effects.first else {
            Issue.record("expected a run tied to loading, got \(start.effects)")
            return
        }
        let open = interpreter.send(.open)
        #expect(open.effects == [.cancelEffects(tiedTo: .loading, ids: [])])
        let back = interpreter.send(.back)
        #expect(back.effects.count == 1)
        // Nothing is tied to a state that did not ask for work.
        #expect(interpreter.send(.loaded).effects == [.cancelEffects(tiedTo: .loading, ids: [])])
    }

    /// Work with an id of its own keeps it (so the chart can cancel it by id) and is still cancelled with its state;
    /// a final state's work ends when the chart stops.
    @Test func ownIDsAreKeptAndCancelledWithTheState() throws {
        let chart = try Statechart<Screen, Input, Int>(
            initial: .loading,
            [
                .atomic(
                    .loading,
                    [
                        .onEntry { $0.perform(.run(id: "download") { _ in }) },
                        .on(.quit, to: .done),
                    ]),
                .final(.done, [.onEntry { $0.perform(.run { _ in }) }]),
            ])
        var interpreter = StatechartInterpreter(chart, context: 0)
        let start = interpreter.start()
        guard case .run(let download, tiedTo: .loading)? = start.effects.first else {
            Issue.record("expected a run tied to loading, got \(start.effects)")
            return
        }
        #expect(download.actions == [EffectAction<Input>.run(id: "download", cancelsOnExit: false)])
        let quit = interpreter.send(.quit)
        #expect(quit.effects.count == 3)
        #expect(quit.effects.first == .cancelEffects(tiedTo: .loading, ids: ["download"]))
        #expect(quit.effects.last == .cancelEffects(tiedTo: .done, ids: []))
        #expect(interpreter.isFinished)
    }
}
