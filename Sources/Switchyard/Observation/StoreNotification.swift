/// What a store tells its observers, in this order for one accepted event:
/// ``willExit(_:)`` (external steps only), the state is committed, ``didEnter(_:)`` (external steps only),
/// then ``transition(_:)``. An event the machine does not accept produces only ``ignored(state:event:)``.
public enum StoreNotification<State: Sendable, Event: Sendable>: Sendable {
    /// The store is about to leave this state.
    case willExit(State)
    /// The store has entered this state (already committed).
    case didEnter(State)
    /// A transition completed.
    case transition(StateTransition<State, Event>)
    /// The machine has no transition for `event` in `state`; nothing changed.
    case ignored(state: State, event: Event)
}

extension StoreNotification: Equatable where State: Equatable, Event: Equatable {}
extension StoreNotification: Hashable where State: Hashable, Event: Hashable {}
