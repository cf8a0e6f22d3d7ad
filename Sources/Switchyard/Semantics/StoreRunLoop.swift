/// The run loop's rules, as a value that decides and does nothing: one event at a time, events sent while one is
/// processed wait their turn in arrival order, a store starts before its first event, and a store that was released
/// drops what is sent to it.
///
/// `StoreRunLoop` holds the flags a send reads (``StoreWork``) and the events waiting (``EventQueue``) and answers
/// what to do next; `StoreCore` does it (applies the event, runs middleware, starts the store, reports a dropped
/// event, tells the settled observer). The split is the one of swift-async-algorithms' `DebounceStateMachine` beside
/// its storage: each call below changes the loop's own state and returns an action, it never calls out, so the loop
/// is tested as a value (StoreRunLoopTests) and the core's run loop is the short `switch` over the answers in
/// `StoreCore.send(_:)`, `start()` and `deliverInitialValue(_:)`.
///
/// The phases, each a flag of ``work``:
/// - *unstarted* (the initial state's entry work has not run): an event makes the core start first
///   (``Arrival/startFirst``);
/// - *idle*: an event is processed now (``Arrival/process``, or ``Arrival/processThroughMiddleware``) and the loop
///   is *processing* until ``finishProcessing()``;
/// - *processing*: an event waits in the queue (``Arrival/queued``) and is handed out by ``nextQueued()`` after the
///   one being processed, first in, first out;
/// - *shut down* (the store was released): an event is dropped (``Arrival/drop``), and every later decision is a
///   no-op.
@usableFromInline
struct StoreRunLoop<Event> {
    /// Which optional work a send has to do, and the loop's phase; read once per event so the plain path touches few
    /// properties.
    @usableFromInline var work: StoreWork = [.unstarted]
    /// The events sent while another was being processed.
    @usableFromInline var queue = EventQueue<Event>()

    @inlinable
    init() {}

    /// What the core does with an event that arrives.
    @usableFromInline
    enum Arrival: Equatable, Sendable {
        /// Apply it now; the loop is processing until ``StoreRunLoop/finishProcessing()``.
        case process
        /// Pass it to the middleware chain now, whose innermost layer applies it; the loop is processing.
        case processThroughMiddleware
        /// Nothing now: it waits in the queue behind the event being processed.
        case queued
        /// Start the store (its initial state's entry work), then send the event again.
        case startFirst
        /// Report it dropped: the store was released.
        case drop
    }

    /// Decides what happens to an event that arrives; queues it when another is being processed.
    /// - Complexity: O(1), amortized for the queue.
    @inlinable
    mutating func arrive(_ event: Event) -> Arrival {
        let flags = work
        if flags.isDisjoint(with: [.processing, .unstarted, .shutDown]) {
            work = flags.union(.processing)
            return flags.contains(.middleware) ? .processThroughMiddleware : .process
        }
        if flags.contains(.shutDown) { return .drop }
        if flags.contains(.processing) {
            queue.append(event)
            return .queued
        }
        return .startFirst
    }

    /// The next waiting event, in arrival order; `nil` when none waits (the queue then keeps its storage).
    @inlinable
    mutating func nextQueued() -> Event? {
        queue.takeNext()
    }

    /// Ends the processing of an event (and all it queued): the loop is idle again.
    /// - Returns: Whether the core tells its settled observer now.
    @inlinable
    mutating func finishProcessing() -> Bool {
        work.remove(.processing)
        return work.contains(.settledObserver)
    }

    /// Whether the core tells its settled observer now, outside an event: only when one is registered and no event
    /// is being processed (that one's end tells it).
    var settlesNow: Bool {
        work.contains(.settledObserver) && !work.contains(.processing)
    }

    /// What starting the store does.
    enum Start: Equatable, Sendable {
        /// Nothing: it has started before, or it was released.
        case nothing
        /// Resume what a snapshot saved; the loop is processing until ``StoreRunLoop/finishProcessing()``.
        case restore
        /// Run the initial state's entry work; the loop is processing until ``StoreRunLoop/finishProcessing()``.
        case begin
    }

    /// Decides what starting the store does, once: later calls answer ``Start/nothing``.
    /// - Parameters:
    ///   - restoring: Whether a snapshot waits to be resumed.
    ///   - hasStartWork: Whether the machine has entry work for its initial state.
    mutating func start(restoring: Bool, hasStartWork: Bool) -> Start {
        guard work.contains(.unstarted), !work.contains(.shutDown) else { return .nothing }
        work.remove(.unstarted)
        guard restoring || hasStartWork else { return .nothing }
        work.insert(.processing)
        return restoring ? .restore : .begin
    }

    /// What a subscription's first delivery (a closure that may send events) runs under.
    enum HeldDelivery: Equatable, Sendable {
        /// Deliver as is: an event is being processed (what the delivery sends is queued behind it) or the store
        /// was released.
        case inline
        /// Deliver while the loop holds it as processing, then call ``StoreRunLoop/endHeldDelivery()``.
        case held
    }

    /// Decides how a subscription's first delivery runs, so that what it sends waits until it returns.
    mutating func beginHeldDelivery() -> HeldDelivery {
        guard work.isDisjoint(with: [.processing, .shutDown]) else { return .inline }
        work.insert(.processing)
        return .held
    }

    /// Ends a held delivery.
    /// - Returns: `nil` when what it sent is processed now (through ``nextQueued()``, then
    ///   ``finishProcessing()``); otherwise the events it sent before the store started, taken out of the queue, the
    ///   loop idle again: the core starts the store, then sends them in order.
    mutating func endHeldDelivery() -> [Event]? {
        guard work.contains(.unstarted), !queue.isEmpty else { return nil }
        let sent = queue.removeAll()
        work.remove(.processing)
        return sent
    }

    /// Shuts the loop down, once.
    /// - Returns: Whether it was running (so the core stops what it started now).
    mutating func shutDown() -> Bool {
        guard !work.contains(.shutDown) else { return false }
        work.insert(.shutDown)
        return true
    }

    /// Whether the store was released.
    var isShutDown: Bool { work.contains(.shutDown) }
}
