import Testing

@testable import Switchyard

/// The core's one loop that takes no reference count evaluates every group once, in order, alive, whatever the
/// evaluations release, skips removed groups, and leaves each group's lifetime to the array it was given.
struct UnretainedIterationTests {
    /// Counts frees; a group made by `group(_:)` reports its number here when it is freed.
    final class Ledger {
        var freed: [Int] = []
        var evaluated: [Int] = []
        var freedDuringTheLoop: [Int] = []
    }

    /// A group whose evaluation records its number and runs `during`.
    final class NumberedGroup: SelectionGroup<Int> {
        let number: Int
        let ledger: Ledger

        init(_ number: Int, ledger: Ledger, during: @escaping (NumberedGroup) -> Void = { _ in }) {
            self.number = number
            self.ledger = ledger
            super.init(placement: SelectionPlacement(part: nil, slot: -1, sequence: number)) { group, _ in
                let numbered = group as! NumberedGroup
                numbered.ledger.evaluated.append(numbered.number)
                during(numbered)
                numbered.ledger.freedDuringTheLoop += numbered.ledger.freed
                return false
            }
        }

        deinit { ledger.freed.append(number) }
    }

    @Test func everyGroupIsEvaluatedOnceInOrderWhileEvaluationsDropEveryOtherReference() {
        let ledger = Ledger()
        var list: [NumberedGroup]?
        list = (0..<10).map { NumberedGroup($0, ledger: ledger) { _ in list = nil } }
        do {
            let copy: [SelectionGroup<Int>] = list ?? []
            UnretainedIteration.update(copy, with: 1)
        }
        #expect(ledger.evaluated == Array(0..<10))
        #expect(ledger.freedDuringTheLoop.isEmpty)
        #expect(ledger.freed.sorted() == Array(0..<10))
    }

    @Test func aRemovedGroupIsSkippedAndAGroupAnEvaluationKeepsOutlivesTheLoop() {
        let ledger = Ledger()
        var kept: NumberedGroup?
        weak var removed: NumberedGroup?
        do {
            let groups = (0..<5).map { number in
                NumberedGroup(number, ledger: ledger) { group in
                    if group.number == 1 { removed?.isRemoved = true }
                    if group.number == 2 { kept = group }
                }
            }
            removed = groups[3]
            UnretainedIteration.update(groups, with: 1)
        }
        #expect(ledger.evaluated == [0, 1, 2, 4])
        #expect(ledger.freed.sorted() == [0, 1, 3, 4])
        #expect(kept?.number == 2)
        kept = nil
        #expect(ledger.freed.sorted() == [0, 1, 2, 3, 4])
    }

    @Test func anEmptyListEvaluatesNothing() {
        UnretainedIteration.update([SelectionGroup<Int>](), with: 1)
    }
}
