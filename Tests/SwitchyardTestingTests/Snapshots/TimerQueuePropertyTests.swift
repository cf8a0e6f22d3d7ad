import PropertyBased
import Testing

@testable import Switchyard

/// The one due order of delayed sends: by due time, sends due together in the order they were scheduled.
@Suite(.timeLimit(.minutes(5)))
struct TimerQueuePropertyTests {
    /// Scheduling one by one (a binary search and an insertion each) gives what a stable sort by due time gives.
    @Test func schedulingKeepsTheDueOrderOfAStableSort() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...6).array(of: 0...60)) { dues in
            var queue = TimerQueue<Int>()
            for (index, due) in dues.enumerated() { queue.schedule(index, due: .seconds(due), sequence: index) }
            let expected = dues.indices.sorted { (dues[$0], $0) < (dues[$1], $1) }
            #expect(queue.elements == expected)
            #expect(TimerQueue.inDueOrder(dues.indices, due: { .seconds(dues[$0]) }) == expected)
        }
    }

    /// Taking the first and cancelling some leave the rest in due order.
    @Test func takingAndCancellingKeepTheOrder() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...4).array(of: 1...40)) { dues in
            var queue = TimerQueue<Int>()
            for (index, due) in dues.enumerated() { queue.schedule(index, due: .seconds(due), sequence: index) }
            let first = queue.removeFirst()
            let taken = first.element
            var earlierLeft = false
            for entry in queue.entries where TimerQueue<Int>.precedes(entry, first) { earlierLeft = true }
            #expect(!earlierLeft)
            queue.removeAll { $0.element % 3 == 0 }
            let sorted = dues.indices.sorted { (dues[$0], $0) < (dues[$1], $1) }
            let expected = sorted.filter { $0 != taken && $0 % 3 != 0 }
            #expect(queue.elements == expected)
        }
    }

    /// Sends scheduled out of sequence order (a restored run's timers) still come out by due time, then sequence.
    @Test func sequenceBreaksTiesWhateverTheSchedulingOrder() {
        var queue = TimerQueue<String>()
        queue.schedule("c", due: .seconds(1), sequence: 7)
        queue.schedule("a", due: .seconds(1), sequence: 2)
        queue.schedule("z", due: .zero, sequence: 9)
        queue.schedule("b", due: .seconds(1), sequence: 5)
        #expect(queue.elements == ["z", "a", "b", "c"])
    }
}
