/// The description of asynchronous work inside an ``Effect``.
@usableFromInline
struct EffectRun<Event: Sendable>: Sendable {
    var id: EffectID?
    var cancelInFlight: Bool
    var priority: TaskPriority?
    /// The state the work is tied to, by nesting depth: `nil` when it is not tied to a state; 0 for the state of
    /// the machine that returned it (the store's state, once performed); `n` for the state of the child flow `n`
    /// levels inside that state (``Flow/step(from:on:state:event:)`` adds a level for each parent it passes).
    var stateDepth: Int?
    var operation: @Sendable (EffectContext<Event>) async throws -> Void
    var errorHandler: (@Sendable (any Error, EffectContext<Event>) async -> Void)?

    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Event) -> Parent) -> EffectRun<Parent> {
        let operation = self.operation
        var parentHandler: (@Sendable (any Error, EffectContext<Parent>) async -> Void)?
        if let handler = errorHandler {
            parentHandler = { error, context in await handler(error, context.pullback(transform)) }
        }
        return EffectRun<Parent>(
            id: id, cancelInFlight: cancelInFlight, priority: priority, stateDepth: stateDepth,
            operation: { context in try await operation(context.pullback(transform)) },
            errorHandler: parentHandler)
    }
}
