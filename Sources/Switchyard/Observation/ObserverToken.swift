/// A token for an observer or a selective subscription: the observer stays registered until the token is
/// cancelled or released.
///
/// Keep the token for as long as you want notifications (for example in the view model that observes), or call
/// ``cancel()`` explicitly. Cancelling from inside a notification is safe.
@MainActor
public final class ObserverToken: Hashable {
    /// What cancelling does.
    private enum Cancellation {
        case call(() -> Void)
        case remove(id: Int, from: any ObserverRegistry)
    }

    private var onCancel: Cancellation?

    @usableFromInline
    init(onCancel: @escaping () -> Void) {
        self.onCancel = .call(onCancel)
    }

    /// A token that unregisters observer `id` from `registry`: no closure, so no allocation besides the token.
    init(removing id: Int, from registry: any ObserverRegistry) {
        self.onCancel = .remove(id: id, from: registry)
    }

    /// Whether the subscription has been cancelled.
    package var wasCancelled: Bool { onCancel == nil }

    /// Stops notifications. Calling it again does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        switch action {
        case .call(let cancel): cancel()
        case .remove(let id, let registry): registry.removeObserver(id: id)
        case nil: break
        }
    }

    /// Keeps the subscription alive in `collection` (for example a view model's set of subscriptions).
    /// - Parameter collection: Where to keep it.
    public func store(in collection: inout Set<ObserverToken>) {
        collection.insert(self)
    }

    isolated deinit {
        cancel()
    }

    /// Identity equality.
    /// - Parameters:
    ///   - lhs: A subscription.
    ///   - rhs: Another subscription.
    /// - Returns: Whether both are the same object.
    public nonisolated static func == (lhs: ObserverToken, rhs: ObserverToken) -> Bool {
        lhs === rhs
    }

    /// Hashes the object identity.
    /// - Parameter hasher: The hasher.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
