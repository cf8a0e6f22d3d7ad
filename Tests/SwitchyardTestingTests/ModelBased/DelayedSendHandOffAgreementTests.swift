import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// A chart's delayed sends reach a store and `TimedRun` (`trace`, `simulate`, `paths`, model-based tests) through one
/// hand-off (the core's `DelayedSendHost` says the rule): a chart that makes and cancels sends in every way a chart
/// can — two pending sends under one id cancelled together, a cancel of a send already delivered, a send and a
/// cancel of its id in one macrostep (both orders), a send made in the macrostep that stops the chart, timers left
/// when it stops (cancelled by the stop) — run in a store on a test clock and through `TimedRun` on the same timeline
/// delivers the same events in the same order and keeps the same timers pending.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DelayedSendHandOffAgreementTests {
    /// The context lists the delayed events delivered, in order.
    static func chart() throws -> Statechart<String, String, [String]> {
        try Statechart([
            .atomic(
                "idle",
                [
                    // Two sends under one id, and one under another.
                    .on(
                        "arm",
                        action: { scope in
                            scope.send("ping", after: .seconds(1), id: "p")
                            scope.send("ping", after: .seconds(2), id: "p")
                            scope.send("pong", after: .seconds(3), id: "q")
                        }),
                    // Cancels both pending sends named `p`.
                    .on("disarm", action: { scope in scope.cancelSend(id: "p") }),
                    // A send cancelled in its own macrostep, then one under the same id that stays.
                    .on(
                        "twice",
                        action: { scope in
                            scope.send("late", after: .seconds(1), id: "l")
                            scope.cancelSend(id: "l")
                            scope.send("late", after: .seconds(2), id: "l")
                        }),
                    // A cancel of a pending send (from an earlier macrostep) and a new send of its id after it.
                    .on(
                        "again",
                        action: { scope in
                            scope.cancelSend(id: "l")
                            scope.send("later", after: .seconds(1), id: "l")
                        }),
                    // Nothing pending under `q` any more once `pong` was delivered.
                    .on("recancel", action: { scope in scope.cancelSend(id: "q") }),
                    // A send without an id, named by its token.
                    .on("anon", action: { scope in scope.send("anonymous", after: .milliseconds(500)) }),
                    .on("ping", action: { scope in scope.context.append("ping") }),
                    .on("pong", action: { scope in scope.context.append("pong") }),
                    .on("late", action: { scope in scope.context.append("late") }),
                    .on("later", action: { scope in scope.context.append("later") }),
                    .on("anonymous", action: { scope in scope.context.append("anonymous") }),
                    // The send made on the way to the final state dies with the chart.
                    .on("stop", to: "end", action: { scope in scope.send("ghost", after: .seconds(1), id: "g") }),
                ]),
            .final("end"),
        ])
    }

    /// The timeline: each external event after the time that passes before it (`nil`: time passes, no event).
    static let timeline: [(after: Duration, event: String?)] = [
        (.zero, "arm"), (.milliseconds(500), "disarm"), (.seconds(3), nil),
        (.zero, "recancel"), (.zero, "arm"), (.milliseconds(1_500), nil), (.zero, "twice"),
        (.milliseconds(1_500), nil), (.milliseconds(500), nil), (.zero, "twice"), (.milliseconds(500), "again"),
        (.zero, "anon"), (.seconds(2), nil), (.zero, "arm"), (.zero, "anon"), (.zero, "stop"), (.seconds(5), nil),
    ]

    /// After each point of the timeline: the events delivered so far and the timers pending, by id.
    static let expected = [
        "arm: [] pending statechart.send.p statechart.send.p statechart.send.q",
        "disarm: [] pending statechart.send.q",
        "-: [pong] pending",
        "recancel: [pong] pending",
        "arm: [pong] pending statechart.send.p statechart.send.p statechart.send.q",
        "-: [pong, ping] pending statechart.send.p statechart.send.q",
        "twice: [pong, ping] pending statechart.send.l statechart.send.p statechart.send.q",
        "-: [pong, ping, ping, pong] pending statechart.send.l",
        "-: [pong, ping, ping, pong, late] pending",
        "twice: [pong, ping, ping, pong, late] pending statechart.send.l",
        "again: [pong, ping, ping, pong, late] pending statechart.send.l",
        "anon: [pong, ping, ping, pong, late] pending statechart.send.#11 statechart.send.l",
        "-: [pong, ping, ping, pong, late, anonymous, later] pending",
        "arm: [pong, ping, ping, pong, late, anonymous, later] pending statechart.send.p statechart.send.p "
            + "statechart.send.q",
        "anon: [pong, ping, ping, pong, late, anonymous, later] pending statechart.send.#15 statechart.send.p "
            + "statechart.send.p statechart.send.q",
        // The chart stopped: the send made on the way is no timer, and the stop cancelled every timer it had.
        "stop: [pong, ping, ping, pong, late, anonymous, later] pending",
        "-: [pong, ping, ping, pong, late, anonymous, later] pending",
    ]

    static func line(_ event: String?, _ context: [String], _ pending: [EffectID]) -> String {
        "\(event ?? "-"): [\(context.joined(separator: ", "))] pending"
            + pending.map { " " + $0.rawValue }.sorted().joined()
    }

    @Test func aStoreAndTimedRunDeliverTheSameSendsAndKeepTheSameTimers() async throws {
        let chart = try Self.chart()

        var run = TimedRun(StatechartInterpreter(chart, context: [String]()))
        run.start()
        var virtual: [String] = []
        for (after, event) in Self.timeline {
            run.advance(to: run.now + after)
            if let event { run.send(event) }
            virtual.append(Self.line(event, run.interpreter.context, run.timers.map(\.timerID)))
        }

        let clock = TestClock()
        let store = Store(machine: chart.machine(context: []), options: StoreOptions(clock: clock))
        var timers: [EffectID] = []
        let token = store.observeEffects { activity in
            guard let id = activity.id else { return }
            switch activity.change {
            case .started: timers.append(id)
            case .finished, .cancelled: if let index = timers.firstIndex(of: id) { timers.remove(at: index) }
            }
        }
        store.start()
        var stored: [String] = []
        for (after, event) in Self.timeline {
            await Self.waitUntilParked(store, on: clock)
            await clock.advance(by: after)
            await Self.waitUntilParked(store, on: clock)
            if let event { store.send(event) }
            stored.append(Self.line(event, store.state.context, timers))
        }
        withExtendedLifetime(token) {}

        #expect(virtual == Self.expected)
        #expect(stored == virtual)
        // After the stop and 5 s: nothing was left to deliver, in the store or in `TimedRun`.
        #expect(store.state.isFinished && run.interpreter.isFinished)
        #expect(store.runningEffectCount == 0)
    }

    /// The send a chart makes in the macrostep that stops it is never a timer, in a store or in `TimedRun`.
    @Test func aSendMadeOnTheWayToTheFinalStateIsNoTimer() async throws {
        let chart = try Self.chart()
        var run = TimedRun(StatechartInterpreter(chart, context: [String]()))
        run.start()
        run.send("stop")
        #expect(run.interpreter.isFinished)
        #expect(run.timers.isEmpty)

        let store = Store(machine: chart.machine(context: []), options: StoreOptions(clock: TestClock()))
        store.start()
        store.send("stop")
        #expect(store.state.isFinished)
        #expect(store.runningEffectCount == 0)
    }

    /// Waits until the store's clock task sleeps on the clock again or has ended — the deliveries of the wake the
    /// last advance caused are done — woken by each new sleeper, never by polling.
    static func waitUntilParked(
        _ store: Store<StatechartState<String, String, [String]>, String>, on clock: TestClock
    ) async {
        while clock.sleeperCount < store.effectTaskCount {
            _ = await clock.waitForSleepers(atLeast: store.effectTaskCount)
        }
    }
}
