public import Switchyard

/// Runs a string-keyed statechart on a virtual clock, as `switchyard trace` does.
///
/// Before each event the clock advances by the event's `after`, delivering the delayed sends that fall due, in due
/// order (sends made earlier first when due together). After the last event the clock runs on until no delayed
/// send is pending or ``runOutLimit`` has passed.
public struct StatechartTracer<Context>: Sendable {
    /// How long the clock runs on after the last event at most.
    public var runOutLimit: Duration = .seconds(60)
    /// The most delayed sends delivered in one trace (a chart that keeps re-sending to itself stops there).
    public var deliveryLimit = 100_000

    /// Creates a tracer.
    public init() {}

    /// Traces `interpreter` (not yet started) through `events`.
    /// - Parameters:
    ///   - interpreter: A fresh interpreter.
    ///   - events: The events, each with the virtual time before it.
    /// - Returns: The configurations.
    public func trace(
        _ interpreter: StatechartInterpreter<String, String, Context>, events: [TraceEvent]
    ) -> TraceResult {
        var run = Run(interpreter: interpreter, deliveryLimit: deliveryLimit)
        // `initial` is the configuration after the initial macrostep; events the chart sent itself without a delay
        // (SCXML's external queue) start macrosteps of their own, taken at once, before any later event.
        run.absorb(run.interpreter.start(processingQueuedEvents: false))
        let initial = run.sortedConfiguration
        run.absorb(run.interpreter.processQueuedEvents())
        var steps: [TraceResult.Step] = []
        for event in events {
            let target = run.now + .microseconds(Int64((event.after * 1000).rounded()))
            run.deliverDue(upTo: target)
            run.now = max(run.now, target)
            run.absorb(run.interpreter.send(event.event))
            steps.append(TraceResult.Step(event: event.event, configuration: run.sortedConfiguration))
        }
        run.deliverDue(upTo: run.now + runOutLimit)
        return TraceResult(
            initial: initial, steps: steps, configuration: run.sortedConfiguration,
            done: run.interpreter.isFinished && !run.interpreter.exceededStepLimit)
    }

    private struct Run {
        var interpreter: StatechartInterpreter<String, String, Context>
        var now = Duration.zero
        /// Pending timers: due time and token, kept sorted.
        var timers: [(due: Duration, token: Int)] = []
        var deliveries = 0
        let deliveryLimit: Int

        init(interpreter: StatechartInterpreter<String, String, Context>, deliveryLimit: Int) {
            self.interpreter = interpreter
            self.deliveryLimit = deliveryLimit
        }

        var sortedConfiguration: [String] {
            interpreter.configuration.atomicStates.sorted(by: CodePointOrder.precedes)
        }

        mutating func absorb(_ step: StatechartMacrostep<String, String>) {
            if !step.cancelled.isEmpty {
                let cancelled = Set(step.cancelled)
                timers.removeAll { cancelled.contains($0.token) }
            }
            for send in step.scheduled {
                timers.append((now + send.delay, send.token))
            }
            timers.sort { ($0.due, $0.token) < ($1.due, $1.token) }
        }

        mutating func deliverDue(upTo limit: Duration) {
            while interpreter.isRunning, deliveries < deliveryLimit, let next = timers.first, next.due <= limit {
                timers.removeFirst()
                now = max(now, next.due)
                deliveries += 1
                absorb(interpreter.deliver(next.token))
            }
        }
    }
}
