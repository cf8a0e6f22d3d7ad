extension Store {
    /// The router of the screen whose navigation state is at `state`: a value that reads that state from this store
    /// and sends navigation requests to it through `event`. See ``Router`` for how wrong wiring is reported.
    ///
    /// Ask for it wherever it is needed — a view model and an event handler may each ask — and the routers agree,
    /// because neither has state of its own; they compare equal.
    /// - Parameters:
    ///   - state: Where the screen's ``NavigationState`` lives in this store's state.
    ///   - event: Embeds a ``NavigationEvent`` into this store's events, e.g. `ScreenEvent.navigation`.
    /// - Returns: The router.
    public func router<Route, Destination, Alert>(
        for state: KeyPath<State, NavigationState<Route, Destination, Alert>>,
        event: @escaping @MainActor (NavigationEvent<Route, Destination, Alert>) -> Event
    ) -> Router<Route, Destination, Alert> {
        Router(source: lens.scoped(to: state, embed: event))
    }
}
