/// A screen's navigation handle: event handlers send through it (`send(.push(.b))`, `send(.showAlert(.networkError))`),
/// views read it.
/// It is a value over three things — a store, the key path of the screen's ``NavigationState`` in that store's state,
/// and the embedding of ``NavigationEvent``s into the store's events — and owns no state of its own.
///
/// ```swift
/// let router = store.router(for: \.navigation, event: ScreenAEvent.navigation)
/// router.send(.push(.b(ScreenB())))   // store receives .navigation(.push(.b(…)))
/// router.isActive(.b(screen))         // read from store.state.navigation
/// ```
///
/// **Why a router cannot be wired wrongly.** In system 3 the view and the event handler each had a router; when
/// they held different instances, navigation silently never happened, because each instance had its own state.
/// Here:
/// - A router has no state to disagree about: every read goes to the store, every request is sent to it. Two routers
///   for the same store and key path — one in the view, one in the handler, made at different times — see and change
///   the same navigation, and compare equal (`==`).
/// - What is left to get wrong is the event embedding (reading screen A's state but sending as screen B, or a
///   machine that never applies ``NavigationEvent``). So every request that should change the state (per
///   ``NavigationState/applying(_:)``) is checked right after it is sent; if the state at the router's key path did
///   not change, a ``StoreDiagnostic/Kind/failure`` is reported through ``StoreOptions/onDiagnostic`` — a test
///   failure under `SwitchyardTesting`, an assertion in debug builds. Requests sent while the store is busy with
///   another event are queued, so they are not checked.
///
/// Reading ``state`` inside an Observation tracking scope — a SwiftUI
/// `body` — reads the store's Observation-tracked state, so views update by themselves.
///
/// A child screen that is given a ``ScopedStore`` is given its router too: a router is a cheap value, and making it
/// from the store that owns the state is what lets it check its requests against that store.
@MainActor
public struct Router<Route: Hashable & Sendable, Destination: Hashable & Sendable, Alert: Hashable & Sendable> {
    /// The state type a router reads.
    public typealias State = NavigationState<Route, Destination, Alert>
    /// The event type a router sends.
    public typealias Event = NavigationEvent<Route, Destination, Alert>

    /// The store seen through the key path and embedding (StoreLens.swift), so that the router's type does not name
    /// the store's.
    let source: any StoreLens<State, Event>

    init(source: any StoreLens<State, Event>) {
        self.source = source
    }

    /// The screen's navigation state, read from the store.
    public var state: State { source.state }

    /// Whether `route` is pushed (anywhere in the stack): "is B active".
    /// - Parameter route: The route.
    /// - Returns: `true` when the stack holds it.
    public func isActive(_ route: Route) -> Bool { state.stack.routes.contains(route) }

    /// Sends a navigation event to the store, and reports a failure when a request that should have changed the
    /// navigation state left it as it was (see ``Router``), at the place this was called from.
    /// - Parameters:
    ///   - event: The event.
    ///   - fileID: The caller's file; a failure is reported there. Leave the default.
    ///   - filePath: The caller's file path. Leave the default.
    ///   - line: The caller's line. Leave the default.
    ///   - column: The caller's column. Leave the default.
    public func send(
        _ event: Event, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        let before = source.state
        // A request queued behind the event being processed has not been applied yet: it cannot be checked now.
        let queued = source.isProcessing
        source.send(event)
        guard !queued, before.applying(event) != nil, source.state == before else { return }
        source.report(
            StoreDiagnostic(
                kind: .failure,
                message:
                    "router at \(source.keyPath) sent \(event) but the navigation state did not change; check the "
                    + "event embedding given to router(for:event:) and that the machine applies NavigationEvent",
                origin: StoreDiagnostic.Origin(
                    callerFileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))))
    }

    /// Subscribes to one part of the navigation state, delivered only when it changes. Shares the store's selection
    /// for the same full key path.
    /// - Parameters:
    ///   - keyPath: The part, e.g. `\.alert`.
    ///   - initial: Whether to deliver the current value now.
    ///   - handler: Called with each new value.
    /// - Returns: A token; the subscription lasts until it is cancelled or released.
    public func subscribe<Value: Equatable>(
        to keyPath: KeyPath<State, Value>,
        initial: InitialDelivery,
        _ handler: @escaping @MainActor (Value) -> Void
    ) -> ObserverToken {
        source.subscribe(to: keyPath, initial: initial, handler)
    }
}

extension Router: @MainActor Equatable {
    /// Whether two routers read the same navigation state: the same store object and the same key path in its
    /// state. The event embeddings are closures and cannot be compared; a wrong one is reported when it is used (see
    /// ``Router``).
    /// - Parameters:
    ///   - lhs: A router.
    ///   - rhs: Another router.
    /// - Returns: `true` when both read and change the same navigation state.
    public static func == (lhs: Router, rhs: Router) -> Bool {
        lhs.source.store === rhs.source.store && lhs.source.keyPath == rhs.source.keyPath
    }
}
