extension StatechartInterpreter {
    /// The interpreter's type of snapshot.
    public typealias Snapshot = StatechartSnapshot<StateID, Event, Context>

    /// Everything needed to run on exactly from here, as a value (see ``StatechartSnapshot``). Taking it changes
    /// nothing.
    /// - Returns: The snapshot.
    /// - Complexity: O(*n*) in the active states, history values, queued events and pending sends.
    public func snapshot() -> Snapshot {
        let nodes = storage.nodes
        func id(_ node: Int) -> StateID? { nodes[node].id }
        var snapshot = Snapshot(
            configuration: active.states,
            history: historyValues.keys.sorted().compactMap { history in
                id(history).map {
                    Snapshot.HistoryValue(history: $0, states: historyValues[history, default: []].compactMap(id))
                }
            },
            internalQueue: Array(queues.internalQueue[queues.internalHead...]),
            externalQueue: Array(queues.externalQueue[queues.externalHead...]), pendingSends: pendingSends,
            nextSendToken: queues.nextToken, hasStarted: status.hasStarted, isRunning: status.running,
            hasExited: status.hasExited, exceededStepLimit: status.stepLimitExceeded,
            tiedEffects: tied.effects.keys.sorted().compactMap { state in
                id(state).map { Snapshot.TiedEffects(state: $0, ids: tied.effects[state, default: []]) }
            },
            context: context)
        if status.stepLimitExceeded { snapshot.stoppedOn = scope.currentSignal }
        return snapshot
    }

    /// Creates an interpreter of `chart` that runs on from `snapshot`, exactly as the interpreter it was taken from
    /// would have: no entry action runs again, nothing is sent or scheduled.
    ///
    /// The settings (``stepLimit``, ``recordsMicrosteps``) are the defaults, as for a new interpreter; set them as
    /// the saved interpreter had them. A host that kept the pending sends on its clock puts them back itself (they
    /// are in ``pendingSends``).
    /// - Parameters:
    ///   - chart: The chart to run; the snapshot is checked against it.
    ///   - snapshot: Where to run on from.
    /// - Throws: ``StatechartSnapshotError`` naming what does not fit the chart.
    /// - Complexity: O(*n* log *n*) in what the snapshot holds.
    public init(_ chart: Chart, restoring snapshot: Snapshot) throws(StatechartSnapshotError) {
        self.init(chart, context: snapshot.context)
        try restore(snapshot)
    }

    /// Replaces this interpreter's run with `snapshot`, keeping its chart and settings (``stepLimit``,
    /// ``recordsMicrosteps``). Nothing runs: no exit or entry action, no send. When the snapshot does not fit the
    /// chart the interpreter is left unchanged.
    /// - Parameter snapshot: Where to run on from.
    /// - Throws: ``StatechartSnapshotError`` naming what does not fit the chart.
    /// - Complexity: O(*n* log *n*) in what the snapshot holds.
    public mutating func restore(_ snapshot: Snapshot) throws(StatechartSnapshotError) {
        guard (1...Snapshot.currentVersion).contains(snapshot.version) else {
            throw .unsupportedVersion(snapshot.version)
        }
        let nodes = storage.nodes
        let index = storage.table.index
        func node(_ id: StateID) throws(StatechartSnapshotError) -> Int {
            guard let node = index[id] else { throw .unknownState("\(id)") }
            return node
        }
        var configuration = StatechartConfiguration<StateID>(table: storage.table)
        for id in snapshot.configuration { configuration.insert(try node(id)) }
        try Self.checkStatus(snapshot, isEmpty: configuration.containsNothing)
        try checkConfiguration(configuration.active)
        var history: [Int: [Int]] = [:]
        for value in snapshot.history {
            let state = try node(value.history)
            guard nodes[state].isHistory else { throw .notAHistoryState("\(value.history)") }
            guard history[state] == nil else {
                throw .invalidHistoryValue(history: "\(value.history)", reason: "is recorded twice")
            }
            guard !value.states.isEmpty else {
                throw .invalidHistoryValue(history: "\(value.history)", reason: "restores no state")
            }
            var restored: [Int] = []
            for id in value.states {
                let target = try node(id)
                guard storage.isDescendant(target, of: nodes[state].parent) else {
                    throw .historyValueOutsideParent(history: "\(value.history)", state: "\(id)")
                }
                guard !nodes[target].isHistory else {
                    throw .invalidHistoryValue(history: "\(value.history)", reason: "names history state '\(id)'")
                }
                restored.append(target)
            }
            history[state] = restored
        }
        for case .done(let id) in snapshot.internalQueue { _ = try node(id) }
        if case .done(let id)? = snapshot.stoppedOn { _ = try node(id) }
        guard (0...(1 << 62)).contains(snapshot.nextSendToken) else {
            throw .invalidSendCounter(snapshot.nextSendToken)
        }
        var pending: [Int: StatechartDelayedSend<Event>] = [:]
        for send in snapshot.pendingSends {
            guard send.token >= 0, send.token < snapshot.nextSendToken, pending[send.token] == nil else {
                throw .invalidPendingSend(token: send.token)
            }
            pending[send.token] = send
        }
        var tied: [Int: [EffectID]] = [:]
        for record in snapshot.tiedEffects {
            let state = try node(record.state)
            guard configuration.isActive(state) else { throw .effectsTiedToInactiveState("\(record.state)") }
            tied[state, default: []] += record.ids
        }

        active = configuration
        historyValues = history
        queues.internalQueue = snapshot.internalQueue
        queues.internalHead = 0
        queues.externalQueue = snapshot.externalQueue
        queues.externalHead = 0
        queues.pending = pending
        queues.nextToken = snapshot.nextSendToken
        status.hasStarted = snapshot.hasStarted
        status.running = snapshot.isRunning
        status.hasExited = snapshot.hasExited
        status.stepLimitExceeded = snapshot.exceededStepLimit
        self.tied.effects = tied
        scope = Chart.ActionScope(
            context: snapshot.context, configuration: StatechartConfiguration(table: storage.table))
        if snapshot.exceededStepLimit { scope.currentSignal = snapshot.stoppedOn }
        self.tied.owner = 0
        budget.taken = 0
        recording.recorded = nil
        recording.trace.removeAll()
        scratch.removeAll()
    }

