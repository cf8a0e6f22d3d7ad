import CustomDump
import Switchyard

/// One event the store applied, with the state before and after it.
struct RecordedStep<State, Event> {
    var event: Event
    var before: State
    var after: State
}

/// Sits innermost in the store's middleware and records what each event did. The first event applied while
/// ``expectingTestEvent`` is set is the test's own; every other one came from an effect (`.send`, `.run`) or a
/// state function and must be received.
@MainActor
final class EventRecorder<State: Sendable, Event: Sendable> {
    var expectingTestEvent = false
    /// Set while a test's `perform` body runs: every event applied meanwhile belongs to the test.
    var isPerforming = false
    var testStep: RecordedStep<State, Event>?
    var received: [RecordedStep<State, Event>] = [] {
        didSet {
            ledger.setUnreceived(received.map { String(customDumping: $0.event) })
            if received.count > oldValue.count { activity.signal() }
        }
    }
    /// The events applied while `perform` runs its body, in order.
    var performed: [Event] = []
    /// How many events the machine has ignored so far.
    var ignoredCount = 0
    let ledger: ReleaseLedger
    let activity: ActivitySignal

    init(ledger: ReleaseLedger, activity: ActivitySignal) {
        self.ledger = ledger
        self.activity = activity
    }

    var middleware: Middleware<State, Event> {
        Middleware { [weak self] context, event, next in
            let before = context.state
            next(event)
            guard let self else { return }
            let step = RecordedStep(event: event, before: before, after: context.state)
            if isPerforming {
                performed.append(event)
            } else if expectingTestEvent {
                expectingTestEvent = false
                testStep = step
            } else {
                received.append(step)
            }
        }
    }
}
