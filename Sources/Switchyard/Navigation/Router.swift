public import Observation

/// A screen's navigation handle: event handlers call it (`activate(.b)`, `showAlert(.networkError)`), views observe
/// it. It owns no state — it reads the screen's ``NavigationState`` from a store and sends ``NavigationEvent``s to it.
///
/// **Why a router cannot be wired wrongly.** In system 3 the view and the event handler each had a router; when
/// they held different instances, navigation silently never happened. Here:
/// - There is no public initializer. A router is obtained from the store that owns the state, with
///   ``Store/router(for:event:)`` or ``ScopedStore/router(for:event:)``, and routers are cached per store and per
///   *full* key path from the root state: asking twice — from the store, or through any chain of scopes that ends at
///   the same state — returns the identical object (`===`) for as long as anyone holds it.
/// - Even two routers would agree, because neither has state of its own: both read the same store.
/// - What is left to get wrong is the event embedding (reading screen A's state but sending as screen B, or a
///   machine that never applies ``NavigationEvent``). So every request that should change the state (per
///   ``NavigationState/applying(_:)``) is checked right after it is sent; if the state at the router's key path did
///   not change, a ``StoreDiagnostic/Kind/failure`` is reported through ``StoreOptions/onDiagnostic`` — a test
///   failure under `SwitchyardTesting`, an assertion in debug builds. Requests sent while the store is busy with
///   another event are queued, so they are not checked.
///
/// Reading ``state`` (or ``stack``, ``presentation``, ``alert``) inside an Observation tracking scope — a SwiftUI
/// `body` — registers a dependency on the store, so views update by themselves.
@MainActor
public final class Router<Route: Hashable & Sendable, Destination: Hashable & Sendable, Alert: Hashable & Sendable> {
    /// The state type a router reads.
    public typealias State = NavigationState<Route, Destination, Alert>
    /// The event type a router sends.
    public typealias Event = NavigationEvent<Route, Destination, Alert>

    let scope: ScopedStore<State, Event>
    let path: AnyKeyPath?
    let isBusy: @MainActor () -> Bool
    let onDiagnostic: @Sendable (StoreDiagnostic) -> Void

    init(
        scope: ScopedStore<State, Event>, path: AnyKeyPath?, isBusy: @escaping @MainActor () -> Bool,
        onDiagnostic: @escaping @Sendable (StoreDiagnostic) -> Void
    ) {
        self.scope = scope
        self.path = path
        self.isBusy = isBusy
        self.onDiagnostic = onDiagnostic
    }

    /// The screen's navigation state, read from the store.
    public var state: State { scope.state }

    /// The pushed routes.
    public var stack: RouteStack<Route> { state.stack }

    /// The presented destinations.
    public var presentation: Presentation<Destination> { state.presentation }

    /// The alert on screen, if any.
    public var alert: Alert? { state.alert }

    /// Whether `route` is pushed (anywhere in the stack): "is B active".
    /// - Parameter route: The route.
    /// - Returns: `true` when the stack holds it.
    public func isActive(_ route: Route) -> Bool { state.stack.contains(route) }

    /// Sends a navigation event to the store, and reports a failure when a request that should have changed the
    /// navigation state left it as it was (see ``Router``).
    /// - Parameter event: The event.
    public func send(_ event: Event) {
        let before = scope.state
        let busy = isBusy()
        scope.send(event)
        guard !busy, before.applying(event) != nil, scope.state == before else { return }
        onDiagnostic(
            StoreDiagnostic(
                kind: .failure,
                message:
                    "router at \(path.map { "\($0)" } ?? "a scope") sent \(event) but the navigation state did not "
                    + "change; check the event embedding given to router(for:event:) and that the machine applies "
                    + "NavigationEvent"))
    }

    /// Activates a route: pushes it, as a `NavigationLink` that becomes active. Same as ``push(_:)``.
    /// - Parameter route: The route to show.
    public func activate(_ route: Route) { send(.push(route)) }

    /// Pushes a route.
    /// - Parameter route: The route to show.
    public func push(_ route: Route) { send(.push(route)) }

