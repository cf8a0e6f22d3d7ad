import Switchyard
import Testing

/// 0.6's chart introspection and engine values that 0.7 took off the public surface (README, "Migrating") keep
/// deprecated forwards until 0.8: each gives what the package's own replacement gives. The old calls are written in
/// deprecated functions reached through a protocol, so that this target compiles without deprecation warnings.
@Suite struct StatechartInterpreterMigrationTests {
    typealias Chart = Statechart<String, String, Int>

    /// `a --go--> p` (compound, with history `h`) holding `x --next--> y`; `p --leave--> a`; `a --loop--> l1`, and
    /// `l1 ⇄ l2` never settles. Entering `y` raises `done.state.p`
    /// (with `raise`), which leaves `p` for `done`.
    static func chart(raise: @escaping @Sendable (inout Chart.ActionScope) -> Void) throws -> Chart {
        try Chart([
            .atomic("a", [.on("go", to: "p"), .on("loop", to: "l1")]),
            .compound(
                "p", initial: "x",
                [
                    .history("h"),
                    .atomic("x", [.on("next", to: "y")]),
                    .atomic(
                        "y",
                        [
                            .onEntry { scope in raise(&scope) }
                        ]),
                    .on("leave", to: "a"),
                    .onDone("p", to: "done"),
                ]),
            .atomic("l1", [.always(to: "l2")]),
            .atomic("l2", [.always(to: "l1")]),
            .atomic("done", [.on("loop", to: "l1")]),
        ])
    }

    struct ChartReadings: Equatable {
        var states: [String]
        var kinds: [String]
        var parents: [String?]
        var transitions: [String]
        var initial: [String]
        var initialOfP: [String]
        var patternLabel: String
        var patternMatches: [Bool]
    }

    struct RunReadings: Equatable {
        var chartStates: Int
        var running: [Bool]
        var exceeded: [Bool]
        var recorded: [String]?
        var queued: [String]
        var stop: String?
        var stopFields: [String]
        var summary: String
        var stateStop: StatechartStepLimit?
    }

    struct Values: Equatable {
        var microstep: StatechartMicrostep<String>
        var transitions: [Int]
        var macrostepIsEmpty: Bool
        var cancelledIDs: [String]
        var send: StatechartDelayedSend<String>
        var sendID: String?
        var definitionError: StatechartDefinitionError
        var problem: String
        var configurationError: StatechartConfigurationError
        var signalEvents: [String?]
        var emptiness: [Bool]
    }

    protocol OldCode {
        static var raiseDone: @Sendable (inout Chart.ActionScope) -> Void { get }
        static func read(_ chart: Chart) -> ChartReadings
        static func run(_ chart: Chart) -> RunReadings
        static func values(configuration: StatechartConfiguration<String>) -> Values
    }

    enum ZeroSixCode: OldCode {
        @available(*, deprecated)
        static var raiseDone: @Sendable (inout Chart.ActionScope) -> Void {
            { scope in scope.raise(signal: .done("p")) }
        }

        @available(*, deprecated)
        static func read(_ chart: Chart) -> ChartReadings {
            let pattern = Chart.EventPattern(label: "go*") { signal in
                if case .event(let event) = signal { return event.hasPrefix("go") }
                return false
            }
            return ChartReadings(
                states: chart.states.map(\.id),
                kinds: chart.states.map { info in
                    switch info.kind {
                    case .atomic: "atomic"
                    case .compound: "compound"
                    case .parallel: "parallel"
                    case .final: "final"
                    case .history(let deep): deep ? "deep" : "history"
                    }
                },
                parents: chart.states.map(\.parent),
                transitions: chart.transitions.map {
                    "\($0.source) \($0.events) \($0.targets) \($0.kind) \($0.isGuarded)"
                },
                initial: chart.initialStates(of: nil), initialOfP: chart.initialStates(of: "p"),
                patternLabel: pattern.label,
                patternMatches: [
                    pattern.matches(.event("gone")), pattern.matches(.event("stop")), pattern.matches(.done("p")),
                ])
        }

        @available(*, deprecated)
        static func run(_ chart: Chart) -> RunReadings {
            var interpreter = StatechartInterpreter(chart, context: 0)
            interpreter.stepLimit = 100
            var running = [interpreter.isRunning]
            interpreter.start()
            running.append(interpreter.isRunning)
            interpreter.send("go")
            interpreter.send("next")
            interpreter.send("leave")
            let recorded = interpreter.recordedStates(of: "h")
            let queued = interpreter.processQueuedEvents().microsteps.flatMap(\.entered)
            var exceeded = [interpreter.exceededStepLimit]
            interpreter.send("loop")
            exceeded.append(interpreter.exceededStepLimit)
            running.append(interpreter.isRunning)
            let stop = interpreter.stepLimitStop
            let state = chart.machine(context: 0, stepLimit: 100).state(after: ["loop"])
            return RunReadings(
                chartStates: interpreter.chart.states.count, running: running, exceeded: exceeded,
                recorded: recorded, queued: queued, stop: stop?.description,
                stopFields: stop.map { ["\($0.limit)", $0.event ?? "-", "\($0.states)"] } ?? [],
                summary: StatechartStepLimit.summary, stateStop: state.stepLimitStop)
        }

