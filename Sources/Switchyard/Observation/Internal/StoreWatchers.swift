/// Who a store tells about its steps: the closure observers and the selective subscriptions, as the lists the send
/// path iterates.
///
/// The lists only; what registering and cancelling need besides (observers by id, live counts, shared selections by
/// key path) is kept in the store's bookkeeping, made on first use, so that a store nobody watches stays small. The
/// store keeps its `StoreWork` flags in step with these lists, and the send path reads the flags, not the lists, to
/// learn whether a list is empty.
@usableFromInline
struct StoreWatchers<State: Sendable, Event: Sendable> {
    /// The closure observers, in registration order; cancelled ones are dropped lazily.
    @usableFromInline var observers: [ObserverBox<State, Event>] = []
    /// How many active observers need the state a step leaves (all but observers of commits).
    var previousStateObserverCount = 0
    /// The selections evaluated after each commit, in subscription order; removed ones are dropped lazily.
    @usableFromInline var selections: [SelectionGroup<State>] = []
    /// The selections made without a part, in subscription order: evaluated after every commit, whatever a step
    /// reports. Removed ones are dropped lazily.
    @usableFromInline var unpartedSelections: [SelectionGroup<State>] = []
    /// The selections made in a part the machine reports, by the part's slot: evaluated only when a step reports the
    /// part (or reports nothing).
    @usableFromInline var partSelections: [PartSelections<State>] = []
    /// The slots of the watched parts, when the machine reports the parts it changes.
    @usableFromInline let partIndex: PartIndex?

    init(partIndex: PartIndex?) {
        self.partIndex = partIndex
    }

    /// Forgets every observer and selection (the store went away).
    mutating func removeAll() {
        observers.removeAll()
        previousStateObserverCount = 0
        selections.removeAll()
        unpartedSelections.removeAll()
        partSelections.removeAll()
    }
}
