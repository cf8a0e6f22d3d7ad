public import Switchyard

extension TestStore {
    /// The router of the screen whose navigation state is at `state`, driving the store under test: the same router
    /// as `Store.router(for:event:)` on ``store``. Call its methods inside
    /// ``perform(_:assert:fileID:filePath:line:column:)`` to state how the navigation changes.
    ///
    /// ```swift
    /// let router = store.router(for: \.navigation) { .navigation($0) }
    /// await store.perform { router.send(.push(.settings)) } assert: { $0.navigation.stack.push(.settings) }
    /// ```
    /// - Parameters:
    ///   - state: Where the screen's `NavigationState` lives in the store's state.
    ///   - event: Embeds a `NavigationEvent` into the store's events.
    /// - Returns: The router.
    public func router<Route, Destination, Alert>(
        for state: KeyPath<State, NavigationState<Route, Destination, Alert>>,
        event: @escaping @MainActor (NavigationEvent<Route, Destination, Alert>) -> Event
    ) -> Router<Route, Destination, Alert> {
        store.router(for: state, event: event)
    }
}