        @available(*, deprecated)
        static func values(configuration: StatechartConfiguration<String>) -> Values {
            var macrostep = StatechartMacrostep<String, String>()
            let empty = macrostep.microsteps.isEmpty && macrostep.cancelledIDs.isEmpty
            macrostep.cancelledIDs = ["tick"]
            let microstep = StatechartMicrostep(transitions: [2], exited: ["a"], entered: ["p", "x"])
            let send = StatechartDelayedSend(token: 7, id: "tick", event: "go", delay: .seconds(1))
            var error = StatechartDefinitionError(
                message: "loops", state: "h", problem: StatechartDefinitionError.Problem.invalidStructure)
            error.problem = .historyLoop
            let signals: [StatechartSignal<String, String>] = [.event("go"), .done("p"), .executionError("e")]
            var limit = StatechartStepLimit(limit: 5, event: nil, states: ["a"])
            limit.limit = 6
            return Values(
                microstep: microstep, transitions: microstep.transitions, macrostepIsEmpty: empty,
                cancelledIDs: macrostep.cancelledIDs, send: send, sendID: send.id, definitionError: error,
                problem: "\(error.problem) \(limit.limit)",
                configurationError: StatechartConfigurationError("no such state"), signalEvents: signals.map(\.event),
                emptiness: [configuration.isEmpty])
        }
    }

    static func check<Code: OldCode>(_: Code.Type) throws {
        let chart = try Self.chart { $0.raiseSignal(.done("p")) }
        let read = Code.read(chart)
        #expect(read.states == chart.stateList.map(\.id))
        #expect(read.states == ["a", "p", "h", "x", "y", "l1", "l2", "done"])
        #expect(read.kinds == ["atomic", "compound", "history", "atomic", "atomic", "atomic", "atomic", "atomic"])
        #expect(read.parents == chart.stateList.map(\.parent))
        #expect(
            read.transitions
                == chart.transitionList.map { "\($0.source) \($0.events) \($0.targets) \($0.kind) \($0.isGuarded)" })
        #expect(read.initial == chart.defaultTargets(of: nil) && read.initial == ["a"])
        #expect(read.initialOfP == chart.defaultTargets(of: "p") && read.initialOfP == ["x"])
        #expect(read.patternLabel == "go*" && read.patternMatches == [true, false, false])

        // The old chart raises through raise(signal:), today's through the package's raiseSignal(_:): same run.
        let old = Code.run(try Self.chart(raise: Code.raiseDone))
        let today = Code.run(chart)
        #expect(old == today)
        var interpreter = StatechartInterpreter(chart, context: 0)
        interpreter.stepLimit = 100
        interpreter.start()
        for event in ["go", "next", "leave"] { interpreter.send(event) }
        #expect(old.recorded == interpreter.historyTargets(of: "h") && old.recorded == ["y"])
        #expect(old.queued.isEmpty)
        interpreter.send("loop")
        #expect(old.running == [false, true, false])
        #expect(old.exceeded == [false, true] && interpreter.stepLimitWasExceeded)
        #expect(old.stop == interpreter.stepLimitStop?.description && old.stop != nil)
        #expect(old.stopFields == ["100", "loop", "[\"l1\"]"] || old.stopFields == ["100", "loop", "[\"l2\"]"])
        #expect(old.summary == StatechartStepLimit.headline)
        #expect(old.stateStop == chart.machine(context: 0, stepLimit: 100).state(after: ["loop"]).stepLimitReport)
        #expect(old.stateStop != nil && old.chartStates == 8)

        let configuration = chart.machine(context: 0).initialState.configuration
        let values = Code.values(configuration: configuration)
        #expect(values.microstep == StatechartMicrostep(transitionList: [2], exited: ["a"], entered: ["p", "x"]))
        #expect(values.transitions == [2] && values.macrostepIsEmpty && values.cancelledIDs == ["tick"])
        #expect(values.send == StatechartDelayedSend(token: 7, sendID: "tick", event: "go", delay: .seconds(1)))
        #expect(values.sendID == "tick")
        #expect(
            values.definitionError == StatechartDefinitionError(message: "loops", state: "h", problem: .historyLoop))
        #expect(values.problem == "historyLoop 6")
        #expect(values.configurationError == StatechartConfigurationError(message: "no such state"))
        #expect(values.signalEvents == ["go", nil, nil])
        #expect(values.emptiness == [configuration.containsNothing] && values.emptiness == [false])
    }

    @Test func theStatechartForwardsGiveWhatTheirReplacementsGive() throws {
        try Self.check(ZeroSixCode.self)
    }
}
