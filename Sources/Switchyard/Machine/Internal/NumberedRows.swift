/// A transition table's rules numbered densely when the table is built, so that a store which keeps the current
/// state's number finds a rule without hashing anything.
///
/// Every state of the table gets a number (its position in ``TransitionTable/states``); the distinct
/// (state, event) pairs are grouped into one row per state, laid out one after another in `entries`, and each rule
/// records its target, the target's number and whether it has a guard or an effect. Finding a rule from a numbered
/// state is then two array reads and a scan of that state's own events (compared with `==`); a state with more
/// than ``scanLimit`` distinct events falls back to the table's hash index. Nothing here depends on the number of
/// states, so lookup is flat from 5 to 100,000 states.
@usableFromInline
struct NumberedRows<State: Hashable & Sendable, Event: Hashable & Sendable>: Sendable {
    /// One distinct (state, event) pair of a row: the event, its first candidate rule and, when several rules share
    /// the pair, where the others are listed.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline let event: Event
        /// The position in the table's rules of the first candidate.
        @usableFromInline let first: Int
        /// The index in `alternatives` of every candidate's position, in table order; `-1` when there is one.
        @usableFromInline let several: Int
    }

    /// What taking a rule needs besides its guard and effect, kept apart from the rule so that the common case — a
    /// rule with neither — reads nothing else.
    @usableFromInline
    struct Outcome: Sendable {
        /// The rule's target.
        @usableFromInline let target: State
        /// The target's number.
        @usableFromInline let number: Int
        /// Whether the rule has neither a guard nor an effect.
        @usableFromInline let isPlain: Bool
    }

    /// Rows longer than this are searched through the hash index instead of scanned.
    @usableFromInline static var scanLimit: Int { 16 }
    /// What ``entry(number:event:)`` returns when no rule leaves the state on the event.
    @usableFromInline static var noEntry: Int { -1 }
    /// What ``entry(number:event:)`` returns when the state's row is too long to scan.
    @usableFromInline static var rowTooLong: Int { -2 }

    /// Each state's number.
    @usableFromInline let numbers: [State: Int]
    /// Where row `n` begins in `entries`; `rowStarts[n + 1]` is where it ends. One more element than states.
    @usableFromInline let rowStarts: [Int]
    /// Every distinct (state, event) pair, grouped by source state in state-number order.
    @usableFromInline let entries: [Entry]
    /// The candidate positions of the pairs that several rules share.
    @usableFromInline let alternatives: [[Int]]
    /// For each rule, in table order, its outcome.
    @usableFromInline let outcomes: [Outcome]

    /// Numbers `states` in order and groups `rules` by source state.
    /// - Complexity: O(n) in the number of rules.
    init(rules: [TransitionRule<State, Event>], states: [State]) {
        var numbers: [State: Int] = [:]
        numbers.reserveCapacity(states.count)
        for (number, state) in states.enumerated() { numbers[state] = number }
        // The distinct (state, event) pairs in order of first appearance, with their row and candidates.
        var pairRows: [Int] = []
        var pairEvents: [Event] = []
        var pairFirsts: [Int] = []
        var pairSeveral: [Int] = []
        var alternatives: [[Int]] = []
        var pairs: [TransitionTable<State, Event>.Key: Int] = [:]
        pairs.reserveCapacity(rules.count)
        var outcomes: [Outcome] = []
        outcomes.reserveCapacity(rules.count)
        for (position, rule) in rules.enumerated() {
            // Every source and target is in `states` (the table collects them from the rules).
            outcomes.append(
                Outcome(
                    target: rule.to, number: numbers[rule.to] ?? 0,
                    isPlain: rule.guardCondition == nil && rule.effect == nil))
            let key = TransitionTable<State, Event>.Key(state: rule.from, event: rule.event)
            if let pair = pairs[key] {
                if pairSeveral[pair] < 0 {
                    pairSeveral[pair] = alternatives.count
                    alternatives.append([pairFirsts[pair], position])
                } else {
                    alternatives[pairSeveral[pair]].append(position)
                }
            } else {
                pairs[key] = pairRows.count
                pairRows.append(numbers[rule.from] ?? 0)
                pairEvents.append(rule.event)
                pairFirsts.append(position)
                pairSeveral.append(-1)
            }
        }
        // Group the pairs by row, keeping their order within a row (a counting sort).
        var rowStarts = [Int](repeating: 0, count: states.count + 1)
        for row in pairRows { rowStarts[row + 1] += 1 }
        for row in 0..<states.count { rowStarts[row + 1] += rowStarts[row] }
        var next = rowStarts
        var order = [Int](repeating: 0, count: pairRows.count)
        for (pair, row) in pairRows.enumerated() {
            order[next[row]] = pair
            next[row] += 1
        }
        let entries = order.map { pair in
            Entry(event: pairEvents[pair], first: pairFirsts[pair], several: pairSeveral[pair])
        }
        self.numbers = numbers
        self.rowStarts = rowStarts
        self.entries = entries
        self.alternatives = alternatives
        self.outcomes = outcomes
    }

    /// The index in `entries` of `event` in the state numbered `number`.
    /// - Returns: The index; ``noEntry`` when the state has no rule for the event (or `number` is `-1`), or
    ///   ``rowTooLong`` when the row must be searched through the hash index.
    /// - Complexity: O(1): at most ``scanLimit`` comparisons of events.
    @inlinable @inline(__always)
    func entry(number: Int, event: Event) -> Int {
        guard number >= 0 && number < rowStarts.count - 1 else { return Self.noEntry }
        var entry = rowStarts[number]
        let end = rowStarts[number + 1]
        if end - entry > Self.scanLimit { return Self.rowTooLong }
        while entry < end {
            if entries[entry].event == event { return entry }
            entry += 1
        }
        return Self.noEntry
    }
}
