/// A declarative list of transitions with O(1) lookup and full introspection.
///
/// Rules are kept in the order given. When several rules share a source state and event, the first whose guard
/// passes wins, so guarded alternatives read top to bottom like a `switch`.
public struct TransitionTable<State: Hashable & Sendable, Event: Hashable & Sendable>: Sendable {
    @usableFromInline
    struct Key: Hashable, Sendable {
        @usableFromInline var state: State
        @usableFromInline var event: Event

        @inlinable
        init(state: State, event: Event) {
            self.state = state
            self.event = event
        }
    }

    /// The rules, in the order given.
    public let rules: [TransitionRule<State, Event>]
    /// Every state named by a rule, in order of first appearance.
    public let states: [State]
    /// Every event named by a rule, in order of first appearance.
    public let events: [Event]

    /// For each (state, event), the positions in `rules` of its candidates, in order.
    @usableFromInline
    let index: [Key: Candidates]
    /// The same rules numbered densely, for stores that keep the current state's number (no hashing per event).
    @usableFromInline
    let numbered: NumberedRows<State, Event>

    @usableFromInline
    enum Candidates: Sendable {
        case one(Int)
        case several([Int])
    }

    /// Creates a table from its rules.
    /// - Parameter rules: The rules, first match wins for a shared (state, event).
    /// - Complexity: O(n) in the number of rules.
    public init(_ rules: [TransitionRule<State, Event>]) {
        self.rules = rules
        var index: [Key: Candidates] = [:]
        index.reserveCapacity(rules.count)
        var states: [State] = []
        var seenStates: Set<State> = []
        var events: [Event] = []
        var seenEvents: Set<Event> = []
        for (position, rule) in rules.enumerated() {
            let key = Key(state: rule.from, event: rule.event)
            switch index[key] {
            case nil: index[key] = .one(position)
            case .one(let first)?: index[key] = .several([first, position])
            case .several(let list)?: index[key] = .several(list + [position])
            }
            for state in [rule.from, rule.to] where seenStates.insert(state).inserted {
                states.append(state)
            }
            if seenEvents.insert(rule.event).inserted { events.append(rule.event) }
        }
        self.index = index
        self.states = states
        self.events = events
        self.numbered = NumberedRows(rules: rules, states: states)
    }

    /// The rule taken for `event` in `state`: the first whose guard passes.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: The rule, or `nil` when the event is ignored.
    /// - Complexity: O(1) on average, plus one guard call per candidate rule.
    @inlinable
    package func matchingRule(from state: State, on event: Event) -> TransitionRule<State, Event>? {
        switch index[Key(state: state, event: event)] {
        case nil:
            return nil
        case .one(let position)?:
            let rule = rules[position]
            return rule.permits(state, event) ? rule : nil
        case .several(let positions)?:
            for position in positions where rules[position].permits(state, event) {
                return rules[position]
            }
            return nil
        }
    }

    /// The step for `event` in `state`, with the rule's effect.
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: The step, or `nil` when the event is ignored.
    /// - Complexity: O(1) on average.
    @inlinable
    package func tableStep(from state: State, on event: Event) -> Step<State, Event>? {
        firstPassingRule(state, event) { position in step(at: position, state, event) }
    }

    /// The rule selection, written once: the rules for (`state`, `event`) in table order, the first whose `take`
    /// answers (its guard passes) wins.
    /// - Complexity: One hash of the key, then O(rules for the pair).
    @inlinable
    func firstPassingRule<Taken>(_ state: State, _ event: Event, _ take: (Int) -> Taken?) -> Taken? {
        switch index[Key(state: state, event: event)] {
        case nil:
            return nil
        case .one(let position)?:
            return take(position)
        case .several(let positions)?:
            for position in positions {
                if let taken = take(position) { return taken }
            }
            return nil
        }
    }

    /// The step of the rule at `position` when its guard passes; reads the rule in place rather than copying it.
    @inlinable
    func step(at position: Int, _ state: State, _ event: Event) -> Step<State, Event>? {
        if let condition = rules[position].guardCondition, !condition(state, event) { return nil }
        let effect = rules[position].effect
        return Step(rules[position].to, effect: effect?(state, event) ?? .none)
    }

    /// The dense number of `state`: its position in ``states``, or `-1` when no rule names it.
    /// - Complexity: One hash of the state.
    @inlinable
    func number(of state: State) -> Int {
        numbered.numbers[state] ?? -1
    }