    /// The flags agree with each other and with the rest of the snapshot.
    private static func checkStatus(_ snapshot: Snapshot, isEmpty: Bool) throws(StatechartSnapshotError) {
        if !snapshot.hasStarted {
            guard !snapshot.isRunning, !snapshot.hasExited, !snapshot.exceededStepLimit else {
                throw .inconsistentStatus("a chart that has not started is neither running nor stopped")
            }
            guard isEmpty, snapshot.history.isEmpty, snapshot.internalQueue.isEmpty,
                snapshot.externalQueue.isEmpty, snapshot.pendingSends.isEmpty, snapshot.tiedEffects.isEmpty
            else {
                throw .inconsistentStatus("a chart that has not started has no active state, history or queued event")
            }
        }
        if snapshot.isRunning {
            guard !snapshot.hasExited, !snapshot.exceededStepLimit else {
                throw .inconsistentStatus("a running chart has not stopped")
            }
            guard !isEmpty else { throw .inconsistentStatus("a running chart has active states") }
        }
    }

    /// Every active state's parent is active, every active compound state (and the chart, once a state is active)
    /// has an active child, every active parallel state has all of its regions active, and no history state is
    /// active. (Two active children of one compound state are let through: a transition that targets two siblings
    /// puts a run there, and a snapshot keeps what the run did.)
    private func checkConfiguration(_ active: [Int]) throws(StatechartSnapshotError) {
        guard !active.isEmpty else { return }
        let nodes = storage.nodes
        let configuration = Set(active)
        func name(_ node: Int) -> String { nodes[node].id.map { "'\($0)'" } ?? "the chart" }
        for node in active {
            if nodes[node].isHistory {
                throw .invalidConfiguration("\(name(node)) is a history state, which is never active")
            }
            let parent = nodes[node].parent
            if parent > 0, !configuration.contains(parent) {
                throw .invalidConfiguration("\(name(node)) is active but its parent \(name(parent)) is not")
            }
        }
        for node in [0] + active {
            let children = nodes[node].children
            switch nodes[node].kind {
            case .compound where !children.contains(where: configuration.contains):
                throw .invalidConfiguration("\(name(node)) is active but none of its children is")
            case .parallel:
                if let missing = children.first(where: { !configuration.contains($0) }) {
                    throw .invalidConfiguration(
                        "parallel state \(name(node)) is active but its region \(name(missing)) is not")
                }
            default:
                continue
            }
        }
    }
}
