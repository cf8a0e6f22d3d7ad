package import Switchyard

/// A statechart interpreter on a virtual clock: the host side of delayed sends, as a store is (the interpreter decides
/// what is sent and hands it over, ``DelayedSendHost`` decides what each wake of the clock delivers and in what order,
/// this advances the virtual time and delivers). `trace` (``StatechartTracer``), `simulate` and `paths`
/// (``SCXMLDiagram``) run string-keyed charts through it, and a model-based test runs a typed `Statechart` through it
/// (SwitchyardTesting's `ChartModel`), so they all host delayed sends by the rules a store follows, written once in
/// ``DelayedSendHost`` with how a virtual clock's wakes differ from a store's (only in when they happen).
package struct TimedRun<StateID: Hashable & Sendable, Event: Sendable, Context> {
    /// The interpreter a run drives.
    package typealias Interpreter = StatechartInterpreter<StateID, Event, Context>
    /// A macrostep of the run's chart.
    package typealias Macrostep = StatechartMacrostep<StateID, Event>

    /// A delayed send pending on the clock.
    package struct Timer: Sendable {
        /// When it falls due, on the run's clock.
        package var due: Duration
        /// The interpreter's token for it.
        package var token: Int
        /// The event it delivers.
        package var event: Event
        /// The id the chart gave it, if any.
        package var id: String?

        /// The id a store gives the same timer, which a cancel names (``DelayedSendHandOff/timerID(sendID:token:)``).
        package var timerID: EffectID { DelayedSendHandOff<Event>.timerID(sendID: id, token: token) }
    }

    /// A send delivered by an advance, and the macrostep the delivery caused (empty when the chart ignored it).
    package struct Delivery {
        /// The send delivered.
        package var timer: Timer
        /// The macrostep its delivery caused.
        package var step: Macrostep
    }

    /// The most sends one run delivers (a chart that keeps re-sending to itself stops there, and says so:
    /// ``deliveryLimitStop``). A run is bounded by virtual time already; this bounds the work of one that lets a
    /// very long time pass (a 1 ms tick for 1,000 s of virtual time is 1,000,000 deliveries).
    package static var defaultDeliveryLimit: Int { 1_000_000 }

    /// The interpreter. Every macrostep it takes must be passed to ``absorb(_:)``; the methods here do.
    package var interpreter: Interpreter
    /// The virtual time since the run was created (or since the run it was restored from was).
    package var now = Duration.zero
    /// The pending sends, in due order (then the order they were made).
    package var pending = DelayedSendHost<Timer>()
    /// The wake ``deliverNext(dueBy:)`` is delivering, at the due time of the send it started with; `nil` before the
    /// first delivery.
    private var wake: DelayedSendHost<Timer>.Wake?
    /// The pending sends, in due order.
    package var timers: [Timer] { pending.elements }
    /// How many more sends may be delivered.
    package var remainingDeliveries: Int
    /// The limit the run was created with.
    package var deliveryLimit: Int
    /// Set when a send fell due that the run did not deliver because it had delivered `deliveryLimit` already.
    package var deliveryLimitStop: TraceDeliveryLimit?

    /// Wraps an interpreter (started or not) whose macrosteps so far scheduled nothing.
    package init(_ interpreter: Interpreter, deliveryLimit: Int = defaultDeliveryLimit) {
        self.interpreter = interpreter
        self.remainingDeliveries = deliveryLimit
        self.deliveryLimit = deliveryLimit
    }

    /// The time the next pending send falls due; `nil` when none is pending (none is once the chart has stopped).
    /// Advancing to it delivers that send and every other send due then.
    package var nextDue: Duration? { pending.nextDue }

    /// Takes the delayed sends of `step` over from the interpreter (``DelayedSendHandOff``): cancels the timers it
    /// names, then puts its new sends on the clock, due from now; when the step left the chart stopped, cancels every
    /// timer (a chart that stops cancels what it handed over).
    package mutating func absorb(_ step: Macrostep) {
        for command in interpreter.handOffDelayedSends(of: step) {
            switch command {
            case .cancel(let id):
                pending.cancel { $0.element.timerID == id }
            case .schedule(let send, _):
                let due = DelayedSendHost<Timer>.due(after: send.delay, from: now)
                pending.schedule(Timer(due: due, token: send.token, event: send.event, id: send.sendID), due: due)
            case .cancelAll:
                pending.cancelAll()
            }
        }
    }

    /// Starts the interpreter (see ``StatechartInterpreter/start(processingQueuedEvents:)``).
    @discardableResult
    package mutating func start(processingQueuedEvents: Bool = true) -> Macrostep {
        let step = interpreter.start(processingQueuedEvents: processingQueuedEvents)
        absorb(step)
        return step
    }

    /// Processes the events the chart sent itself without a delay.
    @discardableResult
    package mutating func processQueuedEvents() -> Macrostep {
        let step = interpreter.takeQueuedEvents()
        absorb(step)
        return step
    }

    /// Sends `event` now. Every send due by now has been delivered by the advance that brought the clock here.
    @discardableResult
    package mutating func send(_ event: Event) -> Macrostep {
        let step = interpreter.send(event)
        absorb(step)
        return step
    }

    /// Advances the clock to `time` (never back): wakes at each due time in turn, up to `time`, as
    /// ``DelayedSendHost`` says, until nothing more is due by then or the delivery limit is reached.
    /// - Parameter each: Called after each delivery, in order, with the interpreter as the delivery left it.
    package mutating func advance(to time: Duration, each: (Delivery, Interpreter) -> Void = { _, _ in }) {
        while let delivery = deliverNext(dueBy: time) { each(delivery, interpreter) }
        if remainingDeliveries == 0, deliveryLimitStop == nil, let next = pending.nextDue, next <= time {
            deliveryLimitStop = TraceDeliveryLimit(limit: deliveryLimit, time: now)
        }
        now = max(now, time)
    }

    /// Delivers the next send due by `time` — the next of the current wake, or the first of a wake at the next due
    /// time — advancing the clock to its due time; `nil` (the clock unchanged) when none is due by then (none is once
    /// the chart has stopped) or the delivery limit is reached.
    package mutating func deliverNext(dueBy time: Duration) -> Delivery? {
        guard remainingDeliveries > 0 else { return nil }
        var taken: DelayedSends<Timer>.Entry?
        if let current = wake, current.time <= time { taken = pending.next(in: current) }
        if taken == nil, let due = pending.nextDue, due <= time {
            let next = pending.wake(at: due)
            wake = next
            taken = pending.next(in: next)
        }
        guard let next = taken?.element else { return nil }
        now = max(now, next.due)
        remainingDeliveries -= 1
        let step = interpreter.send(next.event)
        absorb(step)
        return Delivery(timer: next, step: step)
    }

    /// The time left to each pending send, in the order the sends were made; empty once the chart has stopped
    /// (it cancelled them). What tells two runs of a chart whose events are not `Hashable` apart.
    package var remainingTimes: [Duration] {
        pending.sends.entries.sorted { $0.element.token < $1.element.token }.map { $0.due - now }
    }
}

extension TimedRun.Timer: Equatable where Event: Equatable {}
extension TimedRun.Timer: Hashable where Event: Hashable {}

extension TimedRun where Event: Hashable {
    /// The pending sends as a search tells runs apart: relative to now, so two runs that differ only in how much
    /// time has passed are the same point.
    package var pendingKey: [PendingKey] {
        timers.map { PendingKey(remaining: $0.due - now, event: $0.event, id: $0.id) }
    }

    /// One pending send, relative to now.
    package struct PendingKey: Hashable, Sendable {
        var remaining: Duration
        var event: Event
        var id: String?
    }
}

extension TimedRun: Sendable where Context: Sendable {}
