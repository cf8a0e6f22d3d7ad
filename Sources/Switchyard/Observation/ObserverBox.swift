/// A registered closure observer.
///
/// Not `Sendable`: it lives in its store's isolation, and its handler is called only there.
@usableFromInline
final class ObserverBox<State: Sendable, Event: Sendable> {
    let id: Int
    @usableFromInline let handler: (StoreNotification<State, Event>) -> Void
    /// For an observer of commits (``Store/observeCommits(_:)``), which needs no previous state: called with the
    /// event and the committed state, by `notifyCommit` and, for a step that carries the previous state anyway, by
    /// `notify` in place of `handler`, which such an observer does not have.
    @usableFromInline let commitHandler: ((Event, State) -> Void)?
    /// Where ``isActive`` is kept: a stored `var` of a class is checked for exclusive access at run time on every
    /// read from code compiled in the client (≈ 75 instructions), and this flag is read for every observer on every
    /// notification. Safe without that check because every access is a single load or store of a `Bool` — none
    /// spans a call, so no two can overlap — and a box is used only on its store's isolation (it is not
    /// `Sendable`). Allocated with the box, freed in `deinit`.
    @usableFromInline let activeFlag: UnsafeMutablePointer<Bool>

    /// Whether the observer is still registered; a cancelled one is skipped until the list is compacted.
    @inlinable var isActive: Bool {
        get { activeFlag.pointee }
        set { activeFlag.pointee = newValue }
    }

    init(id: Int, handler: @escaping (StoreNotification<State, Event>) -> Void) {
        self.id = id
        self.handler = handler
        self.commitHandler = nil
        activeFlag = .allocate(capacity: 1)
        activeFlag.initialize(to: true)
    }

    init(id: Int, commitHandler: @escaping (Event, State) -> Void) {
        self.id = id
        self.handler = { _ in }
        self.commitHandler = commitHandler
        activeFlag = .allocate(capacity: 1)
        activeFlag.initialize(to: true)
    }

    deinit {
        activeFlag.deinitialize(count: 1)
        activeFlag.deallocate()
    }
}
