import Observation

/// Where a binding model reads and sends: a store, a scope of one or a router (``StoreLens/bindingSource``), behind
/// closures so that the model's type does not name the store's.
@MainActor
struct BindingSource<State, Event> {
    /// The state now (tracked by Observation when read in a tracking scope).
    let read: @MainActor () -> State
    /// Sends an event, processed now or queued.
    let send: @MainActor (Event) -> Void
    /// Whether a send now would be queued behind the event being processed.
    let isProcessing: @MainActor () -> Bool
    /// Tells Observation that the store's state changed without changing it, so views draw the state again.
    let invalidate: @MainActor () -> Void

    /// Sends `events` in order, stopping at the first one the machine did not follow (per `followed`), and
    /// re-synchronises the views unless `accepted` holds afterwards.
    /// - Parameters:
    ///   - events: The events a write-back became; empty when nothing can express it.
    ///   - followed: Whether the state took the step the event at this index asked for.
    ///   - accepted: Whether the state now equals what the view wrote.
    /// - Returns: The outcome.
    func writeBack(
        _ events: [Event], followed: @MainActor (Int) -> Bool = { _ in true }, accepted: @MainActor () -> Bool
    ) -> WriteBackOutcome {
        if isProcessing() {
            for event in events { send(event) }
            invalidate()
            return .queued
        }
        for (index, event) in events.enumerated() {
            send(event)
            if !followed(index) { break }
        }
        if accepted() { return .accepted }
        invalidate()
        return .refused
    }
}

extension Store {
    /// This store as a binding model's source.
    var bindingSource: BindingSource<State, Event> { lens.bindingSource }

    /// Tells Observation that ``state`` changed without changing it: every view that read it draws it again. A
    /// refused write-back needs this, because a view that already shows what it wrote would otherwise never be
    /// told that the state did not follow.
    func invalidateObservers() {
        observation.willSet()
        observation.didSet()
    }
}

extension ScopedStore {
    /// This scope as a binding model's source.
    var bindingSource: BindingSource<State, Event> { lens.bindingSource }
}
