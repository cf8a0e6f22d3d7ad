/// The one host rule of delayed sends: what a wake of a host's clock delivers. A store's clock task and the virtual
/// clock of `trace`, `simulate`, `paths` and model-based tests (`TimedRun`) keep their pending sends in one and
/// deliver through it, so they differ only in *when* a wake happens, never in what a wake delivers.
///
/// A wake (``wake(at:)``) may deliver the sends due by its time that were scheduled before it; ``next(in:)`` hands
/// them out in the one due order (``DelayedSends``: due time, then the order they were scheduled). A send one of
/// those deliveries schedules — even one due at once — belongs to a later wake, so a chart or machine that re-sends
/// itself with no delay cannot keep one wake going, and whatever its host runs between wakes gets its turn.
///
/// When the hosts wake:
/// - A store wakes once each time its one clock task wakes: at the first due time, or later when its clock jumped
///   or its actor was busy (the sends then count their delays from the time it woke). Events sent meanwhile, and
///   the sends a wake's deliveries schedule, wait for their turn: the events are processed between wakes
///   (`StoreCore.deliverDueSends(wokenAs:)`).
/// - A virtual clock is never late: advancing it to a time wakes at each due time in turn (the first pending send's),
///   wake after wake with no external event between them, until nothing is due by that time or it reached its
///   delivery limit; an event sent at that time comes after all of them (`TimedRun.advance(to:each:)`).
///
/// How a statechart's delayed sends reach a host — a store running the chart, or `TimedRun` — is one hand-off too
/// (``DelayedSendHandOff``, which `StatechartInterpreter.handOffDelayedSends(of:)` makes after every macrostep):
/// - The interpreter hands over the sends the macrostep made and did not cancel, in the order they were made, and
///   forgets them. The host keeps each as a timer due its delay after the macrostep, named by the chart's id for the
///   send (`statechart.send.<id>`, `statechart.send.#<token>` for a send without one).
/// - Each `cancelSend(id:)` of the macrostep removes every pending timer with that id: all the sends made under it in
///   earlier macrosteps and not yet delivered (none, when they were delivered or there were none).
/// - The cancels come first, then the new timers. That is the order the steps happened in: the interpreter itself
///   cancels the sends the macrostep made before a cancel of their id (they are never handed over), and a send made
///   after the cancel is handed over and stays.
/// - A timer that falls due is delivered by sending its event to the chart, like any external event.
/// - A chart that stops cancels what it handed over. When a macrostep leaves the chart stopped (it reached its
///   top-level final state, or was stopped at its step limit), the hand-off ends with one command, cancel all
///   (``DelayedSendHandOff/Command/cancelAll``): the host removes every pending timer the chart handed over in
///   earlier macrosteps — a store every delayed send whose id is a chart timer's, `TimedRun` all its timers — so
///   none is delivered to the stopped chart (SCXML: the delayed events of a session that ends are cancelled). The
///   chart hands over nothing more, not even the sends of the macrostep that stopped it, and ignores any event after.
///
/// A value that decides and does nothing: it keeps no clock and starts no task; its host supplies the time.
package struct DelayedSendHost<Element> {
    /// Which sends one wake may deliver: those due by ``time`` that were scheduled before it.
    package struct Wake: Sendable, Equatable {
        /// The host's time when it woke.
        package var time: Duration
        /// The sequence of the first send scheduled after the wake (see ``DelayedSends/Entry/sequence``).
        package var firstLater: Int
    }

    /// The pending sends, in due order.
    package private(set) var sends = DelayedSends<Element>()
    /// The sequence the next scheduled send gets: counted up, so sends due together keep the order they were made.
    package private(set) var nextSequence = 0

    /// Nothing pending.
    package init() {}

    /// When the first pending send falls due; `nil` when nothing is pending.
    package var nextDue: Duration? { sends.nextDue }

    /// Whether nothing is pending.
    package var isEmpty: Bool { sends.isEmpty }

    /// How many sends are pending.
    package var count: Int { sends.count }

    /// The pending elements, in due order.
    package var elements: [Element] { sends.elements }

    /// Adds a send due `delay` after `now` (a zero or negative delay: due at `now`), after every pending send due
    /// by then.
    /// - Complexity: O(log n) comparisons and one insertion.
    package mutating func schedule(_ element: Element, after delay: Duration, from now: Duration) {
        schedule(element, due: Self.due(after: delay, from: now))
    }

    /// When a send scheduled `delay` after `now` falls due (``schedule(_:after:from:)``): `now` for a zero or
    /// negative delay.
    package static func due(after delay: Duration, from now: Duration) -> Duration {
        now + max(.zero, delay)
    }

    /// Adds a send due at `due`, after every pending send due by then (a restored send keeps its due time).
    /// - Complexity: O(log n) comparisons and one insertion.
    package mutating func schedule(_ element: Element, due: Duration) {
        sends.schedule(element, due: due, sequence: nextSequence)
        nextSequence += 1
    }

    /// Removes the sends `isCancelled` selects, and only those; the others keep their order.
    /// - Returns: How many were removed.
    @discardableResult
    package mutating func cancel(where isCancelled: (DelayedSends<Element>.Entry) throws -> Bool) rethrows -> Int {
        try sends.cancel(where: isCancelled)
    }

    /// Removes every pending send.
    package mutating func cancelAll() {
        sends.cancelAll()
    }

    /// Each pending send with the time it has left at `now` (zero for one already due), in due order: what a
    /// snapshot saves.
    package func remaining(at now: Duration) -> [(element: Element, remaining: Duration)] {
        sends.remaining(at: now)
    }

    /// A wake of the host's clock at `time`: it may deliver the sends due by then that are pending now.
    package func wake(at time: Duration) -> Wake {
        Wake(time: time, firstLater: nextSequence)
    }

    /// Removes and returns the next send `wake` delivers, in due order; `nil` when it has delivered them all (a send
    /// cancelled meanwhile is not among them; one scheduled since the wake belongs to a later one).
    /// - Complexity: O(n) for the removal.
    package mutating func next(in wake: Wake) -> DelayedSends<Element>.Entry? {
        sends.takeNext(dueBy: wake.time, scheduledThrough: wake.firstLater - 1)
    }
}

extension DelayedSendHost: Sendable where Element: Sendable {}
