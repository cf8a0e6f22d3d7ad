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
public struct Middleware<State: Sendable, Event: Sendable> {
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
    static func chain(_ middleware: [Middleware], store: Store<State, Event>) -> (Event) -> Void {
        let context = MiddlewareContext(store: store)
        var next: (Event) -> Void = { [unowned store] event in store.apply(event) }
        for layer in middleware.reversed() {
            let inner = next
            next = { event in layer.handle(context, event, inner) }
        }
        return next
    }
}

/// What a middleware can see and do: read the current state and send new events.
@MainActor
public struct MiddlewareContext<State: Sendable, Event: Sendable> {
    unowned let store: Store<State, Event>

    /// The store's current state.
    public var state: State { store.currentState }

    /// Sends an event; it is queued behind the event being processed.
    /// - Parameter event: The event.
    public func send(_ event: Event) {
        store.send(event)
    }
}
