import Foundation
import ProcessExample
import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// The process machine driven from its drawing by the model-based runner: the request runs for real through a stub
/// whose answers (success, failure, never) the runner chooses, second taps are tried while it runs, and every step is
/// checked against `process.puml` — what the hand-written store tests check one path at a time.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ProcessModelBasedTests {
    /// The request the machine is built with: each call waits for the runner's answer.
    struct StubRequest: ProcessRequesting {
        let stub: EffectStub<String, ProcessError>

        func perform() async throws(ProcessError) -> String {
            guard let result = await stub.result() else { throw ProcessError("cancelled") }
            return try result.get()
        }
    }

    static func makeMachine(_ stubs: EffectStubs) -> Machine<ProcessState, ProcessEvent> {
        ProcessModel.machine(request: StubRequest(stub: stubs.stub("request")))
    }

    /// The test of the article `ModelBasedTesting` (SwitchyardTesting's catalog), for any machine.
    static func modelTest(
        _ machine: @escaping @MainActor (EffectStubs) -> Machine<ProcessState, ProcessEvent> = makeMachine
    ) throws -> ModelTest<ProcessState, ProcessEvent> {
        var test = try ModelTest(
            drawing: "../../Diagrams/process.puml",
            machine: machine,
            modelState: ProcessConformanceTests.stateName,
            inputs: [
                ("execute", .send(.execute)),
                ("reset", .send(.reset)),
                ("succeed", .answer("request", with: Result<String, ProcessError>.success("42"))),
                ("fail", .answer("request", with: Result<String, ProcessError>.failure(ProcessError("offline")))),
            ])
        test.invariants = [
            ModelInvariant("a spinner only while doing") { $0.isSpinnerShown == ($0 == .doing) },
            ModelInvariant("never a result and an error") { $0.result == nil || $0.error == nil },
        ]
        test.machineSource = "makeMachine(stubs)"
        test.modelStateSource = "stateName"
        return test
    }

    /// The article's test, as printed there.
    static func theArticlesTest() async throws {
        var test = try ModelTest(
            drawing: "../../Diagrams/process.puml",
            machine: makeMachine,
            modelState: { state in
                switch state {
                case .sleeping: "sleeping"
                case .doing: "doing"
                case .done(.success): "success"
                case .done(.failure): "failure"
                }
            },
            inputs: [
                ("execute", .send(.execute)),
                ("reset", .send(.reset)),
                ("succeed", .answer("request", with: Result<String, ProcessError>.success("42"))),
                ("fail", .answer("request", with: Result<String, ProcessError>.failure(ProcessError("offline")))),
            ])
        test.invariants = [ModelInvariant("a spinner only while doing") { $0.isSpinnerShown == ($0 == .doing) }]
        await test.check(ModelTestBudget(seed: 2, sequences: 100))
    }

    @Test func theArticlesTestPasses() async throws {
        try await Self.theArticlesTest()
    }

    /// The README's test ("Tests generated from the drawing"), as printed there; its drawing's path is relative to
    /// the package's root, where `swift test` runs.
    @Test func theReadmesTestPasses() async throws {
        let stateName = ProcessConformanceTests.stateName
        let test = try ModelTest(
            drawing: "Examples/Diagrams/process.puml",
            machine: { stubs in ProcessModel.machine(request: StubRequest(stub: stubs.stub("request"))) },
            modelState: stateName,  // ProcessState -> "sleeping", "doing", "success", "failure"
            inputs: [
                ("execute", .send(.execute)), ("reset", .send(.reset)),
                ("succeed", .answer("request", with: Result<String, ProcessError>.success("42"))),
                ("fail", .answer("request", with: Result<String, ProcessError>.failure(ProcessError("offline")))),
            ])
        await test.check(ModelTestBudget(seed: 2, sequences: 100))
    }

    @Test func theProcessFollowsItsDrawing() async throws {
        let test = try Self.modelTest()
        let report = await test.check(ModelTestBudget(seed: 2, sequences: 100))
        #expect(report.coverage.missing.isEmpty, "\(report.coverage)")
    }

    /// The article's drawing already read: `ModelTest(graph:file:…)` over a graph from `DiagramReader` runs as the
    /// `drawing:` form does, and names the file it was given in the coverage.
    @Test func aDrawingReadWithDiagramReaderRunsTheSame() async throws {
        let path = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("../../Diagrams/process.puml").standardized.path
        let fromFile = try Self.modelTest()
        var test = try Self.testOfADrawingAlreadyRead(
            at: path, stateName: ProcessConformanceTests.stateName,
            inputs: [
                ("execute", .send(.execute)),
                ("reset", .send(.reset)),
                ("succeed", .answer("request", with: Result<String, ProcessError>.success("42"))),
                ("fail", .answer("request", with: Result<String, ProcessError>.failure(ProcessError("offline")))),
            ])
        test.invariants = fromFile.invariants
        let report = await test.check(ModelTestBudget(seed: 2, sequences: 1))
        let expected = await fromFile.run(ModelTestBudget(seed: 2, sequences: 1))
        #expect(report.coverage.description == expected.coverage.description)
        #expect(report.coverage.missing.first?.description.hasPrefix(path) == true)
    }

    /// The article's `ModelTest(graph:file:…)` lines, as printed there.
    static func testOfADrawingAlreadyRead(
        at path: String, stateName: @escaping (ProcessState) -> String, inputs: [(String, ModelInput<ProcessEvent>)]
    ) throws -> ModelTest<ProcessState, ProcessEvent> {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let graph = try DiagramReader.read(text, format: .plantuml)
        let test = try ModelTest(graph: graph, file: path, machine: makeMachine, modelState: stateName, inputs: inputs)
        return test
    }

    /// The article's planted bug: a second tap restarts the request.
    static func restartingMachine(_ stubs: EffectStubs) -> Machine<ProcessState, ProcessEvent> {
        let request = StubRequest(stub: stubs.stub("request"))
        return Machine.stepping(initial: .sleeping) { state, event in
            if state == .doing, event == .execute {
                return Step(.doing, effect: ProcessModel.run(request).cancellingOnExit())
            }
            return ProcessModel.transition(from: state, on: event, request: request)
        }
    }

    @Test func aRestartOnTheSecondTapIsShrunkToTwoSteps() async throws {
        let test = try Self.modelTest(Self.restartingMachine)
        let report = await test.run(ModelTestBudget(seed: 2, sequences: 100))
        let failure = try #require(report.failure)
        #expect(failure.steps == ["execute", "execute"])
        #expect(
            failure.message == "the implementation took ProcessEvent.execute in doing, where process.puml ignores it")
        #expect(
            failure.test.contains("    await store.sendIgnored(ProcessEvent.execute)  // process.puml ignores it here"))
    }

    /// The article's coverage report: one sequence leaves the failure branch untried.
    @Test func aSmallBudgetLeavesTheFailureBranchUntried() async throws {
        let test = try Self.modelTest()
        let report = await test.run(ModelTestBudget(seed: 2, sequences: 1))
        #expect(report.failure == nil)
        let missing = report.coverage.missing.map { $0.description.split(separator: "/").last.map(String.init) ?? "" }
        #expect(
            missing == [
                "process.puml:9:3: state failure",
                "process.puml:12:1: transition doing --> failure : fail",
                "process.puml:6:1: pair sleeping --> doing : execute then doing --> failure : fail",
                "process.puml:12:1: pair doing --> failure : fail then done --> sleeping : reset",
            ])
        print(report.coverage)
    }

    /// The article's typed model, as printed there: the drawing as a table of the model's own phases and commands.
    static func typedModelTest(
        makeMachine: @escaping @MainActor (EffectStubs) -> Machine<ProcessState, ProcessEvent>,
        modelState: @escaping (ProcessState) -> String, inputs: [(String, ModelInput<ProcessEvent>)]
    ) -> ModelTest<ProcessState, ProcessEvent> {
        enum Phase: Hashable, Sendable { case sleeping, doing, success, failure }
        enum Command: Hashable, Sendable { case execute, succeed, fail, reset }

        let test = ModelTest(
            table: TransitionTable<Phase, Command>([
                .from(.sleeping, on: .execute, to: .doing),
                .from(.doing, on: .succeed, to: .success),
                .from(.doing, on: .fail, to: .failure),
                .from(.success, on: .reset, to: .sleeping),
                .from(.failure, on: .reset, to: .sleeping),
            ]),
            initial: .sleeping, named: "process",
            events: [("execute", .execute), ("succeed", .succeed), ("fail", .fail), ("reset", .reset)],
            machine: makeMachine,
            modelState: modelState,
            inputs: inputs)
        return test
    }

    /// The typed model passes the process as written, and finds the planted second tap in the same two steps as
    /// the drawing ("where process ignores it").
    @Test func theArticlesTypedModelFindsTheSecondTap() async throws {
        let inputs: [(String, ModelInput<ProcessEvent>)] = [
            ("execute", .send(.execute)),
            ("reset", .send(.reset)),
            ("succeed", .answer("request", with: Result<String, ProcessError>.success("42"))),
            ("fail", .answer("request", with: Result<String, ProcessError>.failure(ProcessError("offline")))),
        ]
        let budget = ModelTestBudget(seed: 2, sequences: 100)
        let correct = await Self.typedModelTest(
            makeMachine: Self.makeMachine, modelState: ProcessConformanceTests.stateName, inputs: inputs
        ).run(budget)
        #expect(correct.failure == nil, "\(correct)")
        let planted = await Self.typedModelTest(
            makeMachine: Self.restartingMachine, modelState: ProcessConformanceTests.stateName, inputs: inputs
        ).run(budget)
        let failure = try #require(planted.failure)
        #expect(failure.steps == ["execute", "execute"])
        #expect(failure.message.hasSuffix("where process ignores it"), "\(failure.message)")
    }
}
