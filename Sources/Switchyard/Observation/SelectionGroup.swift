/// All subscribers of one selection of the state: the selection is evaluated once per committed change, and its
/// subscribers are called only when the selected value changed.
///
/// The evaluation is a closure made where the subscription is made (``Store/subscribe(to:initial:_:)`` is
/// `@inlinable`), so it is compiled for the caller's concrete state and value types: selecting and comparing cost
/// what the same code costs written by hand, not a generic call through value witnesses.
@usableFromInline
class SelectionGroup<State> {
    /// Where ``isRemoved`` is kept: read for every selection on every send (see ``UncheckedCell``).
    @usableFromInline let removedFlag = UncheckedCell(false)

    /// Whether the group lost its last subscriber; the store drops removed groups lazily (see
    /// `StoreCore.removeSelection`).
    @inlinable final var isRemoved: Bool {
        get { removedFlag.value }
        set { removedFlag.value = newValue }
    }
    /// The part of the state the selection reads, when its subscription named one (for diagnostics).
    @usableFromInline let part: AnyHashable?
    /// The store's slot of ``part`` when the machine reports parts of its type: the store then evaluates the
    /// selection only for steps that report it (see ``StateChanges``). -1 otherwise: evaluated after every change.
    @usableFromInline let partSlot: Int
    /// The order of subscription, used to evaluate selections of several parts in the order they were made.
    @usableFromInline let sequence: Int
    /// Re-evaluates the selection (given as the first argument, so the closure holds no reference to its group and
    /// the group needs no weak or unowned reference, whose side-table reference counting would slow every send) and
    /// returns whether its value changed.
    @usableFromInline let evaluate: (SelectionGroup<State>, State) -> Bool

    @usableFromInline
    init(placement: SelectionPlacement, evaluate: @escaping (SelectionGroup<State>, State) -> Bool) {
        self.evaluate = evaluate
        self.part = placement.part
        self.partSlot = placement.slot
        self.sequence = placement.sequence
    }

    deinit {
        removedFlag.release()
    }

    /// Re-evaluates the selection for a new state and calls subscribers when it changed.
    /// - Returns: Whether the selected value changed.
    @inlinable
    @discardableResult
    final func update(_ state: State) -> Bool {
        evaluate(self, state)
    }

    /// Re-evaluates every group of `groups` that is not removed, in order, for a new state.
    ///
    /// The loop takes no reference count on the groups (``UnretainedIteration``): `groups` is the caller's own copy
    /// of a list, so it keeps every group alive until the loop ends, whatever the subscribers called on the way add
    /// or cancel (they change the store's lists, never this copy).
    /// - Complexity: One evaluation per group that is not removed.
    @inlinable
    static func update(_ groups: [SelectionGroup<State>], with state: State) {
        UnretainedIteration.update(groups, with: state)
    }
}

/// Where a new selection belongs: its part and slot (if any) and its place in the order of subscription.
@usableFromInline
struct SelectionPlacement {
    @usableFromInline let part: AnyHashable?
    @usableFromInline let slot: Int
    @usableFromInline let sequence: Int

    @usableFromInline
    init(part: AnyHashable?, slot: Int, sequence: Int) {
        self.part = part
        self.slot = slot
        self.sequence = sequence
    }
}

/// One subscriber of a ``ValueSelection``.
@usableFromInline
final class SelectionSubscriber<Value> {
    @usableFromInline let handler: (Value) -> Void
    /// Where ``isActive`` is kept, for the reason ``SelectionGroup/removedFlag`` gives: it is read for every
    /// subscriber on every delivery, from code compiled in the client (a stored `var` would be checked for
    /// exclusive access there at run time). Every access is a single load or store of a `Bool`, so none can overlap
    /// another. Allocated with the subscriber, freed in `deinit`.
    @usableFromInline let activeFlag = UncheckedCell(true)

    /// Whether the subscriber is still subscribed; a cancelled one is skipped until its list is compacted.
    @inlinable var isActive: Bool {
        get { activeFlag.value }
        set { activeFlag.value = newValue }
    }

    init(handler: @escaping (Value) -> Void) {
        self.handler = handler
    }

    deinit {
        activeFlag.release()
    }
}

/// What a ``ValueSelection`` changes as it runs: its last value and its subscribers. One cell holds both, so a
/// selection costs one allocation for them, not one each.
@usableFromInline
struct SelectionValue<Value> {
    /// The last value selected.
    @usableFromInline var current: Value
    /// The subscribers of a shared selection, in subscription order (empty for a selection with a sole handler).
    @usableFromInline var subscribers: [SelectionSubscriber<Value>]

