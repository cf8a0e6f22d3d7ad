import Switchyard
import SwitchyardTesting
import Testing

/// A generated chart's context is `Equatable`, so its states are, and an exhaustive `TestStore` asserts them.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct GeneratedChartStoreTests {
    @Test func aGeneratedChartRunsInAnExhaustiveTestStore() async throws {
        let store = TestStore(
            machine: try CompletionOnDone.statechart().machine(context: CompletionOnDone.Context()),
            options: StoreOptions(clock: TestClock()))
        #expect(store.state.configuration.atomicStates == [.a1])
        await store.send(.go) { try $0.setConfiguration([.b]) }
        await store.finish()
    }

    /// The delayed sends of a generated SCXML chart run on the store's clock.
    @Test func aGeneratedSCXMLChartsDelayedSendsRunOnTheStoresClock() async throws {
        let clock = TestClock()
        let store = TestStore(
            machine: try Request.statechart().machine(context: Request.Context()), options: StoreOptions(clock: clock))
        await store.send(.submit) { try $0.setConfiguration([.sent]) }
        await store.advance(by: .milliseconds(500))
        await store.receive(.slow) { try $0.setConfiguration([.stalled]) }
        await store.advance(by: .milliseconds(1500))
        await store.receive(.timeout) { try $0.setConfiguration([.failed]) }
        await store.finish()
    }
}
