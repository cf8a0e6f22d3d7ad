import Testing

@testable import Switchyard

/// The one step rule's order, seen through a performer that writes down each part it is asked for.
struct StepRuleTests {
    /// The parts in the order they were asked for, shared by the performer and the step's commit.
    final class Log {
        var parts: [String] = []
    }

    /// Writes down each part, with the state the work is tied to.
    struct Recorder: StatePerformer {
        let log: Log

        mutating func run(_ action: StateAction, of state: String, tyingWorkTo tie: String?) {
            log.parts.append("\(action == .exit ? "exit" : "entry") \(state), tied to \(tie ?? "none")")
        }

        mutating func stopWork(tiedTo state: String) {
            log.parts.append("stop \(state)")
        }
    }

    @Test
    func aStepLeavesInnermostFirstCommitsRunsItsContentThenArrivesOutermostFirst() {
        let log = Log()
        var recorder = Recorder(log: log)
        StepRule.take(
            leaving: ["inner", "outer"], commit: { log.parts.append("commit") },
            content: { $0.log.parts.append("content") }, arriving: ["other", "otherInner"], by: &recorder)
        #expect(
            log.parts == [
                "exit inner, tied to none", "stop inner", "exit outer, tied to none", "stop outer", "commit", "content",
                "entry other, tied to other", "entry otherInner, tied to otherInner",
            ])
    }

    @Test
    func aStepWithEmptySetsOnlyCommitsAndRunsItsContent() {
        let log = Log()
        var recorder = Recorder(log: log)
        StepRule.take(
            leaving: [String](), commit: { log.parts.append("commit") }, content: { $0.log.parts.append("content") },
            arriving: [String](), by: &recorder)
        #expect(log.parts == ["commit", "content"])
    }

    /// A chart's microstep and its stop leave states by the same rule: exit actions innermost first, each state's
    /// work stopped right after its exit action; the stop keeps the configuration for the host to read.
    @Test
    func aChartsMicrostepAndStopLeaveEachStateByTheRule() throws {
        typealias Chart = Statechart<String, String, [String]>
        func parts(_ id: String) -> [Chart.Element] {
            [
                .onEntry { $0.perform(.run(id: EffectID(id)) { _ in }) },
                .onExit { $0.context.append("exit \(id)") },
            ]
        }
        let chart = try Chart(
            initial: "outer",
            [
                .compound(
                    "outer", initial: "inner",
                    parts("outer") + [.atomic("inner", parts("inner")), .on("quit", to: "done")]),
                .final("done", parts("done")),
            ])
        var interpreter = StatechartInterpreter(chart, context: [])
        interpreter.start()
        let quit = interpreter.send("quit")
        #expect(interpreter.context == ["exit inner", "exit outer", "exit done"])
        #expect(quit.effects.count == 4)
        #expect(
            Array(quit.effects.prefix(2)) == [
                .cancelEffects(tiedTo: "inner", ids: ["inner"]), .cancelEffects(tiedTo: "outer", ids: ["outer"]),
            ])
        guard case .run(_, tiedTo: "done")? = quit.effects.dropFirst(2).first else {
            Issue.record("expected a run tied to done, got \(quit.effects)")
            return
        }
        #expect(quit.effects.last == .cancelEffects(tiedTo: "done", ids: ["done"]))
        #expect(interpreter.configuration.states == ["done"])
        #expect(interpreter.isFinished)
    }
}
