/// Runs a ``Statechart``: holds the configuration, the context, the queues and the history, and takes
/// macrosteps when told to. It decides and records; the host does (schedules delayed sends on its clock).
///
/// ```swift
/// var player = StatechartInterpreter(chart, context: 0)
/// player.start()                       // the initial macrostep
/// let step = player.send(.play)        // one external event, run to completion
/// for send in step.scheduled { … }     // delayed sends, for the host's clock
/// player.configuration.contains(.playing)
/// ```
///
/// The interpreter follows the algorithm of SCXML 1.0, Appendix D: internal events before external ones, eventless
/// transitions first, an optimal enabled transition set (descendants before ancestors, then document order),
/// exits innermost first, entries outermost first, `done` events for completed compound and parallel states, and a
/// top-level final state that stops the chart.
public struct StatechartInterpreter<StateID: Hashable & Sendable, Event: Sendable, Context> {
    /// The chart's type.
    public typealias Chart = Statechart<StateID, Event, Context>
    @usableFromInline
    typealias Storage = ChartStorage<StateID, Event, Context>

    /// The chart being run.
    @usableFromInline package let runChart: Chart
    @usableFromInline
    var storage: Storage { runChart.storage }
    /// What the chart's actions see and change: the context, the signal being processed, the work they ask for.
    @usableFromInline
    var scope: Chart.ActionScope
    /// The active states.
    @usableFromInline
    var active: StatechartConfiguration<StateID>
    /// The recorded history values: history state → the states it restores, as positions in document order.
    @usableFromInline
    var historyValues: [Int: [Int]] = [:]
    /// The events waiting to be processed and the delayed sends waiting on the host's clock.
    @usableFromInline
    var queues = Queues()
    /// The work tied to active states, and the state whose entry action is running.
    @usableFromInline
    var tied = TiedWork()
    /// Whether the chart has started, is running, has carried out its stop, was stopped at the step limit.
    @usableFromInline
    var status = Status()
    /// The step limit and the steps the call under way has taken.
    @usableFromInline
    var budget = StepBudget()
    /// What the macrostep under way did, and what is recorded of each microstep.
    @usableFromInline
    var recording = Recording()
    /// Working space of a microstep (see `takeMicrostep(for:)`), kept so that its capacity is reused.
    @usableFromInline
    var scratch: [Int] = []
    /// The microstep's history defaults whose actions run once their parent is entered: parent state → the
    /// history's default transition. Empty between microsteps.
    @usableFromInline
    var historyDefaults: [Int: Int] = [:]
    /// Whether `scratch` holds the transitions `lookAhead(at:)` selected for the event the next `send(_:)` takes.
    @usableFromInline
    var preselected = false

    /// What the macrostep under way did, made on the first change.
    @inlinable
    var record: StatechartMacrostep<StateID, Event> {
        _read { yield recording.recorded ?? StatechartMacrostep(empty: ()) }
        _modify {
            if recording.recorded == nil { recording.recorded = StatechartMacrostep(empty: ()) }
            yield &recording.recorded!
        }
    }

    /// Whether the chart has started, has not reached a top-level final state and was not stopped at the step
    /// limit.
    @inlinable
    package var isStillRunning: Bool { status.running }
    /// Whether a call took more than ``stepLimit`` microsteps and events and was stopped (an endless loop of
    /// eventless transitions or raised events): the chart never settled. It is then neither running nor finished,
    /// and ignores every later call; ``stepLimitStop`` describes the stop.
    @inlinable
    package var stepLimitWasExceeded: Bool { status.stepLimitExceeded }
    /// How the chart was stopped at the step limit, in the words every tool uses; `nil` unless a call took more
    /// than ``stepLimit`` microsteps and events and was stopped.
    public var stepLimitStop: StatechartStepLimit? {
        guard status.stepLimitExceeded else { return nil }
        let event: String? =
            switch scope.currentSignal {
            case nil: nil
            case .event(let event): "\(event)"
            case .done(let state): "done.state.\(state)"
            case .executionError: "error.execution"
            case .communicationError: "error.communication"
            }
        return StatechartStepLimit(
            maxSteps: stepLimit, eventText: event, stateNames: active.atomicStates.map { "\($0)" })
    }
    /// Whether each macrostep's microsteps are recorded in the returned ``StatechartMacrostep`` (on by default).
    @inlinable
    public var recordsMicrosteps: Bool {
        get { recording.recordsMicrosteps }
        set { recording.recordsMicrosteps = newValue }
    }
    /// The most microsteps and events one call may take before the interpreter stops the chart (see
    /// ``StatechartStepLimit``); 100,000 unless set.
    @inlinable
    public var stepLimit: Int {
        get { budget.limit }
        set { budget.limit = newValue }
    }

    /// Creates an interpreter that has not started.
    /// - Parameters:
    ///   - chart: The chart to run.
    ///   - context: The initial extended state.
    @inlinable
    public init(_ chart: Chart, context: Context) {
        self.runChart = chart
        active = StatechartConfiguration(table: chart.storage.table)
        scope = Chart.ActionScope(context: context, configuration: active)
    }

