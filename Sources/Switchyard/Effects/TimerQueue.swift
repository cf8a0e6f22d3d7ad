/// Delayed sends waiting on a clock, kept in the one order they fall due: by due time, and, when due together, in the
/// order they were scheduled (`sequence`). The store's saved timers (``StoreSnapshot``) and the virtual clock that
/// `trace`, `simulate` and `paths` run charts on both order their timers by this rule, and only here.
///
/// Scheduling is a binary search and one insertion (O(log n) comparisons), not a sort of every timer.
package struct TimerQueue<Element> {
    /// One pending send.
    package struct Entry {
        /// When it falls due, on the host's clock.
        package var due: Duration
        /// The order it was scheduled in, among sends due at the same time (earlier first).
        package var sequence: Int
        /// What it delivers.
        package var element: Element
    }

    /// The pending sends, in due order.
    package private(set) var entries: [Entry] = []

    /// An empty queue.
    package init() {}

    /// Whether `entry` falls due before `other`: the one due order.
    package static func precedes(_ entry: Entry, _ other: Entry) -> Bool {
        (entry.due, entry.sequence) < (other.due, other.sequence)
    }

    /// The pending elements, in due order.
    package var elements: [Element] { entries.map(\.element) }

    /// The send that falls due first.
    package var first: Entry? { entries.first }

    /// Whether nothing is pending.
    package var isEmpty: Bool { entries.isEmpty }

    /// How many sends are pending.
    package var count: Int { entries.count }

    /// Adds a send, after every send that falls due before it or at the same time with an earlier sequence.
    /// - Complexity: O(log n) comparisons and one insertion.
    package mutating func schedule(_ element: Element, due: Duration, sequence: Int) {
        let entry = Entry(due: due, sequence: sequence, element: element)
        var low = entries.startIndex
        var high = entries.endIndex
        while low < high {
            let middle = (low + high) / 2
            if Self.precedes(entries[middle], entry) { low = middle + 1 } else { high = middle }
        }
        entries.insert(entry, at: low)
    }

    /// Removes and returns the send that falls due first.
    package mutating func removeFirst() -> Entry { entries.removeFirst() }

    /// Removes the sends that `shouldBeRemoved` selects.
    package mutating func removeAll(where shouldBeRemoved: (Entry) throws -> Bool) rethrows {
        try entries.removeAll(where: shouldBeRemoved)
    }
}

extension TimerQueue {
    /// `elements` in due order, each due when `due` says, those due together in the order given.
    /// - Parameters:
    ///   - elements: The sends, in the order they were scheduled.
    ///   - due: When each falls due.
    /// - Returns: The sends in due order.
    package static func inDueOrder<Sends: Sequence>(_ elements: Sends, due: (Element) -> Duration) -> [Element]
    where Sends.Element == Element {
        var queue = TimerQueue()
        for (sequence, element) in elements.enumerated() {
            queue.schedule(element, due: due(element), sequence: sequence)
        }
        return queue.elements
    }
}

extension TimerQueue: Sendable where Element: Sendable {}
extension TimerQueue.Entry: Sendable where Element: Sendable {}
