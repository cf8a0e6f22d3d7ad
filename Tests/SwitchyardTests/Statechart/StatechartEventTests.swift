import Switchyard
import Testing

/// Done events, eventless transitions, internal before external events, delayed sends as data, error events.
struct StatechartEventTests {
    typealias Chart = Statechart<String, String, [String]>

    @Test func parallelStateIsDoneWhenEveryRegionIsFinal() throws {
        let chart = try Chart([
            .parallel(
                "p",
                [
                    .compound("r1", [.atomic("r1a", [.on("finish1", to: "r1done")]), .final("r1done")]),
                    .compound("r2", [.atomic("r2a", [.on("finish2", to: "r2done")]), .final("r2done")]),
                    .onDone("p", to: "end"),
                    .on(
                        matching: .any,
                        action: { scope in
                            if case .done(let id)? = scope.signal { scope.context.append("done \(id)") }
                        }),
                ]),
            .final("end"),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        interpreter.send("finish1")
        #expect(interpreter.context == ["done r1"])
        #expect(!interpreter.isFinished)
        interpreter.send("finish2")
        #expect(interpreter.context == ["done r1", "done r2"])
        #expect(Array(interpreter.configuration) == ["end"])
        #expect(interpreter.isFinished)
        #expect(!interpreter.isStillRunning)
        // A finished chart ignores events.
        #expect(interpreter.send("finish1").microsteps.isEmpty)
    }

    @Test func eventlessTransitionsRunUntilStableAndRaisedEventsComeBeforeExternalOnes() throws {
        let chart = try Chart([
            .atomic(
                "a",
                [
                    .onEntry { scope in
                        scope.send("external")
                        scope.raise("internal")
                    },
                    .always(to: "b"),
                ]),
            .atomic("b", [.on("internal", to: "c"), .on("external", to: "fail")]),
            .atomic("c", [.on("external", to: "pass")]),
            .final("pass"),
            .final("fail"),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        let step = interpreter.start()
        #expect(Array(interpreter.configuration) == ["pass"])
        #expect(step.microsteps.map(\.entered) == [["a"], ["b"], ["c"], ["pass"]])
    }

    /// A host can stop after the initial macrostep and see the configuration the chart starts in; the events the
    /// chart sent itself wait, and come before anything the host sends next.
    @Test func startCanStopAfterTheInitialMacrostep() throws {
        let chart = try Chart([
            .atomic("a", [.onEntry { scope in scope.send("first") }, .on("first", to: "b")]),
            .atomic("b", [.on("second", to: "c")]),
            .atomic("c"),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        let initial = interpreter.start(processingQueuedEvents: false)
        #expect(Array(interpreter.configuration) == ["a"])
        #expect(initial.microsteps.map(\.entered) == [["a"]])
        interpreter.send("second")
        #expect(Array(interpreter.configuration) == ["c"])

        var other = StatechartInterpreter(chart, context: [])
        other.start(processingQueuedEvents: false)
        #expect(other.takeQueuedEvents().microsteps.map(\.entered) == [["b"]])
        #expect(Array(other.configuration) == ["b"])
        #expect(other.takeQueuedEvents().microsteps.isEmpty)
    }

    @Test func endlessEventlessLoopStopsAtTheStepLimit() throws {
        let chart = try Chart([.atomic("a", [.always(to: "b")]), .atomic("b", [.always(to: "a")])])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.stepLimit = 1_000
        interpreter.recordsMicrosteps = false
        interpreter.start()
        #expect(interpreter.stepLimitWasExceeded)
        #expect(!interpreter.isStillRunning)
    }

    @Test func delayedSendsAreDataTheHostDelivers() throws {
        let chart = try Chart([
            .atomic(
                "waiting",
                [
                    .onEntry { scope in
                        scope.send("timeout", after: .seconds(2), id: "t")
                        scope.send("tick", after: .milliseconds(500))
                    },
                    .on("tick", action: { $0.cancelSend(id: "t") }),
                    .on("timeout", to: "late"),
                ]),
            .atomic("late"),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        let start = interpreter.start()
        #expect(
            start.scheduled == [
                StatechartDelayedSend(token: 0, sendID: "t", event: "timeout", delay: .seconds(2)),
                StatechartDelayedSend(token: 1, sendID: nil, event: "tick", delay: .milliseconds(500)),
            ])
        #expect(interpreter.pendingSends.map(\.token) == [0, 1])
        let tick = interpreter.deliver(1)
        #expect(tick.cancelled == [0])
        #expect(interpreter.pendingSends.isEmpty)
        #expect(interpreter.deliver(0).microsteps.isEmpty)
        #expect(Array(interpreter.configuration) == ["waiting"])
    }

    @Test func failingActionRaisesExecutionErrorAndSkipsTheRestOfItsBlock() throws {
        struct Broken: Error {}
        let chart = try Chart([
            .atomic(
                "a",
                [
                    .onEntry { scope in
                        scope.context.append("before")
                        throw Broken()
                    },
                    .onEntry { $0.context.append("next block") },
                    .on(matching: .executionError, to: "failed"),
                ]),
            .atomic("failed"),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        #expect(interpreter.context == ["before", "next block"])
        #expect(Array(interpreter.configuration) == ["failed"])
    }

    @Test func throwingGuardCountsAsFalse() throws {
        let chart = try Chart([
            .atomic(
                "a",
                [
                    .on("go", to: "b", guard: { _ in throw StatechartActionError(.communication, "no") }),
                    .on("go", to: "c"),
                ]),
            .atomic("b"),
            .atomic("c", [.on(matching: .communicationError, to: "d")]),
            .atomic("d"),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        interpreter.send("go")
        #expect(Array(interpreter.configuration) == ["d"])
    }

    @Test func guardsSeeTheContextTheEventAndTheConfiguration() throws {
        let chart = try Chart([
            .parallel(
                "p",
                [
                    .compound("left", [.atomic("l1", [.on("go", to: "l2")]), .atomic("l2")]),
                    .compound(
                        "right",
                        [
                            .atomic(
                                "r1",
                                [
                                    .on(
                                        "go", to: "r2",
                                        guard: { $0.configuration.contains("l1") && $0.event == "go" })
                                ]),
                            .atomic("r2"),
                        ]),
                ])
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        interpreter.send("go")
        #expect(Array(interpreter.configuration) == ["l2", "r2"])
    }
}

extension StatechartEventTests {
    @available(*, deprecated)
    @Test func thePredicateFormMatchesAsAnEventPattern() throws {
        let chart = try Chart([
            .atomic("a", [.on("go", where: { $0.hasPrefix("go") }, to: "b")]),
            .atomic("b"),
        ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        interpreter.send("going")
        #expect(Array(interpreter.configuration) == ["b"])
    }

    @Test func aPayloadPatternIsLabelledByItsNameAndMatchesEventsOnlyNeverDone() {
        enum ListEvent: Hashable, Sendable { case loaded([String]) }
        let pattern = Statechart<String, ListEvent, [String]>.EventPattern.event("loaded") { _ in true }
        #expect(pattern.shownLabel == "loaded")
        #expect(pattern.accepts(.event(.loaded([]))))
        #expect(!pattern.accepts(.done("loading")))
    }
}
