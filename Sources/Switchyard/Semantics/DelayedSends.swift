/// Delayed sends waiting on a clock, and the one rule of when each falls due: by due time, and, when due together,
/// in the order they were scheduled (`sequence`).
///
/// A value that decides and does nothing: it keeps no clock and starts no task. Its hosts keep it in a
/// ``DelayedSendHost``, which says what one wake of their clock delivers and numbers the sends as they are made; the
/// host supplies the time — the store its clock's time since it first scheduled a send, `trace`, `simulate` and
/// `paths` their virtual clock. So "what is due, and in what order" is written here once, for every host and for the
/// snapshots a store saves (``StoreSnapshot``).
///
/// Scheduling is a binary search and one insertion (O(log n) comparisons), not a sort of every send.
package struct DelayedSends<Element> {
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

    /// Nothing pending.
    package init() {}

    /// Whether `entry` falls due before `other`: the one due order.
    package static func precedes(_ entry: Entry, _ other: Entry) -> Bool {
        (entry.due, entry.sequence) < (other.due, other.sequence)
    }

    /// The pending elements, in due order.
    package var elements: [Element] { entries.map(\.element) }

    /// When the first pending send falls due; `nil` when nothing is pending.
    package var nextDue: Duration? { entries.first?.due }

    /// Whether nothing is pending.
    package var isEmpty: Bool { entries.isEmpty }

    /// How many sends are pending.
    package var count: Int { entries.count }

    /// Adds a send due `delay` after `now` (a zero or negative delay: due at `now`), after every send that falls
    /// due before it or at the same time with an earlier sequence.
    /// - Parameters:
    ///   - element: What it delivers.
    ///   - delay: How long after `now` it falls due.
    ///   - now: The host's time when it is scheduled.
    ///   - sequence: Its place among sends due at the same time; hosts hand out increasing numbers.
    /// - Complexity: O(log n) comparisons and one insertion.
    package mutating func schedule(_ element: Element, after delay: Duration, from now: Duration, sequence: Int) {
        schedule(element, due: now + max(.zero, delay), sequence: sequence)
    }

    /// Adds a send due at `due`, after every send that falls due before it or at the same time with an earlier
    /// sequence.
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

    /// Removes the sends `isCancelled` selects, and only those; the others keep their order.
    /// - Returns: How many were removed.
    @discardableResult
    package mutating func cancel(where isCancelled: (Entry) throws -> Bool) rethrows -> Int {
        let before = entries.count
        try entries.removeAll(where: isCancelled)
        return before - entries.count
    }

    /// Removes every pending send.
    package mutating func cancelAll() {
        entries.removeAll()
    }

    /// Removes and returns the first send in due order when it falls due by `time` and was scheduled with a sequence
    /// no greater than `sequence`: the bound of one wake (``DelayedSendHost/next(in:)``), which does not go on to
    /// deliver a send that one of its deliveries scheduled for "now".
    /// - Complexity: O(n) for the removal.
    package mutating func takeNext(dueBy time: Duration, scheduledThrough sequence: Int = .max) -> Entry? {
        guard let first = entries.first, first.due <= time, first.sequence <= sequence else { return nil }
        return entries.removeFirst()
    }

    /// Each pending send with the time it has left at `now` (zero for one already due), in due order: what a
    /// snapshot saves.
    package func remaining(at now: Duration) -> [(element: Element, remaining: Duration)] {
        entries.map { ($0.element, max(.zero, $0.due - now)) }
    }
}

extension DelayedSends {
    /// `elements` in due order, each due when `due` says, those due together in the order given.
    /// - Parameters:
    ///   - elements: The sends, in the order they were scheduled.
    ///   - due: When each falls due.
    /// - Returns: The sends in due order.
    package static func inDueOrder<Sends: Sequence>(_ elements: Sends, due: (Element) -> Duration) -> [Element]
    where Sends.Element == Element {
        var sends = DelayedSends()
        for (sequence, element) in elements.enumerated() {
            sends.schedule(element, due: due(element), sequence: sequence)
        }
        return sends.elements
    }
}

extension DelayedSends: Sendable where Element: Sendable {}
extension DelayedSends.Entry: Sendable where Element: Sendable {}
