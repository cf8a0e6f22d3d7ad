extension StatechartState {
    /// The chart's run as a value to save (see ``StatechartSnapshot``). A store that runs the chart owns the timers of
    /// its delayed sends, so a store's state holds no pending send: saving those (and work in flight) is the store's
    /// part.
    /// - Returns: The snapshot.
    /// - Complexity: O(*n*) in the active states, history values and queued events.
    public func snapshot() -> StatechartSnapshot<StateID, Event, Context> {
        interpreter.snapshot()
    }

    /// Creates the state of a chart run by a store from a snapshot: the value
    /// ``Statechart/machine(context:stepLimit:)`` would hold had it run to the snapshot, without its
    /// ``lastMacrostep`` (empty). No entry action runs again.
    /// - Parameters:
    ///   - chart: The chart; the snapshot is checked against it.
    ///   - snapshot: Where to run on from.
    /// - Throws: ``StatechartSnapshotError`` naming what does not fit the chart.
    public init(
        _ chart: Statechart<StateID, Event, Context>, restoring snapshot: StatechartSnapshot<StateID, Event, Context>
    ) throws(StatechartSnapshotError) {
        var interpreter = try StatechartInterpreter(chart, restoring: snapshot)
        interpreter.recordsMicrosteps = false
        interpreter.recording.tracesMicrosteps = true
        self.init(interpreter: interpreter, macrostep: StatechartMacrostep(empty: ()), trace: [])
    }
}
