import ProcessExample
import Switchyard
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

    @Test func theProcessFollowsItsDrawing() async throws {
        var test = try ModelTest(
            drawing: "../../Diagrams/process.puml",
            machine: Self.makeMachine,
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
        let report = await test.check(ModelTestBudget(seed: 2, sequences: 100))
        #expect(report.coverage.missing.isEmpty, "\(report.coverage)")
    }
}
