import PropertyBased
import Switchyard
import SwitchyardDiagrams
import SwitchyardFixtures
import SwitchyardTesting
import Testing

/// Model-based tests whose model is a typed definition: each form runs as itself (guards over its own context or
/// state), passes the correct implementation, catches planted bugs, and names its coverage without a drawing.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TypedModelTests {
    let budget = ModelTestBudget(seed: 2026, sequences: 150, length: 12)

    // MARK: A statechart

    func chartTest(_ bugs: RegistrationVariant.Bugs = .init()) throws -> ModelTest<
        RegistrationVariant.State, RegistrationVariant.Event
    > {
        var test = ModelTest(
            statechart: try TypedModels.signupChart(), context: 0, named: "signup",
            events: TypedModels.signupEvents,
            machine: { stubs in RegistrationVariant.machine(stubs: stubs, bugs: bugs) },
            modelState: RegistrationVariant.modelState, inputs: TypedModels.signupInputs(timers: false))
        test.machineSource = "RegistrationVariant.machine(stubs: stubs)"
        test.modelStateSource = "RegistrationVariant.modelState"
        return test
    }

    @Test func theCorrectSignupFollowsItsStatechart() async throws {
        let report = try await chartTest().run(budget)
        #expect(report.failure == nil, "\(report)")
        let missed = (report.coverage.states + report.coverage.transitions).filter { !$0.isExercised }
        #expect(missed.isEmpty, "\(report.coverage)")
    }

    @Test func theStatechartsGuardOverItsContextFindsTheOffByOne() async throws {
        let report = try await chartTest(.init(offByOne: true)).run(budget)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.length == 8, "\(failure)")
        #expect(failure.message.contains("signup in locked"), "\(failure)")
    }

    @Test func theStatechartsDelayedSendFindsATimerThatFiresEarly() async throws {
        let report = try await chartTest(.init(timerFiresEarly: true)).run(budget)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.steps == ["wait 2.999 seconds"], "\(failure)")
    }

    @Test func aStatechartsCoverageNamesStatesAndTransitionsWithoutALocation() async throws {
        let report = try await chartTest().run(ModelTestBudget(seed: 1, sequences: 1, length: 0))
        let missing = report.coverage.missing
        #expect(missing.allSatisfy { $0.location == nil })
        #expect(missing.contains { $0.description == "state locked" }, "\(report.coverage)")
        #expect(
            missing.contains { $0.description == "transition sending --> locked : fail [guarded]" },
            "\(report.coverage)")
        #expect(report.coverage.guardOutcomes.isEmpty)
    }

    // MARK: A routing machine

    func machineTest(_ bugs: RegistrationVariant.Bugs = .init()) -> ModelTest<
        RegistrationVariant.State, RegistrationVariant.Event
    > {
        ModelTest(
            model: RegistrationVariant.machine(stubs: EffectStubs()), named: "signup",
            stateName: RegistrationVariant.modelState,
            events: TypedModels.signupEvents,
            machine: { stubs in RegistrationVariant.machine(stubs: stubs, bugs: bugs) },
            modelState: RegistrationVariant.modelState, inputs: TypedModels.signupInputs(timers: true))
    }

    @Test func theCorrectSignupFollowsItsMachine() async throws {
        let report = await machineTest().run(budget)
        #expect(report.failure == nil, "\(report)")
        let missed = (report.coverage.states + report.coverage.transitions).filter { !$0.isExercised }
        #expect(missed.isEmpty, "\(report.coverage)")
    }

    @Test func theMachinesGuardOverItsStateFindsTheOffByOne() async throws {
        let report = await machineTest(.init(offByOne: true)).run(budget)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.length == 8, "\(failure)")
    }

    @Test func theMachineFindsARequestNotCancelledOnExit() async throws {
        let report = await machineTest(.init(untiedRequest: true)).run(budget)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.steps == ["start", "register", "submit (payload 1 of 2)", "cancel"], "\(failure)")
    }

    // MARK: A flow

    func flowTest(_ bugs: RegistrationVariant.Bugs = .init()) -> ModelTest<
        RegistrationVariant.State, RegistrationVariant.Event
    > {
        let flow = Flow(
            name: "signup", machine: RegistrationVariant.machine(stubs: EffectStubs()),
            node: { .screen(RegistrationVariant.modelState($0)) },
            result: { $0 == .finished ? "account-1" : nil })
        return ModelTest(
            flow: flow, events: TypedModels.signupEvents,
            machine: { stubs in RegistrationVariant.machine(stubs: stubs, bugs: bugs) },
            modelState: RegistrationVariant.modelState, inputs: TypedModels.signupInputs(timers: true))
    }

    @Test func theCorrectSignupFollowsItsFlow() async throws {
        let report = await flowTest().run(budget)
        #expect(report.failure == nil, "\(report)")
    }

    @Test func theFlowFindsAFlowThatForgetsToFinish() async throws {
        let report = await flowTest(.init(forgetsToFinish: true)).run(budget)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.length == 5, "\(failure)")
        #expect(failure.steps.last == "finish")
    }

    @Test func theFlowFindsADeepLinkThatSkipsAuthentication() async throws {
        let report = await flowTest(.init(linkSkipsAuthentication: true)).run(budget)
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.steps == ["link form"], "\(failure)")
    }

    // MARK: A transition table

    func tableTest(_ variant: ProcessFixture.Variant = .init()) -> ModelTest<ProcessFixture.State, ProcessFixture.Event>
    {
        ModelTest(
            table: ProcessFixture.drawing, initial: .sleeping, named: "process",
            events: [("execute", .execute), ("succeed", .succeed), ("fail", .fail), ("reset", .reset)],
            machine: { stubs in ProcessFixture.machine(stubs: stubs, variant: variant) },
            modelState: ProcessFixture.drawnName,
            inputs: [
                ("execute", .send(.execute)), ("reset", .send(.reset)),
                ("succeed", .answer("request", with: Result<String, ProcessFixture.Failure>.success("42"))),
                (
                    "fail",
                    .answer("request", with: Result<String, ProcessFixture.Failure>.failure(.init(message: "offline")))
                ),
            ])
    }

    @Test func theCorrectProcessFollowsItsTable() async throws {
        let report = await tableTest().run(ModelTestBudget(seed: 1, sequences: 60))
        #expect(report.failure == nil, "\(report)")
        #expect(
            report.coverage.transitions.map(\.description) == [
                "transition [*] --> sleeping", "transition sleeping --> doing : execute",
                "transition doing --> success : succeed", "transition doing --> failure : fail",
                "transition success --> sleeping : reset", "transition failure --> sleeping : reset",
            ])
        #expect(report.coverage.missing.isEmpty, "\(report.coverage)")
    }

    @Test func theTableFindsASecondTapThatRestartsTheRequest() async throws {
        let report = await tableTest(.init(restartsOnSecondTap: true)).run(ModelTestBudget(seed: 1, sequences: 60))
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.steps == ["execute", "execute"])
        #expect(failure.message.contains("where process ignores it"))
        #expect(failure.test.contains("func divergenceFromProcess()"))
    }

    @Test func theTableFindsAFailureHandledAsSuccess() async throws {
        let report = await tableTest(.init(failureAsSuccess: true)).run(ModelTestBudget(seed: 1, sequences: 60))
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.steps == ["execute", "fail (answer to call 1 of request)"])
    }
}

