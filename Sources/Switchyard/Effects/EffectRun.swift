/// The description of asynchronous work inside an ``Effect``.
@usableFromInline
struct EffectRun<Event: Sendable>: Sendable {
    var id: EffectID?
    var cancelInFlight: Bool
    var priority: TaskPriority?
    /// The state the work is tied to (``StateTie``), whose exit cancels it; `nil` when it is tied to no state.
    var tie: StateTie?

    /// The tie of this work once it is tied to the current state: the current state (depth 0), unless it is
    /// already tied to a state of its own (a child flow's, one level down, or a chart's) — the one rule for
    /// ``Effect/cancellingOnExit()`` and for an entry action's work.
    var tieToCurrentState: StateTie { tie ?? .state(depth: 0) }
    var operation: @Sendable (EffectContext<Event>) async throws -> Void
    var errorHandler: (@Sendable (any Error, EffectContext<Event>) async -> Void)?
    /// For a delayed send (``Effect/send(_:after:id:)``), its event and delay as data, so a store's snapshot saves
    /// the timer with its deadline; `nil` for other work.
    var timer: EffectTimer<Event>? = nil
    /// What a store restored from a snapshot taken while this work ran does about it (``Effect/onRestore(_:)``).
    var restoration: EffectRestoration<Event>? = nil

    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Event) -> Parent) -> EffectRun<Parent> {
        let operation = self.operation
        var parentHandler: (@Sendable (any Error, EffectContext<Parent>) async -> Void)?
        if let handler = errorHandler {
            parentHandler = { error, context in await handler(error, context.pullback(transform)) }
        }
        return EffectRun<Parent>(
            id: id, cancelInFlight: cancelInFlight, priority: priority, tie: tie,
            operation: { context in try await operation(context.pullback(transform)) },
            errorHandler: parentHandler,
            timer: timer.map { EffectTimer(event: transform($0.event), delay: $0.delay) },
            restoration: restoration?.map(transform))
    }
}

/// A delayed send's event and delay.
struct EffectTimer<Event: Sendable>: Sendable {
    var event: Event
    var delay: Duration
}
