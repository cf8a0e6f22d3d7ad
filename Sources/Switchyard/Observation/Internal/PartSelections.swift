/// The selections made in one part of the state, in subscription order; removed ones are dropped lazily, once they
/// are more than half of the list, so cancelling is O(1) amortized.
@usableFromInline
struct PartSelections<State> {
    @usableFromInline var groups: [SelectionGroup<State>] = []
    @usableFromInline var live = 0

    init() {}
}

/// What subscriptions to the same key path share a selection by: the key path and the part it was declared in.
struct SelectionKey: Hashable {
    let keyPath: AnyKeyPath
    let part: AnyHashable?
}
