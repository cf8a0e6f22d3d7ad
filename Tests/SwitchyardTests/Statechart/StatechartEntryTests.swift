import Switchyard
import Testing

/// Initial transitions with actions, deep history across regions, and what happens when the chart finishes.
struct StatechartEntryTests {
    typealias Chart = Statechart<String, String, [String]>

    static func log(_ text: String) -> Chart.Action { { $0.context.append(text) } }

    @Test func initialTransitionActionsRunAfterTheStateIsEnteredAndBeforeItsChildren() throws {
        let chart = try Chart([
            .compound(
                "a",
                [
                    .onEntry(Self.log("enter a")),
                    .initial(to: ["a2"], actions: [Self.log("initial of a")]),
                    .atomic("a1", [.onEntry(Self.log("enter a1"))]),
                    .atomic("a2", [.onEntry(Self.log("enter a2"))]),
                ])
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        #expect(interpreter.context == ["enter a", "initial of a", "enter a2"])
    }

    @Test func multiTargetInitialEntersEveryRegionItNames() throws {
        let chart = try Chart([
            .parallel(
                "p",
                [
                    .compound("r1", [.atomic("x1"), .atomic("x2")]),
                    .compound("r2", [.atomic("y1"), .atomic("y2")]),
                ]),
            .initial(to: ["x2", "y2"]),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        #expect(Array(interpreter.configuration) == ["x2", "y2"])
    }

    @Test func deepHistoryOfAParallelStateRestoresEveryRegion() throws {
        let chart = try Chart([
            .compound(
                "on",
                [
                    .parallel(
                        "p",
                        [
                            .compound("r1", [.atomic("x1", [.on("x", to: "x2")]), .atomic("x2")]),
                            .compound("r2", [.atomic("y1", [.on("y", to: "y2")]), .atomic("y2")]),
                        ]),
                    .history("h", deep: true, default: "p"),
                    .on("off", to: "off"),
                ]),
            .atomic("off", [.on("on", to: "h")]),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        for event in ["x", "y", "off"] { interpreter.send(event) }
        #expect(Array(interpreter.configuration) == ["off"])
        let resumed = interpreter.send("on")
        #expect(Array(interpreter.configuration) == ["x2", "y2"])
        #expect(resumed.microsteps.map(\.entered) == [["on", "p", "r1", "x2", "r2", "y2"]])
    }

    @Test func reachingATopLevelFinalStateRunsExitActionsAndIgnoresWhatIsLeft() throws {
        let chart = try Chart([
            .atomic("a", [.on("go", to: "end")]),
            .final(
                "end",
                [
                    .onEntry { scope in
                        scope.raise("never")
                        scope.send("late", after: .seconds(1))
                    },
                    .onExit(Self.log("exit end")),
                ]),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        let step = interpreter.send("go")
        #expect(interpreter.isFinished)
        #expect(interpreter.context == ["exit end"])
        #expect(Array(interpreter.configuration) == ["end"])
        #expect(interpreter.pendingSends.isEmpty)
        #expect(interpreter.deliver(step.scheduled[0].token).microsteps.isEmpty)
    }

    @Test func eventlessTransitionsWithGuardsReadTheConfiguration() throws {
        let chart = try Chart([
            .parallel(
                "p",
                [
                    .compound("left", [.atomic("l1", [.on("go", to: "l2")]), .atomic("l2")]),
                    .compound(
                        "right",
                        [
                            .atomic("r1", [.always(to: "r2", guard: { $0.configuration.contains("l2") })]),
                            .atomic("r2"),
                        ]),
                ])
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        #expect(Array(interpreter.configuration) == ["l1", "r1"])
        let step = interpreter.send("go")
        #expect(Array(interpreter.configuration) == ["l2", "r2"])
        #expect(step.microsteps.map(\.entered) == [["l2"], ["r2"]])
    }
}
