/// Work a statechart's actions asked the host to start or stop, in the order it arose within a macrostep.
///
/// An action asks for work with ``Statechart/ActionScope/perform(_:)``. Work asked for by a state's entry action is
/// *tied* to that state: when the state is exited — by one of its own transitions, an ancestor's, or the chart
/// finishing — the interpreter records ``cancelEffects(tiedTo:ids:)`` for it, so the host cancels exactly that
/// state's work. A ``Store`` running the chart (``Statechart/machine(context:stepLimit:)``) does all of this itself.
public enum StatechartEffectCommand<StateID: Hashable & Sendable, Event: Sendable>: Sendable {
    /// Start `effect`; `tiedTo` is the state whose entry action asked for it, if any.
    case run(Effect<Event>, tiedTo: StateID?)
    /// Cancel the work tied to a state that was just exited: the runs without an id of their own, and those with
    /// the ids listed.
    case cancelEffects(tiedTo: StateID, ids: [EffectID])
}

extension StatechartEffectCommand: Equatable where Event: Equatable {
    /// Commands are equal when they are the same case for the same state and their effects have the same
    /// ``Effect/actions``.
    /// - Parameters:
    ///   - lhs: A command.
    ///   - rhs: Another command.
    /// - Returns: Whether they are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.run(let a, let first), .run(let b, let second)): first == second && a.actions == b.actions
        case (.cancelEffects(let first, let a), .cancelEffects(let second, let b)): first == second && a == b
        default: false
        }
    }
}
