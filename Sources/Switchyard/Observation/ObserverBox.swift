/// A registered closure observer.
///
/// Not `Sendable`: it lives in its store's isolation, and its handler is called only there.
@usableFromInline
final class ObserverBox<State: Sendable, Event: Sendable> {
    let id: Int
    @usableFromInline let handler: (StoreNotification<State, Event>) -> Void
    /// For an observer of commits (``Store/observeCommits(_:)``), which needs no previous state: called with the
    /// event and the committed state. `handler` forwards transitions to it, for the steps that carry the previous
    /// state anyway.
    @usableFromInline let commitHandler: ((Event, State) -> Void)?
    @usableFromInline var isActive = true

    init(id: Int, handler: @escaping (StoreNotification<State, Event>) -> Void) {
        self.id = id
        self.handler = handler
        self.commitHandler = nil
    }

    init(id: Int, commitHandler: @escaping (Event, State) -> Void) {
        self.id = id
        self.handler = { notification in
            if case .transition(let transition) = notification { commitHandler(transition.event, transition.to) }
        }
        self.commitHandler = commitHandler
    }
}
