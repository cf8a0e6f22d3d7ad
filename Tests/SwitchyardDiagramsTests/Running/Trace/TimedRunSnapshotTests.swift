import Foundation
import Switchyard
import SwitchyardDiagrams
import Testing

/// A `TimedRun` snapshot holds the pending sends once, as the run's timers: the run took them over from the chart
/// (`DelayedSendHandOff`). A snapshot saved before the hand-off also lists them in the chart's snapshot; it still
/// decodes, restores and runs on exactly as the saved run.
@Suite
struct TimedRunSnapshotTests {
    typealias Run = TimedRun<String, String, Int>

    static func chart() throws -> Statechart<String, String, Int> {
        try Statechart([
            .atomic(
                "idle",
                [
                    .on(
                        "arm",
                        action: { scope in
                            scope.send("tick", after: .seconds(1), id: "t")
                            scope.send("tock", after: .seconds(2))
                            scope.send("tick", after: .seconds(3), id: "t")
                        }),
                    .on("tick", action: { scope in scope.context += 1 }),
                    .on("tock", action: { scope in scope.context += 10 }),
                ])
        ])
    }

    /// A run with three timers, half a second after they were made.
    static func armedRun() throws -> Run {
        var run = Run(StatechartInterpreter(try chart(), context: 0))
        run.start()
        run.send("arm")
        run.advance(to: .milliseconds(500))
        return run
    }

    /// What the run delivers from here on: each delivery's event, time and the context after it.
    static func deliveries(of run: Run) -> [String] {
        var run = run
        var lines: [String] = []
        run.advance(to: .seconds(10)) { delivery, interpreter in
            lines.append("\(delivery.timer.event) at \(delivery.timer.due): \(interpreter.context)")
        }
        return lines
    }

    /// The snapshot through JSON, restored into a new interpreter of the chart.
    static func restored(_ snapshot: Run.Snapshot) throws -> Run {
        let bytes = try JSONEncoder().encode(snapshot)
        let decoded = try JSONDecoder().decode(Run.Snapshot.self, from: bytes)
        return try Run(restoring: decoded, into: StatechartInterpreter(try chart(), context: 0))
    }

    @Test func theChartPartListsNoPendingSendAndTheTimersRestoreExactly() throws {
        let run = try Self.armedRun()
        let snapshot = run.snapshot()
        #expect(snapshot.chart.pendingSends.isEmpty)
        #expect(snapshot.timers.map(\.event) == ["tick", "tock", "tick"])
        let restored = try Self.restored(snapshot)
        #expect(restored.timers == run.timers)
        #expect(Self.deliveries(of: restored) == Self.deliveries(of: run))
        #expect(
            Self.deliveries(of: run) == [
                "tick at 1.0 seconds: 1", "tock at 2.0 seconds: 11", "tick at 3.0 seconds: 12",
            ])
    }

    /// The form saved before the hand-off: the chart's snapshot lists the pending sends the timers are for.
    static func savedBeforeTheHandOff(_ run: Run) -> Run.Snapshot {
        var snapshot = run.snapshot()
        snapshot.chart.pendingSends = run.timers.map { timer in
            StatechartDelayedSend(token: timer.token, sendID: timer.id, event: timer.event, delay: timer.due)
        }
        return snapshot
    }

    @Test func aSnapshotSavedBeforeTheHandOffRestoresAndRunsOnTheSame() throws {
        let run = try Self.armedRun()
        let restored = try Self.restored(Self.savedBeforeTheHandOff(run))
        #expect(restored.interpreter.pendingSends.isEmpty)
        #expect(restored.timers == run.timers)
        #expect(Self.deliveries(of: restored) == Self.deliveries(of: run))
        // Saved again, it is in today's form.
        #expect(restored.snapshot().chart.pendingSends.isEmpty)
    }

    @Test func aSnapshotSavedBeforeTheHandOffWhoseSendsAreNotTheTimersIsRefused() throws {
        let run = try Self.armedRun()
        var missing = Self.savedBeforeTheHandOff(run)
        missing.timers.removeLast()
        #expect(throws: StatechartSnapshotError.invalidPendingSend(token: 2)) { try Self.restored(missing) }
        var extra = Self.savedBeforeTheHandOff(run)
        extra.chart.pendingSends.removeFirst()
        #expect(throws: StatechartSnapshotError.invalidPendingSend(token: 0)) { try Self.restored(extra) }
    }
}