    @usableFromInline
    init(current: Value) {
        self.current = current
        self.subscribers = []
    }
}

/// A selection of one `Equatable` value.
///
/// A selection made for one subscriber (``Store/subscribe(selecting:initial:_:)``) calls that subscriber's handler
/// directly: it needs no subscriber object and no list. A shared selection (one per key path and part) keeps a list;
/// cancelling one of its subscribers is O(1) amortized: a cancelled subscriber is marked inactive and skipped, and the
/// list is compacted once more than half of it is inactive — so releasing thousands of tokens costs thousands of
/// steps, not millions.
@usableFromInline
final class ValueSelection<State, Value: Equatable>: SelectionGroup<State> {
    /// Where the last value and the subscribers are kept, for the reason ``SelectionGroup/removedFlag`` gives: the
    /// value is compared on every send, and ``deliver(_:)``, compiled in the client, copies the list out on every
    /// delivery. Every access is a single load, store or comparison in place, an append, or a compaction whose
    /// closure reads only ``SelectionSubscriber/isActive``; none calls a subscriber or the store (``deliver(_:)``
    /// gets copies), so none can overlap another. Allocated with the selection, freed in `deinit`.
    @usableFromInline let slot: UncheckedCell<SelectionValue<Value>>

    /// Computes the value from the state: read by ``SelectionGroup/evaluate`` through the group it is given, so
    /// that closure captures nothing and calling it takes no reference count.
    @usableFromInline let select: (State) -> Value

    /// The handler of a selection made for one subscriber; `nil` for a shared selection, whose subscribers are in
    /// the list.
    @usableFromInline let soleHandler: ((Value) -> Void)?

    /// The last value selected.
    @inlinable var current: Value {
        get { slot.value.current }
        set { slot.value.current = newValue }
    }
    private var inactiveCount = 0

    /// A selection starting from `state`'s value. Made inline at the subscription, so `evaluate` is specialized.
    /// - Parameters:
    ///   - select: Computes the value from the state.
    ///   - state: The state to start from.
    ///   - placement: The selection's part, slot and order.
    ///   - soleHandler: The handler of the one subscriber of a selection that is not shared; `nil` for a shared
    ///     selection, whose subscribers are added with ``add(handler:)``.
    /// - Complexity: Each evaluation is one call of `select` and one comparison; subscribers are called only on a
    ///   change.
    @inlinable
    init(
        select: @escaping (State) -> Value, state: State, placement: SelectionPlacement,
        soleHandler: ((Value) -> Void)? = nil
    ) {
        slot = UncheckedCell(SelectionValue(current: select(state)))
        self.select = select
        self.soleHandler = soleHandler
        super.init(placement: placement) { group, state in
            // Only this class installs this closure, so the group is always a `ValueSelection<State, Value>`.
            let selection = UncheckedDowncast.cast(group, to: ValueSelection<State, Value>.self)
            let value = selection.select(state)
            guard value != selection.slot.value.current else { return false }
            selection.slot.value.current = value
            selection.deliver(value)
            return true
        }
    }

    deinit {
        slot.release()
    }

    func add(handler: @escaping (Value) -> Void) -> SelectionSubscriber<Value> {
        let subscriber = SelectionSubscriber(handler: handler)
        slot.value.subscribers.append(subscriber)
        return subscriber
    }

    /// Calls the subscribers with a new value. Compiled for the subscriber's value type (it is inlinable, so no
    /// generic metadata is looked up per delivery) but kept out of line, so the evaluation that calls it only on a
    /// change stays small.
    @inlinable
    @inline(never)
    func deliver(_ value: Value) {
        if let soleHandler {
            soleHandler(value)
            return
        }
        // Iterate a copy: a handler may cancel itself or subscribe another.
        let snapshot = slot.value.subscribers
        for subscriber in snapshot where subscriber.isActive {
            subscriber.handler(value)
        }
    }

    /// Removes one subscriber of a shared selection; returns whether the group has no active subscriber left.
    func remove(_ subscriber: SelectionSubscriber<Value>) -> Bool {
        guard subscriber.isActive else { return activeCount == 0 }
        subscriber.isActive = false
        inactiveCount += 1
        if inactiveCount * 2 > slot.value.subscribers.count {
            slot.value.subscribers.removeAll { !$0.isActive }
            inactiveCount = 0
        }
        return activeCount == 0
    }

    private var activeCount: Int { slot.value.subscribers.count - inactiveCount }
}
