/// A run that `trace`'s events file is played on: ``StatechartTracer``'s ``TimedRun``, and the pair of charts
/// `diff --events` compares. The file's timing rule is stated once, in ``play(_:afterEachStep:)``; a run only says
/// how it delivers, lets time pass and sends.
protocol EventsFileRun {
    /// The virtual time the run has reached.
    var now: Duration { get }

    /// Takes the next step of time passing towards `time`: delivers what falls due next, if that is by `time`,
    /// moving the clock to when it fell due. Returns `false`, the run unchanged, when nothing more is delivered by
    /// `time`.
    mutating func deliverNextDue(by time: Duration) -> Bool

    /// Moves the clock on to `time`, nothing being due before it any more.
    mutating func passTime(to time: Duration)

    /// Sends `event` now.
    mutating func sendEvent(_ event: String)
}

extension EventsFileRun {
    /// Plays one event of an events file: the clock advances by the event's `after` (``TraceEvent/delay``),
    /// delivering each delayed send that falls due on the way as a step of its own, then the event is sent — so an
    /// event sent at a time comes after every send due by then.
    /// - Parameters:
    ///   - event: The event.
    ///   - afterEachStep: Called after each delivery with the time it waited for, then after the event with `nil`;
    ///     returning `false` stops the play there.
    /// - Returns: Whether the play went through (`afterEachStep` never returned `false`).
    mutating func play(
        _ event: TraceEvent, afterEachStep: (inout Self, _ waited: Duration?) throws -> Bool
    ) rethrows -> Bool {
        guard try letTimePass(to: now + event.delay, afterEachStep: afterEachStep) else { return false }
        sendEvent(event.event)
        return try afterEachStep(&self, nil)
    }

    /// Lets time pass to `time`, delivering each delayed send that falls due on the way as a step of its own, as
    /// before an event (``play(_:afterEachStep:)``) and after the last one.
    /// - Parameters:
    ///   - time: The time to reach.
    ///   - afterEachStep: Called after each delivery with the time it waited for; returning `false` stops there.
    /// - Returns: Whether the time was reached (`afterEachStep` never returned `false`).
    mutating func letTimePass(
        to time: Duration, afterEachStep: (inout Self, _ waited: Duration?) throws -> Bool
    ) rethrows -> Bool {
        var before = now
        while deliverNextDue(by: time) {
            guard try afterEachStep(&self, now - before) else { return false }
            before = now
        }
        passTime(to: time)
        return true
    }
}

extension TimedRun: EventsFileRun where Event == String {
    mutating func deliverNextDue(by time: Duration) -> Bool {
        deliverNext(dueBy: time) != nil
    }

    mutating func passTime(to time: Duration) {
        advance(to: time)
    }

    mutating func sendEvent(_ event: String) {
        send(event)
    }
}
