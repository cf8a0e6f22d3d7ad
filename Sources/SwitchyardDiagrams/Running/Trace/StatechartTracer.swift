import Foundation
public import Switchyard

/// Runs a string-keyed statechart on a virtual clock, as `switchyard trace` does.
///
/// Before each event the clock advances by the event's `after`, delivering the delayed sends that fall due, in due
/// order (sends made earlier first when due together), then the event is sent (the rule `diff --events` plays the
/// same file by). After the last event the clock runs on until no delayed send is pending or ``runOutLimit`` has
/// passed.
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
        trace(interpreter, events: events) { _ in }
    }

    /// Traces `interpreter`, calling `afterEachStep` after every macrostep (the initial one, the events the chart sent
    /// itself, each event, each delivery) with the run, which it may replace.
    func trace(
        _ interpreter: StatechartInterpreter<String, String, Context>, events: [TraceEvent],
        afterEachStep: (inout TimedRun<String, String, Context>) throws -> Void
    ) rethrows -> TraceResult {
        var run = TimedRun(interpreter, deliveryLimit: deliveryLimit)
        // `initial` is the configuration after the initial macrostep; events the chart sent itself without a delay
        // (SCXML's external queue) start macrosteps of their own, taken at once, before any later event.
        run.start(processingQueuedEvents: false)
        try afterEachStep(&run)
        let initial = Self.sorted(run.interpreter.configuration)
        run.processQueuedEvents()
        try afterEachStep(&run)
        var steps: [TraceResult.Step] = []
        for event in events {
            _ = try run.play(event) { run, _ in
                try afterEachStep(&run)
                return true
            }
            steps.append(
                TraceResult.Step(event: event.event, configuration: Self.sorted(run.interpreter.configuration)))
        }
        _ = try run.letTimePass(to: run.now + runOutLimit) { run, _ in
            try afterEachStep(&run)
            return true
        }
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

extension StatechartTracer where Context: Codable {
    /// Traces `interpreter` (not yet started) through `events`; with `snapshotEachStep`, after every macrostep (the
    /// initial one, each event, each delayed delivery) the running chart and the clock are encoded to bytes, and the
    /// trace goes on in a new interpreter restored from those bytes alone (with `interpreter`'s settings). The
    /// result is the same either way: this is how `switchyard trace --snapshot-each-step` shows that a snapshot
    /// loses nothing.
    /// - Parameters:
    ///   - interpreter: A fresh interpreter.
    ///   - events: The events, each with the virtual time before it.
    ///   - snapshotEachStep: Whether to save and restore the run after every macrostep.
    /// - Returns: The configurations.
    /// - Throws: `StatechartSnapshotError` or `DecodingError` when a snapshot could not be restored, which would be
    ///   a defect of the snapshot.
    public func trace(
        _ interpreter: StatechartInterpreter<String, String, Context>, events: [TraceEvent], snapshotEachStep: Bool
    ) throws -> TraceResult {
        guard snapshotEachStep else { return trace(interpreter, events: events) }
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        return try trace(interpreter, events: events) { run in
            let bytes = try encoder.encode(run.snapshot())
            let snapshot = try decoder.decode(TimedRun<String, String, Context>.Snapshot.self, from: bytes)
            run = try TimedRun(restoring: snapshot, into: interpreter)
        }
    }
}
