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
    /// store is released, so the chain holds the core weakly; so do the contexts it hands out, through `link`.
    static func chain(
        _ middleware: [ActorStoreMiddleware], core: StoreCore<State, Event>,
        link: ActorStoreMiddlewareLink<State, Event>
    ) -> (Event) -> Void {
        var next: (Event) -> Void = { [weak core] event in core?.apply(event) }
        for layer in middleware.reversed() {
            let inner = next
            next = { event in layer.handle(ActorStoreMiddlewareContext(link: link), event, inner) }
        }
        return next
    }
}

/// What an ``ActorStoreMiddleware`` can see and do while it handles an event: read the store's current state and
/// send new events, synchronously, on the store's executor.
///
/// The context is not `Sendable`: use it on the store's executor. To send later from another task, keep the
/// ``ActorStore`` itself and `await store.send(_:)`. A context kept beyond the store's life stays safe to use
/// there: ``state`` is then the store's last state, and ``send(_:)`` drops the event and reports a
/// ``StoreDiagnostic/Kind/droppedEvent`` diagnostic. It never keeps the store's run loop alive, so releasing the
/// store always cancels its effects and finishes its sequences.
public struct ActorStoreMiddlewareContext<State: Sendable, Event: Sendable> {
    let link: ActorStoreMiddlewareLink<State, Event>

    /// The store's current state (its last state, once the store is released).
    public var state: State {
        guard let core = link.core else { return link.lastState }
        return core.readState()
    }

    /// Sends an event; it is queued behind the event being processed. After the store was released the event is
    /// dropped and reported as a diagnostic.
    /// - Parameter event: The event.
    public func send(_ event: Event) {
        guard let core = link.core else {
            link.onDiagnostic(Store<State, Event>.droppedAfterRelease(event))
            return
        }
        core.send(event)
    }
}

/// What the contexts of one ``ActorStore``'s middleware share: the store's core, held weakly so that only the store
/// owns it (a middleware that keeps its context cannot keep the run loop alive), and what is left when it is gone.
final class ActorStoreMiddlewareLink<State: Sendable, Event: Sendable> {
    weak var core: StoreCore<State, Event>?
    /// The core's last state, recorded when it shuts down (its starting state until then; read only once the
    /// core is gone).
    var lastState: State
    let onDiagnostic: @Sendable (StoreDiagnostic) -> Void

    init(core: StoreCore<State, Event>) {
        self.core = core
        self.lastState = core.currentState
        self.onDiagnostic = core.options.onDiagnostic
        // The core holds this closure and the closure holds the link, which holds the core weakly: no cycle.
        core.bookkeeping.onShutDown = { [self] state in lastState = state }
    }
}
