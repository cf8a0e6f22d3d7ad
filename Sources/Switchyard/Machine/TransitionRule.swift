/// One row of a transition table: in `from`, on `event`, go to `to` — when the guard allows — and run an effect.
public struct TransitionRule<State: Hashable & Sendable, Event: Hashable & Sendable>: Sendable {
    /// The source state.
    public var from: State
    /// The triggering event.
    public var event: Event
    /// The target state.
    public var to: State
    /// A condition on the current state and event; the rule applies only when it returns `true`.
    @usableFromInline package var guardCondition: (@Sendable (State, Event) -> Bool)?
    /// Computes the effect of taking this rule.
    public var effect: (@Sendable (State, Event) -> Effect<Event>)?
    /// A name for the guard, shown in diagrams (`event [name]`).
    package var guardLabel: String?

    /// Creates a rule.
    /// - Parameters:
    ///   - from: The source state.
    ///   - event: The triggering event.
    ///   - to: The target state.
    ///   - guardName: A name for the guard, for diagrams.
    ///   - condition: The guard; the rule is skipped when it returns `false`.
    ///   - effect: The effect of taking the rule.
    public init(
        from: State,
        on event: Event,
        to: State,
        guardName: String? = nil,
        where condition: (@Sendable (State, Event) -> Bool)? = nil,
        effect: (@Sendable (State, Event) -> Effect<Event>)? = nil
    ) {
        self.from = from
        self.event = event
        self.to = to
        self.guardLabel = guardName
        self.guardCondition = condition
        self.effect = effect
    }

    /// A rule: in `from`, on `event`, go to `to`.
    ///
    /// ```swift
    /// let table = TransitionTable<Screen, Tap>([
    ///     .from(.root, on: .next, to: .checkingLogin),
    ///     .from(.showingLoginModal, on: .tappedLogin, to: .showingTutorialModal, effect: .send(.loggedIn)),
    /// ])
    /// ```
    /// - Parameters:
    ///   - from: The source state.
    ///   - event: The triggering event.
    ///   - to: The target state.
    ///   - guardName: A name for the guard, for diagrams.
    ///   - condition: The guard.
    ///   - effect: A fixed effect to run when the rule is taken.
    /// - Returns: The rule.
    public static func from(
        _ from: State,
        on event: Event,
        to: State,
        guardName: String? = nil,
        where condition: (@Sendable (State, Event) -> Bool)? = nil,
        effect: Effect<Event> = .none
    ) -> TransitionRule {
        var compute: (@Sendable (State, Event) -> Effect<Event>)?
        if !effect.isNone { compute = { _, _ in effect } }
        return TransitionRule(
            from: from, on: event, to: to, guardName: guardName, where: condition, effect: compute)
    }

    /// Whether the rule applies to `event` in `state` (its guard passes).
    /// - Parameters:
    ///   - state: The current state.
    ///   - event: The event.
    /// - Returns: `true` when there is no guard or the guard passes.
    @inlinable
    package func permits(_ state: State, _ event: Event) -> Bool {
        guardCondition?(state, event) ?? true
    }
}
