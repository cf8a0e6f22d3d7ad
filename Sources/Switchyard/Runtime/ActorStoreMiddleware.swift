/// Wraps the send path of an ``ActorStore``: logging, metrics, global error handling, or rewriting events — what
/// ``Middleware`` is to ``Store``, on the store's own executor instead of the main actor.
///
/// A middleware sees each event when the store is about to process it (after the events queued before it), and
/// decides whether and how to pass it on by calling `next`. Code after `next` runs once the event was processed, so
/// `context.state` there is the new state.
///
/// ```swift
/// let logging = ActorStoreMiddleware<Checkout, CheckoutEvent> { context, event, next in
///     print("→", event)
///     next(event)
///     print("state:", context.state)
/// }
/// let flow = ActorStore(machine: Checkout.machine, runningOn: session, middleware: [logging])
/// ```
public struct ActorStoreMiddleware<State: Sendable, Event: Sendable>: Sendable {
    /// Passes an event on to the next middleware, or to the machine.
    public typealias Next = (Event) -> Void

    let handle: @Sendable (ActorStoreMiddlewareContext<State, Event>, Event, Next) -> Void

    /// Creates a middleware.
    /// - Parameter handle: Receives the context (read the state, send events), the event and `next`; call `next` to
    ///   let the event through (with the same or another event), or not at all to drop it.
    public init(
        _ handle: @escaping @Sendable (ActorStoreMiddlewareContext<State, Event>, Event, Next) -> Void
    ) {
        self.handle = handle
    }

    /// A middleware that only watches: `body` is called after each event was processed, with the state before and
    /// after.
    /// - Parameter body: Receives the event, the state before and the state after.
    /// - Returns: The middleware.
    public static func observing(
        _ body: @escaping @Sendable (_ event: Event, _ before: State, _ after: State) -> Void
    ) -> ActorStoreMiddleware {
        ActorStoreMiddleware { context, event, next in
            let before = context.state
            next(event)
            body(event, before, context.state)
        }
    }

    /// The send path through `middleware`, outermost first, ending in `core`. The core keeps the chain until the
    /// store is released, so the chain holds the core weakly.
    static func chain(_ middleware: [ActorStoreMiddleware], core: StoreCore<State, Event>) -> (Event) -> Void {
        var next: (Event) -> Void = { [weak core] event in core?.apply(event) }
        for layer in middleware.reversed() {
            let inner = next
            next = { [weak core] event in
                guard let core else { return }
                layer.handle(ActorStoreMiddlewareContext(core: core), event, inner)
            }
        }
        return next
    }
}

/// What an ``ActorStoreMiddleware`` can see and do while it handles an event: read the store's current state and
/// send new events, synchronously, on the store's executor.
///
/// The context is not `Sendable`: it is valid while the middleware runs. To send later (from a task the middleware
/// starts), keep the ``ActorStore`` itself and `await store.send(_:)`.
public struct ActorStoreMiddlewareContext<State: Sendable, Event: Sendable> {
    let core: StoreCore<State, Event>

    /// The store's current state.
    public var state: State { core.readState() }

    /// Sends an event; it is queued behind the event being processed.
    /// - Parameter event: The event.
    public func send(_ event: Event) {
        core.send(event)
    }
}
