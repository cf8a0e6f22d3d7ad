/// The description of asynchronous work inside an ``Effect``.
@usableFromInline
struct EffectRun<Event: Sendable>: Sendable {
    var id: EffectID?
    var cancelInFlight: Bool
    var priority: TaskPriority?
    var isScopedToState: Bool
    var operation: @Sendable (EffectContext<Event>) async throws -> Void
    var errorHandler: (@Sendable (any Error, EffectContext<Event>) async -> Void)?

    func map<Parent: Sendable>(_ transform: @escaping @Sendable (Event) -> Parent) -> EffectRun<Parent> {
        let operation = self.operation
        var parentHandler: (@Sendable (any Error, EffectContext<Parent>) async -> Void)?
        if let handler = errorHandler {
            parentHandler = { error, context in await handler(error, context.pullback(transform)) }
        }
        return EffectRun<Parent>(
            id: id, cancelInFlight: cancelInFlight, priority: priority, isScopedToState: isScopedToState,
            operation: { context in try await operation(context.pullback(transform)) },
            errorHandler: parentHandler)
    }
}
