import Switchyard
import SwitchyardFixtures
import SwitchyardTesting

/// The shared Process machine (``ProcessFixture``, system 2) for the model-based runner: its request answered
/// through stubs, its states named as `process.puml` names them; a ``ProcessFixture/Variant`` plants a bug.
extension ProcessFixture {
    /// The machine whose request waits for the runner's answer to the stub `request`.
    @MainActor static func machine(stubs: EffectStubs, variant: Variant = Variant()) -> Machine<State, Event> {
        let stub = stubs.stub("request", returning: String.self, throwing: Failure.self)
        return machine(variant) { await stub.result() }
    }

    /// The model-based test of the variant against `process.puml`.
    @MainActor
    static func test(_ variant: Variant = Variant()) throws -> ModelTest<State, Event> {
        var test = try ModelTest(
            drawing: "Examples/Diagrams/process.puml",
            machine: { stubs in machine(stubs: stubs, variant: variant) },
            modelState: drawnName,
            inputs: [
                ("execute", .send(.execute)),
                ("reset", .send(.reset)),
                ("succeed", .answer("request", with: Result<String, Failure>.success("42"))),
                ("fail", .answer("request", with: Result<String, Failure>.failure(Failure(message: "offline")))),
            ])
        test.machineSource = "ProcessFixture.machine(stubs: stubs)"
        test.modelStateSource = "ProcessFixture.drawnName"
        return test
    }
}
