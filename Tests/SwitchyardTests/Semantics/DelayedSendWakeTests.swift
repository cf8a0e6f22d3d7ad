import Switchyard
import Testing

/// `DelayedSendHost`, the one rule of what a wake of a host's clock delivers: the sends due by the wake that were
/// scheduled before it, in due order; a send one of those deliveries schedules belongs to a later wake.
struct DelayedSendWakeTests {
    @Test func aSendScheduledDuringAWakeForNowWaitsForTheNextWake() {
        var host = DelayedSendHost<String>()
        host.schedule("late", after: .seconds(2), from: .zero)
        host.schedule("first", after: .seconds(1), from: .zero)
        host.schedule("second", after: .seconds(1), from: .zero)
        let wake = host.wake(at: .seconds(1))
        var delivered: [String] = []
        while let next = host.next(in: wake) {
            delivered.append(next.element)
            // Each delivery re-sends at once (due now, at the wake's time) and once a second later.
            host.schedule("again after \(next.element)", after: .zero, from: wake.time)
            host.schedule("later after \(next.element)", after: .seconds(1), from: wake.time)
        }
        #expect(delivered == ["first", "second"])
        #expect(host.nextDue == .seconds(1))

        // The next wake at the same instant delivers what the first one's deliveries scheduled for then.
        let again = host.wake(at: .seconds(1))
        delivered = []
        while let next = host.next(in: again) { delivered.append(next.element) }
        #expect(delivered == ["again after first", "again after second"])
        #expect(
            host.elements == ["late", "later after first", "later after second"],
            "due together at 2 s: in the order they were made")
    }

    @Test func aWakeDeliversNothingDueAfterItsTimeAndSkipsWhatWasCancelled() {
        var host = DelayedSendHost<String>()
        host.schedule("soon", after: .milliseconds(500), from: .zero)
        host.schedule("cancelled", after: .milliseconds(500), from: .zero)
        host.schedule("later", after: .seconds(3), from: .zero)
        let wake = host.wake(at: .seconds(1))
        #expect(host.next(in: wake)?.element == "soon")
        host.cancel { $0.element == "cancelled" }
        #expect(host.next(in: wake) == nil)
        #expect(host.elements == ["later"])
        #expect(host.remaining(at: .seconds(1)).map(\.remaining) == [.seconds(2)])
    }
}
