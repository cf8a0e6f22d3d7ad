public import Switchyard

extension ScreenAScene {
    /// Screen A's stack for `NavigationStack(path:)`: swipe-back from B is the router's `pop`.
    public var path: PathBinding<ScreenARoute> { handler.router.pathBinding }

    /// Screen A's alert: the system's dismissal is the router's `dismissAlert`; a button dismisses the alert and
    /// hands its action to the event handler (Retry reloads).
    public var alert: AlertBinding<ScreenAAlert.Action> {
        let handler = handler
        return handler.router.alertBinding { action in
            Task { await handler.alertButtonTapped(action) }
        }
    }
}
