/// The state a store holds and, for a table machine, its number.
///
/// The table finds a rule from the current state's dense number without hashing the state. `nextNumber` is set
/// before a table's step and becomes `number` in the commit, together with the state, so every observer, guard and
/// action sees the two in step (StoreTableNumberTests). For other machines both numbers stay as they started.
@usableFromInline
struct CurrentState<State> {
    /// The committed state; changed in place by reducers and in-place steps.
    @usableFromInline var value: State
    /// For a table machine, the number of ``value`` in its table (`-1` for a state no rule names).
    @usableFromInline var number: Int
    /// For a table machine, the number of the state the step being taken leads to.
    @usableFromInline var nextNumber: Int

    /// A store's start state and its number.
    init(_ value: State, number: Int) {
        self.value = value
        self.number = number
        self.nextNumber = number
    }

    /// Commits a step's state and makes its number current.
    @inlinable
    mutating func commit(_ state: State) {
        value = state
        number = nextNumber
    }
}
