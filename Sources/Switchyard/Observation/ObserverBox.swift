/// A registered closure observer.
///
/// Not `Sendable`: it lives in its store's isolation, and its handler is called only there.
@usableFromInline
final class ObserverBox<State: Sendable, Event: Sendable> {
    let id: Int
    @usableFromInline let handler: (StoreNotification<State, Event>) -> Void
    @usableFromInline var isActive = true

    init(id: Int, handler: @escaping (StoreNotification<State, Event>) -> Void) {
        self.id = id
        self.handler = handler
    }
}
