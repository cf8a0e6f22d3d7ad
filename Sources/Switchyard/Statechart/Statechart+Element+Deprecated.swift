// The element builder's predicate form, deprecated in 0.7: it restated `on(matching: .event(label, where:), …)`.

extension Statechart.Element {
    /// A transition taken on every event `predicate` accepts, shown as `label`.
    /// - Parameters:
    ///   - label: How the transition's event is shown (the arrow's label in a drawing of the chart).
    ///   - predicate: Whether an event is one this transition is taken on.
    ///   - targets: The states it enters; none for a targetless transition.
    ///   - kind: External (the default) or internal.
    ///   - guard: Must return `true` for the transition to be taken.
    ///   - action: Runs when it is taken.
    /// - Returns: The element.
    @available(*, deprecated, message: "use on(matching: .event(label, where: predicate), to: …)")
    public static func on(
        _ label: String, where predicate: @escaping @Sendable (Event) -> Bool, to targets: StateID...,
        kind: StatechartTransitionKind = .external, guard: Statechart.Guard? = nil, action: Statechart.Action? = nil
    ) -> Self {
        transition(
            on: [.event(label, where: predicate)], to: targets, kind: kind, guard: `guard`,
            actions: action.map { [$0] } ?? [])
    }
}