    /// The extended state.
    @inlinable
    public var context: Context {
        get { scope.context }
        set { scope.context = newValue }
    }

    /// The active states.
    @inlinable
    public var configuration: StatechartConfiguration<StateID> { active }

    /// Whether the chart reached a top-level final state. A chart stopped at the step limit
    /// (``stepLimitStop``) has stopped without finishing: this stays `false`.
    @inlinable
    public var isFinished: Bool { status.hasStarted && !isStillRunning && !status.stepLimitExceeded }

    /// The delayed sends made and neither delivered nor cancelled, in the order they were made. A host that takes
    /// the sends over after each macrostep (a store, and the package's virtual clock; see `DelayedSendHost`) leaves
    /// none here: it keeps them itself.
    @inlinable
    public var pendingSends: [StatechartDelayedSend<Event>] {
        queues.pending.values.sorted { $0.token < $1.token }
    }

    /// The recorded history values (history state → the states it restores, as positions in document order), for
    /// explorations that must tell apart two runs in one configuration with different histories.
    package var recordedHistory: [Int: [Int]] { historyValues }

    /// Enters the initial states and runs the initial macrostep, then (unless told not to) the events the chart sent
    /// itself without a delay, each to completion. Calling it again does nothing.
    /// - Parameter processingQueuedEvents: Whether to process the events the chart sent itself (SCXML's external
    ///   queue) before returning; `false` stops after the initial macrostep, so a host can see the configuration
    ///   the chart starts in, and leaves them for the next ``send(_:)``, which takes them first.
    /// - Returns: What happened.
    @inlinable
    @discardableResult
    public mutating func start(processingQueuedEvents: Bool = true) -> StatechartMacrostep<StateID, Event> {
        guard !status.hasStarted else { return StatechartMacrostep(empty: ()) }
        status.hasStarted = true
        status.running = true
        budget.taken = 0
        runBlock(storage.startActions)
        let initial = storage.nodes[0].initial
        if initial >= 0 {
            scratch.removeAll(keepingCapacity: true)
            scratch.append(initial)
            microstep(enabled: 1, ranges: 1..<1, isInitial: true)
        }
        runMacrostep()
        if processingQueuedEvents {
            drainExternalQueue()
        } else if !isStillRunning && !status.hasExited {
            exitInterpreter()
        }
        return takeRecord()
    }

    /// Processes the events the chart sent itself without a delay and has not processed yet, each to completion
    /// (for `switchyard trace`, which starts a chart with `processingQueuedEvents: false` to print the
    /// configuration it starts in).
    /// - Returns: What happened.
    @inlinable
    @discardableResult
    package mutating func takeQueuedEvents() -> StatechartMacrostep<StateID, Event> {
        guard isStillRunning else { return StatechartMacrostep(empty: ()) }
        budget.taken = 0
        drainExternalQueue()
        return takeRecord()
    }

    /// Processes one external event to completion: the event's microstep, then eventless transitions and internal
    /// events until stable, then any events the chart sent itself meanwhile. Ignored before
    /// ``start(processingQueuedEvents:)`` and after the chart finished.
    /// - Parameter event: The event.
    /// - Returns: What happened.
    /// - Complexity: Per microstep, proportional to the active states, their ancestors' transitions and the
    ///   states exited and entered; independent of the chart's size.
    @inlinable
    @discardableResult
    public mutating func send(_ event: Event) -> StatechartMacrostep<StateID, Event> {
        guard isStillRunning else { return StatechartMacrostep(empty: ()) }
        budget.taken = 0
        if queues.externalHead == queues.externalQueue.count {
            // Nothing queued before it: processed at once, without going through the queue.
            if countStep() { process(event) }
        } else {
            queues.externalQueue.append(event)
        }
        drainExternalQueue()
        return takeRecord()
    }

    /// Delivers a delayed send that fell due on the host's clock, for a host that leaves its sends in the
    /// interpreter (a store takes them over and delivers by sending the event instead). Does nothing when it was
    /// cancelled or already delivered, or the chart is not running.
    /// - Parameter token: The send's ``StatechartDelayedSend/token``.
    /// - Returns: What happened.
    @inlinable
    @discardableResult
    public mutating func deliver(_ token: Int) -> StatechartMacrostep<StateID, Event> {
        guard isStillRunning, let send = queues.pending.removeValue(forKey: token) else {
            return StatechartMacrostep(empty: ())
        }
        budget.taken = 0
        queues.externalQueue.append(send.event)
        drainExternalQueue()
        return takeRecord()
    }

    @inlinable
    mutating func takeRecord() -> StatechartMacrostep<StateID, Event> {
        defer { recording.recorded = nil }
        return recording.recorded ?? StatechartMacrostep(empty: ())
    }

    /// The microsteps traced since the last call (see `tracesMicrosteps`), leaving none.
    @inlinable
    mutating func takeTrace() -> [Int] {
        defer { recording.trace = [] }
        return recording.trace
    }
}

extension StatechartInterpreter: Sendable where Context: Sendable {}
