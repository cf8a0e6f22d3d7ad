/// What became of a value a view wrote back through a binding model.
///
/// SwiftUI writes back on its own — a swipe-back shortens the path, a drag-down sets the sheet's item to `nil`, a
/// text field sets its string — and the machine may accept or refuse the event that write-back becomes. When the
/// state does not end up equal to what the view wrote, the model tells Observation that the store's state was
/// touched, so every view that reads it draws the state again (it is *re-synchronised*), and reports
/// ``refused``.
public enum WriteBackOutcome: Sendable, Hashable {
    /// The written value was already the state's; nothing was sent.
    case unchanged
    /// The events were sent and the state now equals the written value.
    case accepted
    /// The events were sent (or none could express the write-back) and the state differs from the written value:
    /// the view was re-synchronised to the state.
    case refused
    /// The store was processing another event, so the events were queued behind it and cannot be checked now;
    /// the view was re-synchronised in case they are refused.
    case queued
}
