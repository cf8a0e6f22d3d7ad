import Switchyard
import SwitchyardFixtures
import SwitchyardTesting
import Testing

/// A chart that stops — it reaches its top-level final state, or is stopped at its step limit — cancels every delayed
/// send it handed over to its store in earlier macrosteps (`DelayedSendHost`'s rule, SCXML: a session that ends
/// cancels its undelivered delayed events): nothing stays pending, and nothing is delivered to the stopped chart
/// later, so a store that fails on ignored events has nothing to fail on.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct DelayedSendStopTests {
    typealias Chart = Statechart<String, String, Int>

    /// The chart both hosts run (`DelayedSendCharts.stopping()`): `arm` sends two events in 5 s, one with an id
    /// and one without; `finish` reaches the top-level final state, `go` loops without end (stopped at the step
    /// limit).
    static func chart() throws -> Chart { try DelayedSendCharts.stopping() }

    /// Runs the chart in a store that fails on ignored events: arms the two sends, stops the chart with `stop`, then
    /// lets their due time pass. Returns what the store reported and notified.
    static func stopAfterArming(with stop: String) async throws -> (
        pendingAfterStop: Int, diagnostics: [StoreDiagnostic], ignored: [String], context: Int
    ) {
        let clock = TestClock()
        let sink = DiagnosticSink()
        let store = Store(
            machine: try chart().machine(context: 0, stepLimit: 1_000),
            options: StoreOptions(ignoredEvents: .fail, clock: clock, onDiagnostic: sink.handler))
        let recorder = Recorder(store)
        store.send("arm")
        #expect(store.runningEffectCount == 2)
        #expect(await clock.waitForSleepers(atLeast: 1))
        store.send(stop)
        #expect(store.state.isFinished || store.state.exceededStepLimit)
        let pendingAfterStop = store.runningEffectCount
        await clock.advance(by: .seconds(10))
        await store.waitForEffects()
        let ignored = recorder.notifications.compactMap { notification -> String? in
            guard case .ignored(_, let event) = notification else { return nil }
            return event
        }
        store.cancelAllEffects()
        return (pendingAfterStop, sink.all, ignored, store.state.context)
    }

    @Test func aChartThatReachesItsFinalStateLeavesNoDelayedSendBehind() async throws {
        let run = try await Self.stopAfterArming(with: "finish")
        #expect(run.pendingAfterStop == 0)
        #expect(run.diagnostics.isEmpty)
        #expect(run.ignored.isEmpty)
        #expect(run.context == 0)
    }

    @Test func aChartStoppedAtItsStepLimitLeavesNoDelayedSendBehind() async throws {
        let run = try await Self.stopAfterArming(with: "go")
        #expect(run.pendingAfterStop == 0)
        // The stop is reported once, when it happens; no stale send repeats it.
        #expect(run.diagnostics.map(\.kind) == [.stepLimit])
        #expect(run.ignored.isEmpty)
        #expect(run.context == 0)
    }

    @Test func theHandOffOfTheStoppingMacrostepCancelsEveryTimer() throws {
        var interpreter = StatechartInterpreter(try Self.chart(), context: 0)
        interpreter.start()
        let arm = interpreter.send("arm")
        #expect(!interpreter.handOffDelayedSends(of: arm).stopsChart)
        let finish = interpreter.send("finish")
        let handOff = interpreter.handOffDelayedSends(of: finish)
        #expect(handOff.stopsChart)
        #expect(Array(handOff) == [.cancelAll])
    }
}
