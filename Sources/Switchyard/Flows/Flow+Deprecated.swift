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

// 0.6's introspection of a flow, no longer public in 0.7: only the package's tools read it. Goes in 0.8.

extension Flow {
    /// The most states an exploration visits.
    @available(*, deprecated, message: "a graph cut at the limit says so in StateGraph.truncation")
    public static var explorationLimit: Int { exploredStateLimit }

    /// What `state` shows.
    /// - Parameter state: A state of the flow.
    /// - Returns: The screen or child flow.
    @available(*, deprecated, message: "keep the node function you passed to the flow")
    public func node(for state: State) -> FlowNode { nodeDescription(for: state) }

    /// The result the flow has finished with in `state`.
    /// - Parameter state: A state of the flow.
    /// - Returns: The result, or `nil` while the flow is running.
    @available(*, deprecated, message: "a parent hears the result as FlowEvent.finished(_:)")
    public func result(in state: State) -> Result? { finishedResult(in: state) }
}