/// One meaning of "next configuration": a statechart as the model and the same statechart run in a store as the
/// implementation never part, whatever the seed — the model's virtual clock and the store's test clock fire the
/// chart's delayed sends alike, and its guards over the context agree.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct TypedModelPropertyTests {
    @Test func aStatechartFollowsItselfForAnySeed() async throws {
        let chart = try TypedModels.signupChart()
        let test = ModelTest(
            statechart: chart, context: 0, named: "signup", events: TypedModels.signupEvents,
            machine: { _ in chart.machine(context: 0) },
            modelState: { state in
                state.isFinished ? "[*]" : state.configuration.atomicStates.joined(separator: ", ")
            },
            inputs: TypedModels.signupEvents.map { label, event in (label, .send(event)) })
        await propertyCheck(count: 8, input: Gen.int(in: 0...1_000_000)) { seed in
            let report = await test.run(ModelTestBudget(seed: UInt64(seed), sequences: 40, length: 16))
            #expect(report.failure == nil, "\(report)")
        }
    }
}

/// A machine model is followed as a store follows it: an event that a state's entry action sends at once (a state
/// function deciding where to go) is taken by the model too.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StateFunctionModelTests {
    enum Screen: Hashable, Sendable { case start, checking, granted, refused }
    enum Tap: Hashable, Sendable { case open, allowed, denied, back }

    static func machine(refuses: Bool) -> Machine<Screen, Tap> {
        .table(
            initial: .start,
            TransitionTable([
                .from(.start, on: .open, to: .checking),
                .from(.checking, on: .allowed, to: .granted),
                .from(.checking, on: .denied, to: .refused),
                .from(.granted, on: .back, to: .start),
                .from(.refused, on: .back, to: .start),
            ]),
            onEnter: { state in state == .checking ? .send(refuses ? .denied : .allowed) : .none })
    }

    func test(refuses: Bool) -> ModelTest<Screen, Tap> {
        ModelTest(
            model: Self.machine(refuses: false), named: "access",
            events: [("open", .open), ("back", .back)],
            machine: { _ in Self.machine(refuses: refuses) },
            modelState: { DefaultNames.of($0) },
            inputs: [("open", .send(.open)), ("back", .send(.back))])
    }

    @Test func theModelTakesWhatItsStateFunctionSends() async {
        let report = await test(refuses: false).run(ModelTestBudget(seed: 5, sequences: 30))
        #expect(report.failure == nil, "\(report)")
        #expect(
            report.coverage.states.filter(\.isExercised).map(\.name) == [
                "state start", "state checking", "state granted",
            ])
    }

    @Test func aStateFunctionThatDecidesOtherwiseIsFoundInOneStep() async throws {
        let report = await test(refuses: true).run(ModelTestBudget(seed: 5, sequences: 30))
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.steps == ["open"])
        #expect(failure.message.contains("refused"), "\(failure)")
    }
}
