/// A registered closure observer.
@MainActor
@usableFromInline
final class ObserverBox<State: Sendable, Event: Sendable> {
    let id: Int
    @usableFromInline let handler: @MainActor (StoreNotification<State, Event>) -> Void
    @usableFromInline var isActive = true

    init(id: Int, handler: @escaping @MainActor (StoreNotification<State, Event>) -> Void) {
        self.id = id
        self.handler = handler
    }
}
