import Switchyard
import Testing

@testable import SwitchyardDiagrams
@testable import SwitchyardTesting

/// A statechart model's delayed sends fall due by the one rule every host follows (the core's `DelayedSends`): by
/// due time, and sends due at the same instant in the order they were made — as `trace`, `simulate` and `paths`
/// (`TimedRun`) and a store on a `TestClock` (`DelayedSendHostTests`) deliver them.
struct ChartModelDueOrderTests {
    /// Schedules `late` (5 s), `first` and `second` (2 s) on start; `more`, sent at 1 s, schedules `third` (due at
    /// 2 s with the two before it) and `early` (due at 1.5 s, made last but due first). Each delivery is recorded in
    /// the context, so the context is the delivery order.
    static func chart() throws -> Statechart<String, String, [String]> {
        let record: (String) -> Statechart<String, String, [String]>.Element = { name in
            .on(name, action: { $0.context.append(name) })
        }
        return try Statechart([
            .atomic(
                "running",
                [
                    .onEntry { scope in
                        scope.send("late", after: .seconds(5))
                        scope.send("first", after: .seconds(2))
                        scope.send("second", after: .seconds(2))
                    },
                    .on(
                        "more",
                        action: { scope in
                            scope.send("third", after: .seconds(1))
                            scope.send("early", after: .milliseconds(500))
                        }),
                    record("late"), record("first"), record("second"), record("third"), record("early"),
                ])
        ])
    }

    /// The order a store on a test clock delivers the same sends in (see `DelayedSendHostTests`).
    static let dueOrder = ["early", "first", "second", "third", "late"]

    @Test func theModelDeliversSendsDueTogetherInTheOrderTheyWereMadeAndEarlierDueFirst() throws {
        let model = ChartModel(chart: try Self.chart(), context: [], events: ["more": "more"])
        var cursor = model.start(data: [:]).cursor
        cursor = model.wait(.seconds(1), from: cursor).cursor
        cursor = try #require(model.send("more", to: cursor).move).cursor
        cursor = model.wait(.seconds(10), from: cursor).cursor
        #expect(cursor.interpreter.context == Self.dueOrder)
        #expect(model.time(of: cursor) == .seconds(11))
        #expect(model.nextTimer(in: cursor) == nil)
    }

    @Test func theModelsNextTimerIsTheSendDueFirst() throws {
        let model = ChartModel(chart: try Self.chart(), context: [], events: ["more": "more"])
        var cursor = model.start(data: [:]).cursor
        cursor = model.wait(.seconds(1), from: cursor).cursor
        cursor = try #require(model.send("more", to: cursor).move).cursor
        var timers: [String] = []
        while let timer = model.nextTimer(in: cursor) {
            timers.append("\(timer.label) at \(timer.due)")
            cursor = model.wait(timer.due - model.time(of: cursor), from: cursor).cursor
        }
        // A wait to a send's due time delivers every send due then: `second` and `third` with `first`.
        #expect(timers == ["early at 1.5 seconds", "first at 2.0 seconds", "late at 5.0 seconds"])
        #expect(cursor.interpreter.context == Self.dueOrder)
    }

    @Test func theModelAndTheVirtualClockOfTraceDeliverInOneOrder() throws {
        let chart = try Self.chart()
        var run = TimedRun(StatechartInterpreter(chart, context: [String]()))
        run.start()
        run.advance(to: .seconds(1))
        run.send("more")
        var delivered: [String] = []
        run.advance(to: .seconds(11)) { delivery, _ in delivered.append(delivery.timer.event) }
        #expect(delivered == Self.dueOrder)

        let model = ChartModel(chart: chart, context: [], events: ["more": "more"])
        var cursor = model.start(data: [:]).cursor
        cursor = model.wait(.seconds(1), from: cursor).cursor
        cursor = try #require(model.send("more", to: cursor).move).cursor
        cursor = model.wait(.seconds(10), from: cursor).cursor
        #expect(cursor.interpreter.context == delivered)
    }
}
