import PropertyBased
import Switchyard
import Testing

/// `DelayedSends`, the one host of delayed sends' due order: by due time, sends due together in the order they were
/// scheduled. The store keeps its pending sends in one, and so does the virtual clock of `trace`, `simulate` and
/// `paths`.
@Suite(.timeLimit(.minutes(5)))
struct DelayedSendsPropertyTests {
    /// Sends scheduled at increasing times, each with its own delay: each number is a wait before scheduling (0…3 s)
    /// and a delay (−1…5 s), see `step(_:)`.
    private static let schedules = Gen.int(in: 0...27).array(of: 0...60)

    /// The wait before a send is scheduled and its delay, from one drawn number.
    private static func step(_ number: Int) -> (wait: Int, delay: Int) { (number / 7, number % 7 - 1) }

    /// Scheduled one by one — each `delay` after the time it was scheduled at — the sends come out as a stable sort
    /// by due time would put them (a delay of zero or less is due at once).
    @Test func theDueOrderIsAStableSortByDueTime() async {
        await propertyCheck(count: 500, input: Self.schedules) { steps in
            var sends = DelayedSends<Int>()
            var now = 0
            var dues: [Int] = []
            for (index, (wait, delay)) in steps.map(Self.step).enumerated() {
                now += wait
                sends.schedule(index, after: .seconds(delay), from: .seconds(now), sequence: index)
                dues.append(now + max(0, delay))
            }
            let expected = dues.indices.sorted { (dues[$0], $0) < (dues[$1], $1) }
            #expect(sends.elements == expected)
            #expect(sends.nextDue == expected.first.map { .seconds(dues[$0]) })
            #expect(DelayedSends.inDueOrder(dues.indices, due: { .seconds(dues[$0]) }) == expected)
        }
    }

    /// Cancelling removes exactly the sends it selects; the others keep their order.
    @Test func cancellingRemovesExactlyTheMatches() async {
        await propertyCheck(count: 300, input: Self.schedules, Gen.int(in: 1...4)) { steps, modulus in
            var sends = DelayedSends<Int>()
            for (index, (_, delay)) in steps.map(Self.step).enumerated() {
                sends.schedule(index, after: .seconds(delay), from: .zero, sequence: index)
            }
            let before = sends.elements
            let removed = sends.cancel { $0.element % modulus == 0 }
            #expect(sends.elements == before.filter { $0 % modulus != 0 })
            #expect(removed == before.count(where: { $0 % modulus == 0 }))
        }
    }

    /// Taking what is due by a time, one send after another as a host does, returns exactly the sends due by then,
    /// in due order, and leaves the later ones in order.
    @Test func takingTheDueSendsReturnsExactlyThoseDueByThen() async {
        await propertyCheck(count: 300, input: Self.schedules, Gen.int(in: -1...8)) { steps, time in
            var sends = DelayedSends<Int>()
            for (index, (_, delay)) in steps.map(Self.step).enumerated() {
                sends.schedule(index, after: .seconds(delay), from: .zero, sequence: index)
            }
            let all = sends.entries
            var taken: [Int] = []
            while let next = sends.takeNext(dueBy: .seconds(time)) { taken.append(next.element) }
            #expect(taken == all.filter { $0.due <= .seconds(time) }.map(\.element))
            #expect(sends.elements == all.filter { $0.due > .seconds(time) }.map(\.element))
        }
    }

    /// A host that delivers what was due when it woke stops at sends scheduled after it woke, even when due.
    @Test func takingStopsAtSendsScheduledAfterTheWake() {
        var sends = DelayedSends<String>()
        sends.schedule("old", after: .zero, from: .zero, sequence: 1)
        sends.schedule("new", after: .zero, from: .zero, sequence: 2)
        #expect(sends.takeNext(dueBy: .zero, scheduledThrough: 1)?.element == "old")
        #expect(sends.takeNext(dueBy: .zero, scheduledThrough: 1) == nil)
        #expect(sends.elements == ["new"])
    }

    /// A snapshot's time left: due minus now, never below zero, in due order.
    @Test func theTimeLeftIsDueMinusNow() {
        var sends = DelayedSends<String>()
        sends.schedule("b", after: .seconds(5), from: .seconds(1), sequence: 1)
        sends.schedule("a", after: .seconds(1), from: .seconds(1), sequence: 2)
        let left = sends.remaining(at: .seconds(3))
        #expect(left.map(\.element) == ["a", "b"])
        #expect(left.map(\.remaining) == [.zero, .seconds(3)])
    }

    /// Sends scheduled out of sequence order (a restored run's timers) still come out by due time, then sequence.
    @Test func sequenceBreaksTiesWhateverTheSchedulingOrder() {
        var sends = DelayedSends<String>()
        sends.schedule("c", due: .seconds(1), sequence: 7)
        sends.schedule("a", due: .seconds(1), sequence: 2)
        sends.schedule("z", due: .zero, sequence: 9)
        sends.schedule("b", due: .seconds(1), sequence: 5)
        #expect(sends.elements == ["z", "a", "b", "c"])
    }
}
