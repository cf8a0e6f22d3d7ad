import Switchyard
import SwitchyardDiagrams
import SwitchyardTesting
import Testing

/// A model-based test whose model's graph was cut (`MachineExplorer`'s state limit) or whose plan stopped at the
/// planner's configuration limit says so in its coverage.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct ModelPlanningTruncationTests {
    enum Paging: Hashable, Sendable {
        case page(Int)
    }

    enum Turn: Hashable, Sendable {
        case next
    }

    /// `next` turns to the next page, up to `last` (without end when `nil`).
    static func pages(last: Int?) -> Machine<Paging, Turn> {
        .routing(initial: .page(0)) { state, _ in
            switch state {
            case .page(let number):
                if let last, number >= last { return nil }
                return .page(number + 1)
            }
        }
    }

    static func test(last: Int?) -> ModelTest<Paging, Turn> {
        ModelTest(
            model: pages(last: last), events: [("next", .next)], machine: { _ in pages(last: last) },
            modelState: { DefaultNames.of($0) }, inputs: [("next", .send(.next))])
    }

    @Test func aPlanCutAtTheLimitIsSaidInTheCoverage() async {
        let report = await Self.test(last: nil).run(ModelTestBudget(seed: 1, sequences: 1, length: 0))
        #expect(report.coverage.truncation?.contains("limit of 10000") == true, "\(report)")
        #expect(report.coverage.truncation?.hasPrefix("the model's graph is incomplete: ") == true, "\(report)")
        #expect(report.description.contains("\nincomplete: "), "\(report)")
    }

    @Test func aWholePlanSaysNothing() async {
        let report = await Self.test(last: 3).run(ModelTestBudget(seed: 1, sequences: 1, length: 0))
        #expect(report.coverage.truncation == nil, "\(report)")
        #expect(!report.description.contains("incomplete"))
    }
}
