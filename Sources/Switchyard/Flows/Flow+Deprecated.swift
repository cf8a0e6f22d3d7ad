// The flow's start work, deprecated in 0.7: it restated `entryEffect(for: initialState, event:)`.

extension Flow {
    /// The work of entering this flow in its initial state inside a parent: ``entryEffect(for:event:)`` of
    /// ``initialState``.
    /// - Parameter embed: Puts a ``FlowEvent`` into the parent's events.
    /// - Returns: The effect, tied to the child's state.
    @available(*, deprecated, message: "use entryEffect(for: initialState, event: embed)")
    public func startEffect<ParentEvent: Sendable>(
        event embed: @escaping @Sendable (FlowEvent<Event, Result>) -> ParentEvent
    ) -> Effect<ParentEvent> {
        entryEffect(for: initialState, event: embed)
    }
}
