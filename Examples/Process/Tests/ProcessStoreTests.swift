import ProcessExample
import Switchyard
import SwitchyardTesting
import Testing

/// The process running in a store: the request effect, and a second tap while it runs.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ProcessStoreTests {
    @Test func aSuccessfulRequestShowsItsResult() async {
        let store = Store(machine: ProcessModel.machine(request: InMemoryRequest(answer: .success("42"))))
        store.send(.execute)
        #expect(store.state.isSpinnerShown)
        await store.waitForEffects()
        #expect(store.state == .done(.success("42")))
        #expect(store.state.result == "42")
        store.send(.reset)
        #expect(store.state == .sleeping)
    }

    @Test func aFailingRequestShowsAnAlert() async {
        let store = Store(
            machine: ProcessModel.machine(request: InMemoryRequest(answer: .failure(ProcessError("offline")))))
        store.send(.execute)
        await store.waitForEffects()
        #expect(store.state.error == ProcessError("offline"))
        #expect(store.state.result == nil)
        #expect(!store.state.isSpinnerShown)
    }

    /// A second `execute` while `doing` changes nothing, starts no second request, and observers see it ignored.
    @Test func aSecondExecuteWhileDoingIsIgnoredAndObservable() async {
        let request = CountingRequest()
        let store = Store(machine: ProcessModel.machine(request: request))
        var notifications: [StoreNotification<ProcessState, ProcessEvent>] = []
        let token = store.observe { notifications.append($0) }
        store.send(.execute)
        store.send(.execute)
        #expect(store.runningEffectCount == 1)
        await store.waitForEffects()
        #expect(await request.calls == 1)
        #expect(
            notifications == [
                .willExit(.sleeping),
                .didEnter(.doing),
                .transition(StateTransition(from: .sleeping, event: .execute, to: .doing)),
                .ignored(state: .doing, event: .execute),
                .willExit(.doing),
                .didEnter(.done(.success("call 1"))),
                .transition(
                    StateTransition(from: .doing, event: .finish(.success("call 1")), to: .done(.success("call 1")))),
            ])
        token.cancel()
    }

    /// The same second tap under the exhaustive `TestStore`: `sendIgnored` fails the test if the machine accepted
    /// it (a `doing -> doing` restart would be accepted even though the state looks unchanged).
    @Test func aSecondExecuteWhileDoingIsIgnoredUnderTheTestStore() async {
        let request = CountingRequest()
        let store = TestStore(machine: ProcessModel.machine(request: request))
        await store.send(.execute) { $0 = .doing }
        await store.sendIgnored(.execute)
        await store.receive(.finish(.success("call 1"))) { $0 = .done(.success("call 1")) }
        await store.finish()
        #expect(await request.calls == 1)
    }

    /// With `ignoredEvents: .log` the ignored tap is also reported as a diagnostic.
    @Test func theLogPolicyReportsTheIgnoredExecute() async {
        let (reports, reporter) = AsyncStream.makeStream(of: StoreDiagnostic.self)
        let store = Store(
            machine: ProcessModel.machine(request: InMemoryRequest(answer: .success("42"))),
            options: StoreOptions(ignoredEvents: .log, onDiagnostic: { reporter.yield($0) }))
        store.send(.execute)
        store.send(.execute)
        await store.waitForEffects()
        reporter.finish()
        var diagnostics: [StoreDiagnostic] = []
        for await diagnostic in reports { diagnostics.append(diagnostic) }
        #expect(
            diagnostics == [StoreDiagnostic(kind: .ignoredEvent, message: "ignored event execute in state doing")])
    }

    /// Under the default policy nothing is reported; the notification is the only trace.
    @Test func theDefaultPolicyReportsNothing() async {
        let (reports, reporter) = AsyncStream.makeStream(of: StoreDiagnostic.self)
        let store = Store(
            machine: ProcessModel.machine(request: InMemoryRequest(answer: .success("42"))),
            options: StoreOptions(onDiagnostic: { reporter.yield($0) }))
        store.send(.execute)
        store.send(.execute)
        await store.waitForEffects()
        reporter.finish()
        var count = 0
        for await _ in reports { count += 1 }
        #expect(count == 0)
    }
}

/// A request that counts its calls and answers `call <n>`.
actor CountingRequest: ProcessRequesting {
    private(set) var calls = 0

    func perform() async throws(ProcessError) -> String {
        calls += 1
        return "call \(calls)"
    }
}
