/// The events sent while another was being processed, in arrival order, and how many of them the store has taken.
///
/// A value that decides and changes nothing else: ``takeNext()`` says which event comes next and the store
/// processes it. Taking is iterative, so a long chain of re-entrant sends never grows the stack, and the processed
/// prefix is dropped now and then so a long chain does not keep every event alive.
@usableFromInline
struct EventQueue<Event> {
    /// The queued events; the first ``taken`` of them are being or have been processed.
    @usableFromInline var events: [Event] = []
    /// How many of ``events`` ``takeNext()`` has handed out since the queue was last emptied, so a snapshot taken in
    /// the middle of processing saves only the events not yet processed.
    @usableFromInline var taken = 0

    @inlinable
    init() {}

    /// Whether no event is queued, taken or not.
    @inlinable
    var isEmpty: Bool { events.isEmpty }

    /// The events not yet taken, in arrival order.
    var waiting: [Event] { Array(events.dropFirst(taken)) }

    /// Queues an event behind the others.
    @inlinable
    mutating func append(_ event: Event) {
        events.append(event)
    }

    /// Queues events behind the others, in order.
    mutating func append(contentsOf more: [Event]) {
        events.append(contentsOf: more)
    }

    /// Takes every queued event out, leaving the queue empty.
    mutating func removeAll() -> [Event] {
        defer {
            events.removeAll()
            taken = 0
        }
        return events
    }

    /// The next event to process, or `nil` when every queued event has been taken; the queue is then emptied
    /// (keeping its storage for the next chain).
    @inlinable
    mutating func takeNext() -> Event? {
        guard taken < events.count else {
            events.removeAll(keepingCapacity: true)
            taken = 0
            return nil
        }
        let event = events[taken]
        taken += 1
        if taken > 1_024 && taken * 2 > events.count {
            events.removeFirst(taken)
            taken = 0
        }
        return event
    }
}
