/// The state of a statechart run by a ``Store``: the active configuration and the context, as one value.
///
/// A store that runs a chart (``Statechart/machine(context:stepLimit:)``) holds this value as its state, so
/// everything a store does works for charts too: observers, selections (`\.configuration`, `\.context.volume`),
/// the event log and replay, `TestStore`. Read ``configuration`` to see which states are active and
/// ``lastMacrostep`` to see the exits and entries of every microstep the last event caused.
///
/// It is a value like any other, and cheap to pass around: what it holds sits behind one copy-on-write reference, so
/// a copy (the state a store hands each observer) costs one retain, and changing a copy that another value shares
/// copies its storage first.
public struct StatechartState<StateID: Hashable & Sendable, Event: Sendable, Context: Sendable>: Sendable {
    /// What a chart's state holds, kept in one copy-on-write buffer (``StatechartState/box``).
    @usableFromInline
    struct Parts: Sendable {
        @usableFromInline var interpreter: StatechartInterpreter<StateID, Event, Context>
        /// The last macrostep without its microsteps, which are in `trace` (see `StatechartInterpreter.trace`):
        /// one buffer of node indices to make per event instead of four arrays per microstep, decoded when read.
        /// `nil` when it did nothing else (no delayed send made or cancelled, no work asked for), as most do.
        @usableFromInline var macrostep: StatechartMacrostep<StateID, Event>?
        @usableFromInline var trace: [Int]

        @inlinable
        init(
            interpreter: StatechartInterpreter<StateID, Event, Context>,
            macrostep: StatechartMacrostep<StateID, Event>?, trace: [Int]
        ) {
            self.interpreter = interpreter
            self.macrostep = macrostep
            self.trace = trace
        }
    }

    /// Every part of the state behind one reference, always exactly one element: a store hands its state to each
    /// observer it tells (will-exit, did-enter, the transition's two states), and a copy of the state is then one
    /// retain instead of one per array, dictionary and reference the interpreter holds (about twenty). Changing a
    /// part goes through the array's own uniqueness check, so the buffer is copied when — and only when — another
    /// value still holds it: value semantics, as if every part were stored in line. A one-element array rather than
    /// a class of our own, because a class with mutable storage is `Sendable` only when unchecked.
    @usableFromInline var box: ContiguousArray<Parts>

    /// The interpreter, read in the shared buffer and changed in place when this value is its only holder.
    @inlinable
    var interpreter: StatechartInterpreter<StateID, Event, Context> {
        _read { yield box[0].interpreter }
        _modify { yield &box[0].interpreter }
    }

    /// See `Parts.macrostep`.
    @inlinable
    var macrostep: StatechartMacrostep<StateID, Event>? {
        _read { yield box[0].macrostep }
        _modify { yield &box[0].macrostep }
    }

    /// See `Parts.trace`.
    @inlinable
    var trace: [Int] {
        _read { yield box[0].trace }
        _modify { yield &box[0].trace }
    }

    /// All the parts at once, for a step that changes several: one uniqueness check instead of one per part.
    @inlinable
    var parts: Parts {
        _read { yield box[0] }
        _modify { yield &box[0] }
    }

    /// What the event that led to this state did: every microstep's exits and entries, in order, and the delayed
    /// sends it scheduled or cancelled.
    /// - Complexity: O(*m*) in the transitions taken and states exited and entered; the microsteps are decoded
    ///   on each read.
    public var lastMacrostep: StatechartMacrostep<StateID, Event> {
        var result = macrostep ?? StatechartMacrostep(empty: ())
        result.microsteps = Self.microsteps(in: trace, of: interpreter.storage)
        return result
    }

    @inlinable
    init(
        interpreter: StatechartInterpreter<StateID, Event, Context>, macrostep: StatechartMacrostep<StateID, Event>,
        trace: [Int]
    ) {
        box = [Parts(interpreter: interpreter, macrostep: macrostep.isEmpty ? nil : macrostep, trace: trace)]
    }

    /// The microsteps a trace records; states without an id (the chart itself) are left out.
    static func microsteps(
        in trace: [Int], of storage: ChartStorage<StateID, Event, Context>
    ) -> [StatechartMicrostep<StateID>] {
        var microsteps: [StatechartMicrostep<StateID>] = []
        var position = 0
        func next() -> ArraySlice<Int> {
            let count = trace[position]
            defer { position += count + 1 }
            return trace[position + 1..<position + 1 + count]
        }
        while position < trace.count {
            let transitions = Array(next())
            let exited = next().compactMap { storage.nodes[$0].id }
            let entered = next().compactMap { storage.nodes[$0].id }
            microsteps.append(StatechartMicrostep(transitionList: transitions, exited: exited, entered: entered))
        }
        return microsteps
    }

    /// Whether the last macrostep exited or entered any state (the chart itself included): it was an external step
    /// of the store that runs the chart, not only targetless transitions.
    /// - Complexity: O(*m*) in the microsteps recorded; reads the compact trace, decodes nothing.
    @inlinable
    var lastMacrostepMoves: Bool {
        let trace = box[0].trace
        var position = 0
        while position < trace.count {
            position += trace[position] + 1  // transitions
            if trace[position] > 0 { return true }  // exited
            position += trace[position] + 1
            if trace[position] > 0 { return true }  // entered
            position += trace[position] + 1
        }
        return false
    }

    /// The active states: every active state, atomic and compound, with ``StatechartConfiguration/contains(_:)``
    /// and the active atomic states in document order.
    @inlinable
    public var configuration: StatechartConfiguration<StateID> { interpreter.configuration }

    /// The chart's extended state.
    @inlinable
    public var context: Context {
        get { interpreter.context }
        set { interpreter.context = newValue }
    }

    /// Whether the chart reached a top-level final state (it then ignores every event). A chart stopped at the
    /// step limit has not finished (see ``exceededStepLimit``).
    @inlinable
    public var isFinished: Bool { interpreter.isFinished }

    /// Whether the chart was stopped at the step limit: an event led to an endless loop of eventless transitions
    /// or raised events, so it never settled. It then ignores every event, and the store reports each as a
    /// ``StoreDiagnostic`` of kind ``StoreDiagnostic/Kind/stepLimit``.
    @inlinable
    public var exceededStepLimit: Bool { interpreter.stepLimitWasExceeded }

    /// How the chart was stopped at the step limit, in the words every tool uses; `nil` unless
    /// ``exceededStepLimit``.
    @usableFromInline package var stepLimitReport: StatechartStepLimit? { interpreter.stepLimitStop }
}

extension StatechartState: Equatable where Context: Equatable {
    /// States are equal when the same states are active, the contexts are equal, both are finished or not and both
    /// were stopped at the step limit or not; how each got there (``lastMacrostep``) plays no part.
    /// - Parameters:
    ///   - lhs: A state.
    ///   - rhs: Another state.
    /// - Returns: Whether they are equal.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.configuration == rhs.configuration && lhs.context == rhs.context && lhs.isFinished == rhs.isFinished
            && lhs.exceededStepLimit == rhs.exceededStepLimit
    }
}

extension StatechartState: CustomStringConvertible {
    /// The active atomic states, for logs and test failures: `[playing, loud]`; a chart stopped at the step limit
    /// says so after them: `[b] (stopped: the chart did not settle)`.
    public var description: String {
        guard exceededStepLimit else { return configuration.description }
        return configuration.description + " (stopped: \(StatechartStepLimit.headline))"
    }
}