    /// Pops the top route.
    public func pop() { send(.pop) }

    /// Pops back to a route in the stack.
    /// - Parameter route: The route to return to.
    public func pop(to route: Route) { send(.popTo(route)) }

    /// Pops every route.
    public func popToRoot() { send(.popToRoot) }

    /// Replaces the stack.
    /// - Parameter routes: The new routes, bottom first.
    public func replaceStack(with routes: [Route]) { send(.replaceStack(routes)) }

    /// Presents a destination from the topmost screen.
    /// - Parameters:
    ///   - destination: What to present.
    ///   - style: How; ``PresentationStyle/sheet`` by default.
    public func present(_ destination: Destination, style: PresentationStyle = .sheet) {
        send(.present(destination, style))
    }

    /// Dismisses the topmost presented destination.
    public func dismiss() { send(.dismiss) }

    /// Dismisses every presented destination.
    public func dismissAll() { send(.dismissAll) }

    /// Shows an alert (replacing the one on screen: there is one slot).
    /// - Parameter alert: The alert kind.
    public func showAlert(_ alert: Alert) { send(.showAlert(alert)) }

    /// Dismisses the alert.
    public func dismissAlert() { send(.dismissAlert) }

    /// Subscribes to one part of the navigation state, delivered only when it changes.
    /// - Parameters:
    ///   - keyPath: The part, e.g. `\.alert`.
    ///   - initial: Whether to deliver the current value now.
    ///   - handler: Called with each new value.
    /// - Returns: A token; the subscription lasts until it is cancelled or released.
    public func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> Subscription {
        scope.subscribe(to: keyPath, initial: initial, handler)
    }
}

extension Router: Observable {}

extension Router where Alert: AlertKind {
    /// The content of the alert on screen, for a view to draw.
    public var alertState: AlertState<Alert.AlertEvent>? { alert?.alertState }
}

extension Store {
    /// The router of the screen whose navigation state is at `state`; the same object every time it is asked for
    /// while it is alive. See ``Router`` for why routers are obtained this way.
    /// - Parameters:
    ///   - state: Where the screen's ``NavigationState`` lives in this store's state. It identifies the router.
    ///   - event: Embeds a ``NavigationEvent`` into this store's events. Only the first request's embedding is
    ///     used while the router is alive.
    /// - Returns: The router.
    public func router<Route, Destination, Alert>(
        for state: KeyPath<State, NavigationState<Route, Destination, Alert>>,
        event: @escaping @MainActor (NavigationEvent<Route, Destination, Alert>) -> Event
    ) -> Router<Route, Destination, Alert> {
        RouterRegistry.router(root: self, path: state) {
            Router(
                scope: self.scope(state: state, event: event), path: state,
                isBusy: { [weak self] in
                    self?.isBusyProcessing ?? false
                }, onDiagnostic: options.onDiagnostic)
        }
    }
}

extension ScopedStore {
    /// The router of the screen whose navigation state is at `state` in this scope; identical to the one obtained
    /// from the root store (or any other scope) for the same full key path.
    /// - Parameters:
    ///   - state: Where the screen's ``NavigationState`` lives in this scope's state.
    ///   - event: Embeds a ``NavigationEvent`` into this scope's events.
    /// - Returns: The router.
    public func router<Route, Destination, Alert>(
        for state: KeyPath<State, NavigationState<Route, Destination, Alert>>,
        event: @escaping @MainActor (NavigationEvent<Route, Destination, Alert>) -> Event
    ) -> Router<Route, Destination, Alert> {
        let anchor = source as? any ScopeAnchor
        let full = anchor?.anchorPath?.appending(path: state)
        let make = {
            Router(
                scope: self.scope(state: state, event: event), path: full ?? state,
                isBusy: { anchor?.anchorIsBusy ?? false },
                onDiagnostic: anchor?.anchorDiagnostics ?? StoreDiagnostic.defaultHandler)
        }
        guard let anchor, let full else { return make() }
        return RouterRegistry.router(root: anchor.anchorRoot, path: full, make)
    }
}
