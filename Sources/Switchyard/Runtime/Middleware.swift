/// Wraps the send path of a ``Store``: logging, analytics, global error handling, or rewriting events.
///
/// A middleware sees each event when the store is about to process it (after the events queued before it), and
/// decides whether and how to pass it on by calling `next`. Code after `next` runs once the event was processed,
/// so `context.state` there is the new state.
///
/// ```swift
/// let logging = Middleware<AppState, AppEvent> { context, event, next in
///     print("→", event)
///     next(event)
///     print("state:", context.state)
/// }
/// ```
///
/// A middleware is `Sendable` (its closures are main-actor isolated): keep one in a `static let` and share it
/// between stores.
public struct Middleware<State: Sendable, Event: Sendable>: Sendable {
    /// Passes an event on to the next middleware, or to the machine.
    public typealias Next = (Event) -> Void

    let handle: @MainActor (MiddlewareContext<State, Event>, Event, Next) -> Void

    /// Creates a middleware.
    /// - Parameter handle: Receives the context, the event and `next`; call `next` to let the event through (with
    ///   the same or another event), or not at all to drop it.
    public init(_ handle: @escaping @MainActor (MiddlewareContext<State, Event>, Event, Next) -> Void) {
        self.handle = handle
    }

    /// A middleware that only watches: `body` is called after each event was processed, with the state before and
    /// after.
    /// - Parameter body: Receives the event, the state before and the state after.
    /// - Returns: The middleware.
    public static func observing(
        _ body: @escaping @MainActor (_ event: Event, _ before: State, _ after: State) -> Void
    ) -> Middleware {
        Middleware { context, event, next in
            let before = context.state
            next(event)
            body(event, before, context.state)
        }
    }

    @MainActor
    static func chain(_ middleware: [Middleware], core: StoreCore<State, Event>) -> (Event) -> Void {
        let context = MiddlewareContext(core: core)
        var next: (Event) -> Void = { [weak core] event in core?.apply(event) }
        for layer in middleware.reversed() {
            let inner = next
            next = { event in layer.handle(context, event, inner) }
        }
        return next
    }
}

/// What a middleware can see and do: read the current state and send new events.
///
/// A middleware may keep its context, for example in a task that reports an error later. The context stays safe to
/// use after the store is released: ``state`` is then the store's last state, and ``send(_:)`` drops the event and
/// reports a ``StoreDiagnostic/Kind/droppedEvent`` diagnostic.
@MainActor
public struct MiddlewareContext<State: Sendable, Event: Sendable> {
    // Strong: the store's core holds its middleware chain, and so this context, only until the store is released
    // (`StoreCore.shutDown()` drops the chain), so the cycle ends with the store; a context kept beyond that keeps
    // only the stopped core alive.
    let core: StoreCore<State, Event>

    /// The store's current state (its last state, once the store is released).
    public var state: State { core.readState() }

    /// Sends an event; it is queued behind the event being processed. After the store was released the event is
    /// dropped and reported as a diagnostic.
    /// - Parameter event: The event.
    public func send(_ event: Event) {
        core.send(event)
    }
}
