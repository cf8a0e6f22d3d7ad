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
    /// Where ``isActive`` is kept: read for every observer on every notification (see ``UncheckedCell``).
    @usableFromInline let activeFlag = UncheckedCell(true)

    /// Whether the observer is still registered; a cancelled one is skipped until the list is compacted.
    @inlinable var isActive: Bool {
        get { activeFlag.value }
        set { activeFlag.value = newValue }
    }

    init(id: Int, handler: @escaping (StoreNotification<State, Event>) -> Void) {
        self.id = id
        self.handler = handler
        self.commitHandler = nil
    }

    init(id: Int, commitHandler: @escaping (Event, State) -> Void) {
        self.id = id
        self.handler = { _ in }
        self.commitHandler = commitHandler
    }

    deinit {
        activeFlag.release()
    }
}
