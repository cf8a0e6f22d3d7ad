import Switchyard
import SwitchyardDiagrams
import SwitchyardFixtures
import Testing

/// A chart that stops on a virtual clock (`TimedRun`) cancels every send it handed over, as it does in a store (the
/// one rule in `DelayedSendHost`): no timer is left, and advancing the clock past their due time delivers nothing.
@Suite
struct TimedRunStopTests {
    typealias Run = TimedRun<String, String, Int>

    /// The chart the store's test runs too (`DelayedSendCharts.stopping()`), armed: `arm` sends two events in 5 s,
    /// one with an id and one without; `finish` reaches the top-level final state, `go` loops without end (stopped
    /// at the step limit).
    static func armedRun() throws -> Run {
        let chart = try DelayedSendCharts.stopping()
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.stepLimit = 1_000
        var run = Run(interpreter)
        run.start()
        run.send("arm")
        return run
    }

    @Test(arguments: ["finish", "go"])
    func aStoppedChartHasNoTimerLeftAndNothingIsDelivered(stop: String) throws {
        var run = try Self.armedRun()
        #expect(run.timers.count == 2)
        run.advance(to: .seconds(1))
        run.send(stop)
        #expect(!run.interpreter.isStillRunning)
        #expect(run.timers.isEmpty)
        #expect(run.nextDue == nil)
        var delivered: [String] = []
        run.advance(to: .seconds(10)) { delivery, _ in delivered.append(delivery.timer.event) }
        #expect(delivered.isEmpty)
        #expect(run.interpreter.context == 0)
        #expect(run.remainingDeliveries == Run.defaultDeliveryLimit)
        #expect(run.deliveryLimitStop == nil)
    }

    /// A snapshot saved before the rule, of a stopped chart that still lists timers, restores with none: the stop
    /// cancelled them.
    @Test func aRestoredStoppedChartKeepsNoTimer() throws {
        let armed = try Self.armedRun()
        var stopped = armed
        stopped.send("finish")
        var snapshot = stopped.snapshot()
        #expect(snapshot.timers.isEmpty)
        snapshot.timers = armed.snapshot().timers
        #expect(snapshot.timers.count == 2)
        var run = try Run(restoring: snapshot, into: armed.interpreter)
        #expect(run.interpreter.isFinished)
        #expect(run.timers.isEmpty)
        var delivered: [String] = []
        run.advance(to: .seconds(10)) { delivery, _ in delivered.append(delivery.timer.event) }
        #expect(delivered.isEmpty)
    }
}
