import Testing

@testable import Switchyard

/// The core's one loop that takes no reference count visits every element once, in order, alive, whatever its body
/// releases, and leaves each element's lifetime to the array it was given.
struct UnretainedIterationTests {
    final class Element {
        let number: Int
        let onDeinit: (Int) -> Void
        init(_ number: Int, onDeinit: @escaping (Int) -> Void) {
            self.number = number
            self.onDeinit = onDeinit
        }
        deinit { onDeinit(number) }
    }

    @Test func everyElementIsVisitedOnceInOrderWhileTheBodyDropsEveryOtherReference() {
        var freed: [Int] = []
        var list: [Element]? = (0..<10).map { Element($0) { freed.append($0) } }
        var visited: [Int] = []
        var freedDuringTheLoop: [Int] = []
        do {
            let copy = list ?? []
            UnretainedIteration.forEach(in: copy) { element in
                list = nil  // the caller's other reference to every element
                visited.append(element.number)
                freedDuringTheLoop += freed
            }
        }
        #expect(visited == Array(0..<10))
        #expect(freedDuringTheLoop.isEmpty)
        #expect(freed.sorted() == Array(0..<10))
    }

    @Test func anElementTheBodyKeepsOutlivesTheLoop() {
        var freed: [Int] = []
        var kept: Element?
        do {
            let list = (0..<5).map { Element($0) { freed.append($0) } }
            UnretainedIteration.forEach(in: list) { element in
                if element.number == 3 { kept = element }
            }
        }
        #expect(freed.sorted() == [0, 1, 2, 4])
        #expect(kept?.number == 3)
        kept = nil
        #expect(freed.sorted() == [0, 1, 2, 3, 4])
    }

    @Test func anEmptyListCallsNothing() {
        var calls = 0
        UnretainedIteration.forEach(in: [Element]()) { _ in calls += 1 }
        #expect(calls == 0)
    }
}
