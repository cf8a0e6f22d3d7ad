public import Switchyard

/// Runs a string-keyed statechart on a virtual clock, as `switchyard trace` does.
///
/// Before each event the clock advances by the event's `after`, delivering the delayed sends that fall due, in due
/// order (sends made earlier first when due together). After the last event the clock runs on until no delayed
/// send is pending or ``runOutLimit`` has passed.
public struct StatechartTracer<Context>: Sendable {
    /// How long the clock runs on after the last event at most.
    public var runOutLimit: Duration = .seconds(60)
    /// The most delayed sends delivered in one trace (a chart that keeps re-sending to itself for a very long
    /// virtual time stops there, and the result says so: ``TraceResult/deliveryLimitStop``).
    public var deliveryLimit = 1_000_000

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
        var run = TimedRun(interpreter, deliveryLimit: deliveryLimit)
        // `initial` is the configuration after the initial macrostep; events the chart sent itself without a delay
        // (SCXML's external queue) start macrosteps of their own, taken at once, before any later event.
        run.start(processingQueuedEvents: false)
        let initial = Self.sorted(run.interpreter.configuration)
        run.processQueuedEvents()
        var steps: [TraceResult.Step] = []
        for event in events {
            run.advance(to: run.now + .microseconds(Int64((event.after * 1000).rounded())))
            run.send(event.event)
            steps.append(
                TraceResult.Step(event: event.event, configuration: Self.sorted(run.interpreter.configuration)))
        }
        run.advance(to: run.now + runOutLimit)
        var result = TraceResult(
            initial: initial, steps: steps, configuration: Self.sorted(run.interpreter.configuration),
            done: run.interpreter.isFinished)
        result.stepLimitStop = run.interpreter.stepLimitStop
        result.deliveryLimitStop = run.deliveryLimitStop
        return result
    }

    private static func sorted(_ configuration: StatechartConfiguration<String>) -> [String] {
        configuration.atomicStates.sorted(by: CodePointOrder.precedes)
    }
}
