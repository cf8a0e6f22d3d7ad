// 0.6's stored properties of an explorer and its table form, no longer public in 0.7. Each forward reads or writes
// what the explorer uses today, and goes in 0.8.

extension MachineExplorer {
    /// The machine explored.
    @available(*, deprecated, message: "keep the machine you passed to MachineExplorer(_:sampleEvents:)")
    public var machine: Machine<State, Event> {
        get { exploredMachine }
        set { exploredMachine = newValue }
    }

    /// The events tried in every state.
    @available(*, deprecated, message: "keep the events you passed to MachineExplorer(_:sampleEvents:)")
    public var sampleEvents: [Event] {
        get { triedEvents }
        set { triedEvents = newValue }
    }

    /// Names a state in the graph.
    @available(*, deprecated, message: "keep the function you passed as stateName:")
    public var stateName: (State) -> String {
        get { namesState }
        set { namesState = newValue }
    }

    /// Names an event (the arrow's label).
    @available(*, deprecated, message: "keep the function you passed as eventName:")
    public var eventName: (Event) -> String {
        get { namesEvent }
        set { namesEvent = newValue }
    }

    /// The most distinct states to visit before stopping.
    @available(*, deprecated, message: "keep the limit you passed as stateLimit:")
    public var stateLimit: Int {
        get { maxStates }
        set { maxStates = newValue }
    }
}

extension MachineExplorer where State: Hashable, Event: Hashable {
    /// An explorer for a table machine that needs no sample events: its rules list them.
    /// - Parameters:
    ///   - machine: A machine made from a ``TransitionTable``.
    ///   - stateLimit: At most this many distinct states are visited.
    ///   - stateName: Names states; the case name by default.
    ///   - eventName: Names events; the case name by default.
    /// - Returns: `nil` when the machine is not a table machine.
    @available(*, deprecated, message: "use MachineExplorer(machine, sampleEvents: table.events)")
    public static func table(
        _ machine: Machine<State, Event>, stateLimit: Int = 100_000,
        stateName: @escaping (State) -> String = DefaultNames.of,
        eventName: @escaping (Event) -> String = DefaultNames.of
    ) -> MachineExplorer? {
        tableExplorer(machine, stateLimit: stateLimit, stateName: stateName, eventName: eventName)
    }
}
