import PropertyBased
import Testing

@testable import Switchyard

/// `StateTie.covers(_:)`, the one rule of which state-tied work an exit cancels, for every pair of ties: leaving a
/// machine's state cancels the work tied to it and to everything nested in it (child flows, and charts among them)
/// but not the work a chart at the same level tied to its own states; leaving a chart's state cancels exactly the
/// work tied to that state. A child flow's ties, seen one level further in, keep the rule.
@Suite(.timeLimit(.minutes(5)))
struct StateTiePropertyTests {
    /// Two ties, each a depth (0…3) and a chart state (none, or 0…2), from four drawn numbers.
    private static let pairs = Gen.int(in: 0...3).array(of: 4...4)

    private static func tie(_ depth: Int, _ chart: Int) -> StateTie {
        StateTie(depth: depth, chartState: chart == 3 ? nil : chart)
    }

    @Test func leavingAStateCancelsWhatIsNestedInItAndNothingBeside() async {
        await propertyCheck(count: 400, input: Self.pairs) { numbers in
            let leaving = Self.tie(numbers[0], numbers[1])
            let work = Self.tie(numbers[2], numbers[3])
            let expected =
                if let chartState = leaving.chartState {
                    work.depth == leaving.depth && work.chartState == chartState
                } else {
                    work.depth > leaving.depth || (work.depth == leaving.depth && work.chartState == nil)
                }
            #expect(leaving.covers(work) == expected)
            #expect(leaving.covers(leaving))
            // A child's ties, as its parent sees them, follow the same rule.
            #expect(leaving.nestedOneLevel.covers(work.nestedOneLevel) == expected)
            // Leaving the store's state never cancels the work a chart the store runs tied to its own states.
            if work.depth == 0, work.chartState != nil { #expect(!StateTie.state(depth: 0).covers(work)) }
        }
    }

    @Test func theStoreTakesOutTheCoveredWorkInnermostFirst() {
        var effects = EffectsInFlight<Int>()
        let ties: [StateTie?] = [
            .state(depth: 0), StateTie(depth: 0, chartState: 1), .state(depth: 2), nil, .state(depth: 1),
            StateTie(depth: 1, chartState: 4), .state(depth: 2),
        ]
        for (key, tie) in ties.enumerated() {
            effects.add(RunningEffect(id: EffectID("\(key)"), task: nil, tie: tie), key: key)
        }
        // Leaving the child's state (depth 1): its work and the grandchild's, innermost first, in start order within
        // a level; not the work a chart at that level tied to its own state.
        #expect(effects.removeTied(leaving: .state(depth: 1)).map(\.id) == ["2", "6", "4"])
        // Leaving the store's state: everything nested in it (the chart's work one level in too), but not the work
        // a chart the store runs tied to its own states.
        #expect(effects.removeTied(leaving: .state(depth: 0)).map(\.id) == ["5", "0"])
        #expect(effects.removeTied(leaving: StateTie(depth: 0, chartState: 1)).map(\.id) == ["1"])
        #expect(effects.tied.isEmpty)
        #expect(effects.running.count == 1)
    }
}
