// The interpreter's run, in small named parts: each groups the fields one concern reads and writes, so the
// interpreter's own declaration lists what it holds in a dozen lines. They are plain values stored inline: reaching a
// field through its part compiles to the same access as a field of the interpreter.
extension StatechartInterpreter {
    /// The events waiting to be processed (SCXML's internal and external queues, each read from a head index so that
    /// taking an event moves nothing) and the delayed sends waiting on the host's clock.
    @usableFromInline
    struct Queues: Sendable {
        /// Events raised and not yet processed, from `internalHead` on.
        @usableFromInline var internalQueue: [StatechartSignal<StateID, Event>] = []
        /// The position of the next raised event to process.
        @usableFromInline var internalHead = 0
        /// Events the chart sent itself without a delay and has not processed yet, from `externalHead` on.
        @usableFromInline var externalQueue: [Event] = []
        /// The position of the next sent event to process.
        @usableFromInline var externalHead = 0
        /// Delayed sends made and neither delivered nor cancelled, by token.
        @usableFromInline var pending: [Int: StatechartDelayedSend<Event>] = [:]
        /// The token the next delayed send gets.
        @usableFromInline var nextToken = 0

        @inlinable
        init() {}
    }

    /// The work active states' entry actions asked for, which is cancelled when the state is exited (read and
    /// written only by the engine's `stopWork(tiedTo:)` and `startWork(_:)`, and by snapshots).
    @usableFromInline
    struct TiedWork: Sendable {
        /// Active states with work tied to them, and the ids that work was given (runs without one share the
        /// state's).
        @usableFromInline var effects: [Int: [EffectID]] = [:]
        /// The state the one step rule ties the running action's work to (0: none): the state being entered.
        @usableFromInline var owner = 0

        @inlinable
        init() {}
    }

    /// Where the chart is in its life.
    @usableFromInline
    struct Status: Sendable {
        /// Whether the chart has started.
        @usableFromInline var hasStarted = false
        /// Whether the chart has started and neither reached a top-level final state nor was stopped.
        @usableFromInline var running = false
        /// Whether the stop has been carried out: exit actions run, pending sends dropped.
        @usableFromInline var hasExited = false
        /// Whether a call took more than the step limit and the chart was stopped.
        @usableFromInline var stepLimitExceeded = false

        @inlinable
        init() {}
    }

    /// The most microsteps and events one call may take, and how many the call under way has taken.
    @usableFromInline
    struct StepBudget: Sendable {
        /// The limit (``StatechartInterpreter/stepLimit``).
        @usableFromInline var limit = 100_000
        /// The microsteps and events taken by the call under way.
        @usableFromInline var taken = 0

        @inlinable
        init() {}
    }

    /// What the macrostep under way did, and what is recorded of each microstep.
    @usableFromInline
    struct Recording: Sendable {
        /// What the macrostep under way did (see `record`); `nil` between calls, so that a copy of an interpreter at
        /// rest (a store's state handed to an observer, or copied for a step) retains none of its five arrays.
        @usableFromInline var recorded: StatechartMacrostep<StateID, Event>?
        /// Whether each macrostep's microsteps are recorded in full
        /// (``StatechartInterpreter/recordsMicrosteps``).
        @usableFromInline var recordsMicrosteps = true
        /// Whether microsteps are recorded compactly in `trace` (for a store, which reads them only when asked).
        @usableFromInline var tracesMicrosteps = false
        /// Each microstep recorded when `tracesMicrosteps` is on: the number of transitions and their indices, the
        /// number of states exited and their nodes (exit order), the number entered and their nodes (entry order).
        @usableFromInline var trace: [Int] = []

        @inlinable
        init() {}
    }
}
