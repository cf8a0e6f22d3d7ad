import Switchyard
import SwitchyardTesting
import Testing

/// Under a `TestStore`, a chart that never settles fails the test with the step limit's words, and a failing state
/// assertion shows that the chart was stopped.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct StatechartStepLimitTestStoreTests {
    static func looping() throws -> Statechart<String, String, Int> {
        try Statechart([
            .atomic("a", [.on("go", to: "b")]),
            .atomic("b", [.always(to: "c")]),
            .atomic("c", [.always(to: "b")]),
        ])
    }

    @Test func aChartThatNeverSettlesFailsTheTest() async throws {
        let store = TestStore(
            machine: try Self.looping().machine(context: 0, stepLimit: 1_000),
            options: StoreOptions(onDiagnostic: { _ in }))
        store.exhaustivity = .off
        await withKnownIssue {
            await store.send("go")
        } matching: { issue in
            "\(issue)".contains(StatechartStepLimit.headline)
        }
        #expect(store.state.exceededStepLimit)
        #expect(!store.state.isFinished)
        await store.finish()
    }
}
