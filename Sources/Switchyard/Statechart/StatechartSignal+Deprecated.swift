// 0.6's reading of a signal's event, no longer public in 0.7. Goes in 0.8.

extension StatechartSignal {
    /// The event, when this is an event of the host's own type.
    @available(*, deprecated, message: "an action reads scope.event")
    public var event: Event? { eventValue }
}