    /// The step for `event` in `state`, whose number is `number`, with the number of the state it leads to.
    ///
    /// A store that keeps its current state's number alongside the state finds the rule without hashing: the row
    /// of `number` is scanned for `event` (``NumberedRows``), and the next number comes from the rule.
    /// - Parameters:
    ///   - number: The number of `state` (``number(of:)``), or `-1` for a state no rule names.
    ///   - state: The current state, for guards and effects.
    ///   - event: The event.
    /// - Returns: The step and its target's number, or `nil` when the event is ignored.
    /// - Complexity: O(1) whatever the number of states: at most ``NumberedRows/scanLimit`` event comparisons (one
    ///   hash beyond that), plus one guard call per candidate rule.
    @inlinable @inline(__always)
    func step(
        fromNumber number: Int, _ state: State, on event: Event
    ) -> (step: Step<State, Event>, number: Int)? {
        let entry = numbered.entry(number: number, event: event)
        if entry >= 0 {
            let outcome = numbered.outcomes[numbered.entries[entry].first]
            // The common case: the first candidate has no guard (so it wins) and no effect.
            if outcome.isPlain { return (Step(outcome.target), outcome.number) }
        } else if entry == NumberedRows<State, Event>.noEntry {
            return nil
        }
        return step(atEntry: entry, state, on: event)
    }

    /// ``step(fromNumber:_:on:)`` when the first candidate has a guard or an effect, or the row is too long to scan.
    @inlinable
    func step(atEntry entry: Int, _ state: State, on event: Event) -> (step: Step<State, Event>, number: Int)? {
        if entry >= 0 {
            let first = numbered.entries[entry].first
            let several = numbered.entries[entry].several
            if several < 0 { return numberedStep(at: first, state, event) }
            for position in numbered.alternatives[several] {
                if let found = numberedStep(at: position, state, event) { return found }
            }
            return nil
        }
        return firstPassingRule(state, event) { position in numberedStep(at: position, state, event) }
    }

    /// ``step(at:_:_:)`` with the number of the rule's target.
    @inlinable
    func numberedStep(at position: Int, _ state: State, _ event: Event) -> (step: Step<State, Event>, number: Int)? {
        guard let step = step(at: position, state, event) else { return nil }
        return (step, numbered.outcomes[position].number)
    }

    /// The events that have at least one rule leaving `state`, in table order (guards are not evaluated).
    /// - Parameter state: The state.
    /// - Returns: The events.
    public func events(from state: State) -> [Event] {
        var seen: Set<Event> = []
        return rules.compactMap { rule in
            rule.from == state && seen.insert(rule.event).inserted ? rule.event : nil
        }
    }
}

extension Machine where State: Hashable, Event: Hashable {
    /// A machine defined by a transition table.
    ///
    /// ```swift
    /// let onboarding = Machine<Onboarding, OnboardingEvent>.table(initial: .root, OnboardingFlow.table)
    /// ```
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - table: The transitions.
    ///   - onEnter: Effects to run on entering a state (state functions); they are cancelled when it is exited.
    ///   - onExit: Effects to run on leaving a state.
    /// - Returns: The machine.
    @inlinable
    public static func table(
        initial: State,
        _ table: TransitionTable<State, Event>,
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil
    ) -> Machine {
        Machine(
            initial: initial,
            form: .table(
                TableForm(
                    decideNumbered: { number, state, event in table.step(fromNumber: number, state, on: event) },
                    details: TableDetails(number: { state in table.number(of: state) }, table: table))),
            enter: onEnter, exit: onExit)
    }

    /// A machine defined by a transition table given as its list of rules.
    ///
    /// ```swift
    /// let turnstile = Machine<Turnstile, Push>.table(
    ///     initial: .locked,
    ///     rules: [
    ///         .from(.locked, on: .coin, to: .unlocked),
    ///         .from(.unlocked, on: .push, to: .locked),
    ///     ])
    /// ```
    /// - Parameters:
    ///   - initial: The initial state.
    ///   - rules: The rules of the table; the first match wins for a shared (state, event).
    ///   - onEnter: Effects to run on entering a state (state functions); they are cancelled when it is exited.
    ///   - onExit: Effects to run on leaving a state.
    /// - Returns: The machine.
    @inlinable
    public static func table(
        initial: State,
        rules: [TransitionRule<State, Event>],
        onEnter: (@Sendable (State) -> Effect<Event>)? = nil,
        onExit: (@Sendable (State) -> Effect<Event>)? = nil
    ) -> Machine {
        .table(initial: initial, TransitionTable(rules), onEnter: onEnter, onExit: onExit)
    }

    /// The transition table, when the machine was defined by one; `nil` for routing functions and reducers.
    public var table: TransitionTable<State, Event>? {
        guard case .table(let form) = form else { return nil }
        return form.details.table as? TransitionTable<State, Event>
    }
}
