import Switchyard
import SwitchyardTesting

/// A copy of the Process example (system 2) with switches that plant its bugs, driven through stubs.
enum ProcessCopy {
    enum State: Hashable, Sendable {
        case sleeping
        case doing
        case done(Result<String, Failure>)
    }

    enum Event: Hashable, Sendable {
        case execute
        case finish(Result<String, Failure>)
        case reset
    }

    struct Failure: Error, Hashable, Sendable {
        var message: String
    }

    struct Bugs: Sendable {
        /// A second tap while doing restarts the request (`doing → doing`).
        var restartsOnSecondTap = false
        /// A failure answer is handled as a success.
        var failureAsSuccess = false
    }

    @MainActor static func machine(stubs: EffectStubs, bugs: Bugs = Bugs()) -> Machine<State, Event> {
        let stub = stubs.stub("request", returning: String.self, throwing: Failure.self)
        let request = Effect<Event>.run(id: "request") { context in
            guard let result = await stub.result() else { return }
            await context.send(.finish(bugs.failureAsSuccess ? .success((try? result.get()) ?? "") : result))
        }
        .cancellingOnExit()
        return Machine.stepping(initial: .sleeping) { state, event in
            switch (state, event) {
            case (.sleeping, .execute): Step(.doing, effect: request)
            case (.doing, .execute) where bugs.restartsOnSecondTap: Step(.doing, effect: request)
            case (.doing, .finish(let result)): Step(.done(result))
            case (.done, .reset): Step(.sleeping)
            default: nil
            }
        }
    }

    static func modelState(_ state: State) -> String {
        switch state {
        case .sleeping: "sleeping"
        case .doing: "doing"
        case .done(.success): "success"
        case .done(.failure): "failure"
        }
    }

    @MainActor
    static func test(bugs: Bugs = Bugs()) throws -> ModelTest<State, Event> {
        var test = try ModelTest(
            drawing: "Examples/Diagrams/process.puml",
            machine: { stubs in machine(stubs: stubs, bugs: bugs) },
            modelState: modelState,
            inputs: [
                ("execute", .send(.execute)),
                ("reset", .send(.reset)),
                ("succeed", .answer("request", with: Result<String, Failure>.success("42"))),
                ("fail", .answer("request", with: Result<String, Failure>.failure(Failure(message: "offline")))),
            ])
        test.machineSource = "ProcessCopy.machine(stubs: stubs)"
        test.modelStateSource = "ProcessCopy.modelState"
        return test
    }
}
