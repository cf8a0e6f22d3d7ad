import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// The two drivers of delayed sends — a store's clock task and the virtual clock of `trace`, `simulate` and `paths`
/// (`TimedRun`) — deliver by one rule (the core's `DelayedSendHost`) and differ only in when a wake happens: a chart
/// run in a store on a test clock and through `TimedRun` on the same timeline goes through the same configurations.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TimedRunStoreAgreementTests {
    /// A counter that re-sends itself three times with no delay each time `counting` is entered, a repeating 1 s
    /// `tick` and a 2.5 s `timeout` while `waiting`, and a 500 ms `snooze` in `alarm` that starts over. The context
    /// counts bumps (ones) and ticks (tens).
    static func chart() throws -> Statechart<String, String, Int> {
        try Statechart([
            .atomic("idle", [.on("go", to: "counting")]),
            .atomic(
                "counting",
                [
                    .onEntry { scope in
                        scope.context = 0
                        scope.send("bump")
                    },
                    .on(
                        "bump", guard: { $0.context < 3 },
                        action: { scope in
                            scope.context += 1
                            scope.send("bump")
                        }),
                    .on("bump", to: "waiting"),
                ]),
            .atomic(
                "waiting",
                [
                    .onEntry { scope in
                        scope.send("tick", after: .seconds(1), id: "tick")
                        scope.send("timeout", after: .milliseconds(2_500), id: "timeout")
                    },
                    .onExit { scope in
                        scope.cancelSend(id: "tick")
                        scope.cancelSend(id: "timeout")
                    },
                    .on(
                        "tick",
                        action: { scope in
                            scope.context += 10
                            scope.send("tick", after: .seconds(1), id: "tick")
                        }),
                    .on("timeout", to: "alarm"),
                    .on("stop", to: "idle"),
                ]),
            .atomic(
                "alarm",
                [
                    .onEntry { scope in scope.send("snooze", after: .milliseconds(500)) },
                    .on("snooze", to: "counting"),
                    .on("stop", to: "idle"),
                ]),
        ])
    }

    /// The timeline: each external event after the time that passes before it (`nil`: time passes, no event).
    static let timeline: [(after: Duration, event: String?)] = [
        (.zero, "go"), (.seconds(1), nil), (.seconds(1), nil), (.milliseconds(500), nil), (.milliseconds(500), nil),
        (.seconds(1), "stop"), (.seconds(6), nil),
    ]

    /// What the configurations were: one line per macrostep that took a transition.
    static let expected = [
        "start: idle 0",
        "go: waiting 3",
        "tick: waiting 13",
        "tick: waiting 23",
        "timeout: alarm 23",
        "snooze: waiting 3",
        "tick: waiting 13",
        "stop: idle 13",
    ]

    static func line(_ event: String, _ configuration: StatechartConfiguration<String>, _ context: Int) -> String {
        "\(event): \(configuration.atomicStates.joined(separator: ", ")) \(context)"
    }

    @Test func aStoreOnATestClockAndTheVirtualClockGoThroughTheSameConfigurations() async throws {
        let chart = try Self.chart()

        var run = TimedRun(StatechartInterpreter(chart, context: 0))
        run.start()
        var virtual = [Self.line("start", run.interpreter.configuration, run.interpreter.context)]
        for (after, event) in Self.timeline {
            run.advance(to: run.now + after) { delivery, interpreter in
                guard !delivery.step.microsteps.isEmpty else { return }
                virtual.append(Self.line(delivery.timer.event, interpreter.configuration, interpreter.context))
            }
            if let event, !run.send(event).microsteps.isEmpty {
                virtual.append(Self.line(event, run.interpreter.configuration, run.interpreter.context))
            }
        }

        let clock = TestClock()
        let store = Store(machine: chart.machine(context: 0), options: StoreOptions(clock: clock))
        store.start()
        var stored = [Self.line("start", store.state.configuration, store.state.context)]
        let token = store.observe { notification in
            guard case .transition(let step) = notification else { return }
            stored.append(Self.line(step.event, step.to.configuration, step.to.context))
        }
        for (after, event) in Self.timeline {
            await Self.waitUntilParked(store, on: clock)
            await clock.advance(by: after)
            await Self.waitUntilParked(store, on: clock)
            if let event { store.send(event) }
        }
        withExtendedLifetime(token) {}

        #expect(virtual == Self.expected)
        #expect(stored == virtual)
        #expect(run.timers.isEmpty)
        #expect(store.runningEffectCount == 0)
    }

    /// Waits until the store's clock task sleeps on the clock again or has ended — the deliveries of the wake the
    /// last advance caused are done — woken by each new sleeper, never by polling.
    static func waitUntilParked(
        _ store: Store<StatechartState<String, String, Int>, String>, on clock: TestClock
    ) async {
        while clock.sleeperCount < store.effectTaskCount {
            _ = await clock.waitForSleepers(atLeast: store.effectTaskCount)
        }
    }
}
