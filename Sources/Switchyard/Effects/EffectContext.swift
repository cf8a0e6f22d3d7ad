/// What a running effect can do: send events to its store and wait on the store's clock.
///
/// The clock is the one given in ``StoreOptions/clock``, so a test that injects a manual clock controls every
/// `sleep` an effect makes.
public struct EffectContext<Event: Sendable>: Sendable {
    /// The store's clock.
    public let clock: any Clock<Duration>
    @usableFromInline
    let deliver: @Sendable (Event) async -> Void

    /// Creates a context that hands events to `deliver`; for running an effect's work outside a store (tests, tools).
    /// - Parameters:
    ///   - clock: The clock the work sleeps on.
    ///   - deliver: Receives each event the work sends.
    package init(clock: any Clock<Duration>, delivering deliver: @escaping @Sendable (Event) async -> Void) {
        self.clock = clock
        self.deliver = deliver
    }

    /// Sends an event to the store, which processes it in its own isolation (queued behind the event being
    /// processed, if any).
    ///
    /// An effect's sends count while its operation runs. Once the effect is cancelled — its state was exited, it
    /// was cancelled by id, or the store was released — a send from its own task is dropped silently: that is what
    /// cancelling means. A send from anywhere else after the effect is over (a completion handler a framework
    /// called after the operation returned, or after the store was released) is dropped too, and reported as a
    /// ``StoreDiagnostic/Kind/droppedEvent`` diagnostic. To deliver a callback's result, await it inside the
    /// operation (for example with `withCheckedContinuation`).
    /// - Parameter event: The event.
    @inlinable
    public func send(_ event: Event) async {
        if Task.isCancelled { return }
        await deliver(event)
    }

    /// Suspends for `duration` on the store's clock.
    /// - Parameter duration: How long to wait.
    /// - Throws: `CancellationError` when the effect is cancelled while waiting.
    public func sleep(for duration: Duration) async throws {
        try await clock.sleep(for: duration)
    }

    func pullback<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Event) -> EffectContext<Child> {
        let deliver = self.deliver
        return EffectContext<Child>(clock: clock) { child in await deliver(transform(child)) }
    }
}
