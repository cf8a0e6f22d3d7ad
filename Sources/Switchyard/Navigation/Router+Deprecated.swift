// The router's one-line conveniences, deprecated in 0.7: each restated `send(_:)` with one `NavigationEvent`, or a
// part of `state`.

extension Router {
    /// The pushed routes.
    @available(*, deprecated, message: "use state.stack")
    public var stack: RouteStack<Route> { state.stack }

    /// The presented destinations.
    @available(*, deprecated, message: "use state.presentation")
    public var presentation: Presentation<Destination> { state.presentation }

    /// The alert on screen, if any.
    @available(*, deprecated, message: "use state.alert")
    public var alert: Alert? { state.alert }

    /// Activates a route: pushes it.
    /// - Parameters:
    ///   - route: The route to show.
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.push(route))")
    public func activate(
        _ route: Route,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.push(route), fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Pushes a route.
    /// - Parameters:
    ///   - route: The route to show.
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.push(route))")
    public func push(
        _ route: Route,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.push(route), fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Pops the top route.
    /// - Parameters:
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.pop)")
    public func pop(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.pop, fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Pops back to a route in the stack.
    /// - Parameters:
    ///   - route: The route to return to.
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.popTo(route))")
    public func pop(
        to route: Route,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.popTo(route), fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Pops every route.
    /// - Parameters:
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.popToRoot)")
    public func popToRoot(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.popToRoot, fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Replaces the stack.
    /// - Parameters:
    ///   - routes: The new routes, bottom first.
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.replaceStack(routes))")
    public func replaceStack(
        with routes: [Route],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.replaceStack(routes), fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Presents a destination from the topmost screen.
    /// - Parameters:
    ///   - destination: What to present.
    ///   - style: How; ``PresentationStyle/sheet`` by default.
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.present(destination, style))")
    public func present(
        _ destination: Destination, style: PresentationStyle = .sheet,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        send(.present(destination, style), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Dismisses the topmost presented destination.
    /// - Parameters:
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.dismiss)")
    public func dismiss(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.dismiss, fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Dismisses every presented destination.
    /// - Parameters:
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.dismissAll)")
    public func dismissAll(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.dismissAll, fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Shows an alert (replacing the one on screen: there is one slot).
    /// - Parameters:
    ///   - alert: The alert kind.
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.showAlert(alert))")
    public func showAlert(
        _ alert: Alert,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.showAlert(alert), fileID: fileID, filePath: filePath, line: line, column: column) }

    /// Dismisses the alert.
    /// - Parameters:
    ///   - fileID: The caller's file. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    @available(*, deprecated, message: "use send(.dismissAlert)")
    public func dismissAlert(
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) { send(.dismissAlert, fileID: fileID, filePath: filePath, line: line, column: column) }
}

extension Router where Alert: AlertKind {
    /// The content of the alert on screen, for a view to draw.
    @available(*, deprecated, message: "use state.alert?.alertState")
    public var alertState: AlertState<Alert.AlertEvent>? { state.alert?.alertState }
}
