/// Whether a new subscription receives the current value right away.
public enum InitialDelivery: Sendable, Hashable {
    /// Call the handler once now with the current value, then on each change.
    case currentValue
    /// Call the handler only when the value changes after subscribing.
    case changesOnly
}

extension Store {
    /// Subscribes to one part of the state: the handler is called only when that part changes.
    ///
    /// Subscriptions to the same key path share one evaluation per state change, so a send costs one comparison per
    /// *distinct* selection, however many subscribers share it; subscribers whose selection did not change are not
    /// called.
    ///
    /// A key path made of stored properties (`\.registration.email`) is resolved once, into a fixed offset in the
    /// state's bytes. Swift offers no way to resolve a key path through a subscript or a computed property
    /// (`\.rows[i]`): the run time applies it at each evaluation, which costs about 160 ns. For many such
    /// selections, use ``subscribe(selecting:initial:_:)`` (a few nanoseconds each), or declare parts
    /// (``subscribe(to:in:initial:_:)``) so the selection is evaluated only when its part changed.
    ///
    /// ```swift
    /// let token = store.subscribe(to: \.registration, initial: .changesOnly) { registration in
    ///     render(registration)
    /// }
    /// ```
    /// - Parameters:
    ///   - keyPath: The part of the state.
    ///   - initial: Whether to deliver the current value now. There is no default: say what you mean.
    ///   - handler: Called on the main actor with each new value; it may send events.
    /// - Returns: A token; the subscription lasts until it is cancelled or released.
    /// - Complexity: A send evaluates each distinct selection once: one key-path read and one comparison,
    ///   compiled for your types.
    @inlinable
    public func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        let cancel = core.subscribe(
            to: keyPath, in: nil as Int?, initial: initial, { value in handler(value) },
            makeSelection: { state, placement, _ in
                ValueSelection(select: Self.reader(for: keyPath), state: state, placement: placement)
            })
        return token(cancelling: cancel)
    }

    /// Subscribes to one part of the state, declared in a part that the machine's reducer reports when it changes
    /// it (``Machine/reducer(initial:parts:_:)``): a send evaluates the selection only when its step reports `part`,
    /// so the cost of a send grows with the selections that changed, not with those that are watched.
    ///
    /// ```swift
    /// let token = store.subscribe(to: \.values[index], in: Counters.Part.value(index), initial: .changesOnly) {
    ///     value in render(value)
    /// }
    /// ```
    ///
    /// With a machine that does not report its changes, the selection is evaluated on every change, like one made
    /// with ``subscribe(to:initial:_:)``. Subscriptions to the same key path in the same part share one
    /// evaluation.
    /// - Parameters:
    ///   - keyPath: The value of the state to watch.
    ///   - part: The part of the state `keyPath` reads, as the reducer reports it in its ``StateChanges``.
    ///   - initial: Whether to deliver the current value now.
    ///   - handler: Called on the main actor with each new value; it may send events.
    /// - Returns: A token; the subscription lasts until it is cancelled or released.
    /// - Complexity: Nothing per send when `part` is not reported; one key-path read and one comparison when it is.
    @inlinable
    public func subscribe<Value: Equatable, Part: Hashable>(
        to keyPath: KeyPath<State, Value>,
        in part: Part,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        let cancel = core.subscribe(
            to: keyPath, in: part, initial: initial, { value in handler(value) },
            makeSelection: { state, placement, _ in
                ValueSelection(select: Self.reader(for: keyPath), state: state, placement: placement)
            })
        return token(cancelling: cancel)
    }

    /// Subscribes to a value computed from one part of the state, declared in a part that the machine's reducer
    /// reports when it changes it (``Machine/reducer(initial:parts:_:)``): `select` runs only for steps that report
    /// `part`, or for every change when the machine reports nothing.
    /// - Parameters:
    ///   - select: Computes the value from the state; it must read only `part`.
    ///   - part: The part of the state `select` reads, as the reducer reports it in its ``StateChanges``.
    ///   - initial: Whether to deliver the current value now.
    ///   - handler: Called on the main actor with each new value.
    /// - Returns: A token; the subscription lasts until it is cancelled or released.
    /// - Complexity: Nothing per send when `part` is not reported; one call of `select` and one comparison when it
    ///   is.
    @inlinable
    public func subscribe<Value: Equatable, Part: Hashable>(
        selecting select: @escaping (State) -> Value,
        in part: Part,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        let cancel = core.subscribe(
            to: nil as KeyPath<State, Value>?, in: part, initial: initial, { value in handler(value) },
            makeSelection: { state, placement, sole in
                ValueSelection(select: select, state: state, placement: placement, soleHandler: sole)
            })
        return token(cancelling: cancel)
    }

    /// Subscribes to a value computed from the state: the handler is called only when it changes.
    ///
    /// Each call makes its own selection; prefer ``subscribe(to:initial:_:)`` with a key path when many subscribers
    /// watch the same part, so they share one evaluation.
    /// - Parameters:
    ///   - select: Computes the value from the state.
    ///   - initial: Whether to deliver the current value now.
    ///   - handler: Called on the main actor with each new value.
    /// - Returns: A token; the subscription lasts until it is cancelled or released.
    /// - Complexity: A send calls `select` once and compares, compiled for your types.
    @inlinable
    public func subscribe<Value: Equatable>(
        selecting select: @escaping (State) -> Value,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        let cancel = core.subscribe(
            to: nil as KeyPath<State, Value>?, in: nil as Int?, initial: initial, { value in handler(value) },
            makeSelection: { state, placement, sole in
                ValueSelection(select: select, state: state, placement: placement, soleHandler: sole)
            })
        return token(cancelling: cancel)
    }

    /// Reads `keyPath`, resolved once: a path of stored properties of a struct state is a fixed offset in the
    /// state's bytes, read directly on every send; any other path (subscripts, computed properties, classes) is
    /// applied as a key path (see ``UncheckedKeyPathReader``).
    @inlinable
    static func reader<Value>(for keyPath: KeyPath<State, Value>) -> (State) -> Value {
        UncheckedKeyPathReader.reader(for: keyPath)
    }

    /// The token of a selective subscription.
    @usableFromInline
    func token(cancelling cancellation: SubscriptionCancellation) -> ObserverToken {
        switch cancellation {
        case .id(let id): ObserverToken(removing: id, from: link)
        case .call(let cancel): ObserverToken(onCancel: cancel)
        }
    }

    /// The number of distinct selections currently evaluated on each state change.
    package var distinctSelectionCount: Int { core.existingBookkeeping?.selectionIndex.liveCount ?? 0 }
}
