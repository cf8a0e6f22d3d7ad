extension StatechartInterpreter {
    /// The states a history state restores, as recorded when its parent was last exited; `nil` before that (the
    /// history then takes its default transition) or when `history` is not a history state of the chart.
    /// - Parameter history: A history state's id.
    /// - Returns: The recorded states (for shallow history the parent's active children, for deep history its
    ///   active atomic descendants), in document order.
    package func historyTargets(of history: StateID) -> [StateID]? {
        guard let node = storage.table.index[history], storage.nodes[node].isHistory,
            let recorded = historyValues[node]
        else { return nil }
        return recorded.compactMap { storage.nodes[$0].id }
    }
}

extension StatechartState {
    /// The states a history state restores, as recorded when its parent was last exited; `nil` before that.
    ///
    /// State equality (``StatechartState/==(_:_:)``) leaves history out, as it leaves out how a state was reached;
    /// a test that wants to see the history recorded asserts it here:
    ///
    /// ```swift
    /// await store.send(.power) { try $0.setConfiguration([.off]) }
    /// #expect(store.state.recordedStates(of: .resume) == [.playing])
    /// ```
    /// - Parameter history: A history state's id.
    /// - Returns: The recorded states, in document order.
    public func recordedStates(of history: StateID) -> [StateID]? {
        interpreter.historyTargets(of: history)
    }
}
