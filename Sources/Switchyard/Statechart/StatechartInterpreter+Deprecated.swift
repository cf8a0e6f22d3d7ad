// 0.6's introspection and queue stepping of an interpreter, no longer public in 0.7. Each forward reads what the
// package reads today, and goes in 0.8.

extension StatechartInterpreter {
    /// The chart being run.
    @available(*, deprecated, message: "keep the chart you passed to StatechartInterpreter(_:context:)")
    public var chart: Chart { runChart }

    /// Whether the interpreter has started and not stopped.
    @available(*, deprecated, message: "isFinished and stepLimitStop say how a run ended")
    public var isRunning: Bool { isStillRunning }

    /// Whether a macrostep stopped at the step limit.
    @available(*, deprecated, message: "use stepLimitStop != nil")
    public var exceededStepLimit: Bool { stepLimitWasExceeded }

    /// The states a history state restores, as recorded when its parent was last exited; `nil` before that.
    /// - Parameter history: A history state's id.
    /// - Returns: The recorded states, in document order.
    @available(*, deprecated, message: "a store's state.recordedStates(of:) reads the same")
    public func recordedStates(of history: StateID) -> [StateID]? {
        historyTargets(of: history)
    }

    /// Processes the events waiting on the queues.
    /// - Returns: What happened.
    @available(*, deprecated, message: "the next send(_:) takes the queued events first")
    public mutating func processQueuedEvents() -> StatechartMacrostep<StateID, Event> {
        takeQueuedEvents()
    }
}

extension StatechartState {
    /// Where the chart stopped at its step limit, if it did.
    @available(*, deprecated, message: "a store reports the stop as a stepLimit diagnostic; exceededStepLimit says it")
    public var stepLimitStop: StatechartStepLimit? { stepLimitReport }
}
