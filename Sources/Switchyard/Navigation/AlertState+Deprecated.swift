// 0.6's event mapping of an alert and the general button initializer, no longer public in 0.7. Goes in 0.8.

extension AlertState {
    /// The same content sending different events, for embedding a screen's alert in a parent's events.
    /// - Parameter transform: Turns an event of this alert into the new event type.
    /// - Returns: The mapped alert.
    @available(*, deprecated, message: "build the parent's alert with the parent's events")
    public func map<Other: Sendable>(_ transform: (Event) -> Other) -> AlertState<Other> {
        mapEvents(transform)
    }
}

extension AlertButton {
    /// Creates a button.
    /// - Parameters:
    ///   - title: The title.
    ///   - role: The role; ``AlertButtonRole/default`` by default.
    ///   - event: The event sent on tap; `nil` to only dismiss.
    @available(*, deprecated, message: "write .default(_:event:), .cancel(_:event:) or .destructive(_:event:)")
    public init(title: String, role: AlertButtonRole = .default, event: Event? = nil) {
        self.init(titled: title, role: role, event: event)
    }
}
