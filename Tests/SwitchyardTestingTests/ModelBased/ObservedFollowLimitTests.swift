import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// Observed events are followed at most `SteppedModel.observedFollowLimit` (16) times after a step; a chain longer
/// than that is said in the failure and the coverage, never cut silently.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ObservedFollowLimitTests {
    enum Tick: Hashable, Sendable {
        case go
        case advance
    }

    /// `go` leaves page 0; each page below `last` then advances on its own (in the implementation, by a state
    /// function; in the model, by the observed `advance`).
    static func pages(last: Int, advancesItself: Bool) -> Machine<Int, Tick> {
        Machine.stepping(
            initial: 0,
            onEnter: { page in advancesItself && (1..<last).contains(page) ? .send(.advance) : .none }
        ) { page, tick in
            switch tick {
            case .go: page == 0 ? Step(1) : nil
            case .advance: (1..<last).contains(page) ? Step(page + 1) : nil
            }
        }
    }

    static func test(last: Int) -> ModelTest<Int, Tick> {
        ModelTest(
            model: pages(last: last, advancesItself: false), named: "pages", stateName: { "page\($0)" },
            events: [("go", .go), ("advance", .advance)],
            machine: { _ in pages(last: last, advancesItself: true) }, modelState: { "page\($0)" },
            inputs: [("go", .send(.go)), ("advance", .observed)])
    }

    @Test func aChainWithinTheLimitIsFollowed() async {
        let report = await Self.test(last: 10).run(ModelTestBudget(seed: 1, sequences: 10))
        #expect(report.failure == nil, "\(report)")
        #expect(report.coverage.truncation == nil, "\(report)")
    }

    @Test func aChainPastTheLimitIsReportedNotCutSilently() async throws {
        let report = await Self.test(last: 20).run(ModelTestBudget(seed: 1, sequences: 10))
        let failure = try #require(report.failure, "\(report)")
        #expect(failure.steps == ["go"], "\(failure)")
        #expect(failure.message.contains("stopped at the limit of 16"), "\(failure.message)")
        let truncation = try #require(report.coverage.truncation, "\(report)")
        // Both the plan (which follows the model alone) and the run say where following stopped.
        #expect(truncation.contains("the plan expects the state where it stopped"), "\(truncation)")
        #expect(truncation.contains("before the model reached the implementation's state"), "\(truncation)")
        #expect(report.description.contains("incomplete: "), "\(report)")
    }
}
