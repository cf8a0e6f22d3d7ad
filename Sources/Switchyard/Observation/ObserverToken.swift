/// A token for an observer or a selective subscription: the observer stays registered until the token is
/// cancelled or released.
///
/// Keep the token for as long as you want notifications (for example in the view model that observes), or call
/// ``cancel()`` explicitly. Cancelling from inside a notification is safe.
@MainActor
public final class ObserverToken: Hashable {
    private var onCancel: (() -> Void)?

    @usableFromInline
    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Whether the subscription has been cancelled.
    public var isCancelled: Bool { onCancel == nil }

    /// Stops notifications. Calling it again does nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
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
