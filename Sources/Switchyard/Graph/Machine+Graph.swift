extension Machine where State: Hashable, Event: Hashable {
    /// The machine as a graph, ready to write as PlantUML, Mermaid or SCXML, check, compare with a drawing, or show in
    /// the inspector: a table machine's rules (``TransitionTable/graph(name:initial:)``: every rule, guards named,
    /// whatever `events` says); any other machine explored from its initial state with `events`
    /// (``MachineExplorer``: what the code does with those events, by case name).
    ///
    /// ```swift
    /// let graph = edit.graph(name: "edit", events: [.save, .confirmOK, .confirmNG, .finishSave, .shownResult])
    /// ```
    /// - Parameters:
    ///   - name: The graph's title.
    ///   - events: The events tried in every reached state of a machine without a table.
    /// - Returns: The graph; an explored one that stopped at a limit of ``MachineExplorer`` (100,000 states, 64 sends
    ///   followed in one move) says so in ``StateGraph/truncation``.
    /// - Complexity: O(states + rules) for a table; O(reachable states × events) otherwise.
    public func graph(name: String = "machine", events: [Event] = []) -> StateGraph {
        if let table { return table.graph(name: name, initial: initialState) }
        var graph = MachineExplorer(self, sampleEvents: events).explore()
        graph.title = name
        return graph
    }
}
