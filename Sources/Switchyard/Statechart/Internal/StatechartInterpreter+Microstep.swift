// One microstep: SCXML 1.0 Appendix D, `microstep`, `exitStates`, `enterStates`, `computeEntrySet`,
// `addDescendantStatesToEnter`, `addAncestorStatesToEnter`, `isInFinalState`, and executable content.
extension StatechartInterpreter {
    /// The states to enter and which of them get their default entry or a history default's content.
    @usableFromInline
    struct EntrySet {
        @usableFromInline
        var states: [Int] = []
        @usableFromInline
        var members: Set<Int> = []
        @usableFromInline
        var defaultEntry: Set<Int> = []
        /// Parent state → the history default transition whose actions run after the parent is entered.
        @usableFromInline
        var historyContent: [Int: Int] = [:]

        @inlinable
        init() {}

        @inlinable
        mutating func add(_ state: Int) {
            if members.insert(state).inserted { states.append(state) }
        }
    }

    /// Exits, transition actions, entries; recorded as one microstep.
    @inlinable
    mutating func microstep(_ enabled: [Int], isInitial: Bool) {
        guard countStep() else { return }
        var exited: [StateID] = []
        if !isInitial { exited = exitStates(enabled) }
        for index in enabled { runBlock(storage.transitions[index].actions) }
        let entered = enterStates(enabled, isInitial: isInitial)
        if recordsMicrosteps {
            record.microsteps.append(
                StatechartMicrostep(transitions: isInitial ? [] : enabled, exited: exited, entered: entered))
        }
    }

    /// Records history, runs exit actions innermost first, removes the states from the configuration.
    @inlinable
    mutating func exitStates(_ enabled: [Int]) -> [StateID] {
        let states = exitSet(of: enabled).sorted(by: >)
        let nodes = storage.nodes
        for state in states {
            for history in nodes[state].histories {
                let isDeep = nodes[history].kind == .history(deep: true)
                historyValues[history] = active.active.filter { node in
                    isDeep
                        ? nodes[node].isAtomicOrFinal && storage.isDescendant(node, of: state)
                        : nodes[node].parent == state
                }
            }
        }
        var exited: [StateID] = []
        for state in states {
            runBlock(nodes[state].onExit)
            active.remove(state)
            if !tiedEffects.isEmpty { cancelTiedEffects(of: state) }
            if recordsMicrosteps, let id = nodes[state].id { exited.append(id) }
        }
        return exited
    }

    /// A state was exited: the work its entry action asked for is cancelled. Called for every exit, by a
    /// transition or by the chart stopping.
    @inlinable
    mutating func cancelTiedEffects(of state: Int) {
        guard let ids = tiedEffects.removeValue(forKey: state), let id = storage.nodes[state].id else { return }
        record.effects.append(.cancelEffects(tiedTo: id, ids: ids))
    }

    /// Enters the states `enabled` leads to, outermost first, with entry actions, default-entry content,
    /// history-default content and `done` events.
    @inlinable
    mutating func enterStates(_ enabled: [Int], isInitial: Bool) -> [StateID] {
        var entry = EntrySet()
        for index in enabled {
            let targets = storage.transitions[index].targets
            for target in targets { addDescendants(of: target, to: &entry) }
            let domain = transitionDomain(index)
            let effective =
                targets.contains(where: { storage.nodes[$0].isHistory }) ? effectiveTargets(targets) : targets
            for target in effective { addAncestors(of: target, below: domain, to: &entry) }
        }
        var entered: [StateID] = []
        let nodes = storage.nodes
        for state in entry.states.sorted() {
            active.insert(state)
            if recordsMicrosteps, let id = nodes[state].id { entered.append(id) }
            entering = state
            runBlock(nodes[state].onEntry)
            entering = 0
            if entry.defaultEntry.contains(state), nodes[state].initial >= 0 {
                runBlock(storage.transitions[nodes[state].initial].actions)
            }
            if let history = entry.historyContent[state] { runBlock(storage.transitions[history].actions) }
            guard nodes[state].kind == .final else { continue }
            let parent = nodes[state].parent
            if parent == 0 {
                running = false
                continue
            }
            if let id = nodes[parent].id { internalQueue.append(.done(id)) }
            let grandparent = nodes[parent].parent
            if grandparent > 0, nodes[grandparent].kind == .parallel,
                nodes[grandparent].children.allSatisfy(isInFinalState), let id = nodes[grandparent].id
            {
                internalQueue.append(.done(id))
            }
        }
        return entered
    }

    @inlinable
    func addDescendants(of state: Int, to entry: inout EntrySet) {
        let initial = storage.nodes[state].initial
        if storage.nodes[state].isHistory {
            let parent = storage.nodes[state].parent
            let targets: [Int]
            if let value = historyValues[state] {
                targets = value
            } else {
                guard initial >= 0 else { return }
                entry.historyContent[parent] = initial
                targets = storage.transitions[initial].targets
            }
            for target in targets { addDescendants(of: target, to: &entry) }
            for target in targets { addAncestors(of: target, below: parent, to: &entry) }
            return
        }
        entry.add(state)
        let kind = storage.nodes[state].kind
        if kind == .compound {
            entry.defaultEntry.insert(state)
            guard initial >= 0 else { return }
            let targets = storage.transitions[initial].targets
            for target in targets { addDescendants(of: target, to: &entry) }
            for target in targets { addAncestors(of: target, below: state, to: &entry) }
        } else if kind == .parallel {
            addRegions(of: state, to: &entry)
        }
    }

    @inlinable
    func addAncestors(of state: Int, below ancestor: Int, to entry: inout EntrySet) {
        var node = storage.nodes[state].parent
        while node > 0 && node != ancestor {
            entry.add(node)
            if storage.nodes[node].kind == .parallel { addRegions(of: node, to: &entry) }
            node = storage.nodes[node].parent
        }
    }

    /// Default entry of each region of a parallel state that nothing entered yet.
    @inlinable
    func addRegions(of parallel: Int, to entry: inout EntrySet) {
        // Entering one region adds states inside it only, so which regions are already entered can be found once.
        var entered: Set<Int> = []
        for state in entry.states where storage.isDescendant(state, of: parallel) {
            var region = state
            while storage.nodes[region].parent != parallel { region = storage.nodes[region].parent }
            if region != state { entered.insert(region) }
        }
        for child in storage.nodes[parallel].children where !entered.contains(child) {
            addDescendants(of: child, to: &entry)
        }
    }

    @inlinable
    func isInFinalState(_ state: Int) -> Bool {
        switch storage.nodes[state].kind {
        case .compound:
            return storage.nodes[state].children.contains { storage.nodes[$0].kind == .final && active.isActive($0) }
        case .parallel: return storage.nodes[state].children.allSatisfy(isInFinalState)
        default: return false
        }
    }

    /// Runs actions in order. Each is one block of executable content: a failing action raises its error event
    /// after what it did before failing, and the next action still runs.
    @inlinable
    mutating func runBlock(_ actions: [Chart.Action]) {
        for action in actions {
            scope.currentSignal = currentSignal
            scope.activeStates = active
            var failure: StatechartSignal<StateID, Event>?
            do {
                try action(&scope)
            } catch {
                failure = Self.errorSignal(error)
            }
            scope.activeStates = emptyConfiguration
            if !scope.commands.isEmpty {
                let commands = scope.commands
                scope.commands.removeAll(keepingCapacity: true)
                for command in commands { perform(command) }
            }
            if let failure { internalQueue.append(failure) }
        }
    }

    @inlinable
    mutating func perform(_ command: Chart.ActionScope.Command) {
        switch command {
        case .raise(let signal):
            internalQueue.append(signal)
        case .send(let event, let delay, let id):
            guard delay > .zero else {
                externalQueue.append(event)
                return
            }
            let send = StatechartDelayedSend(token: nextToken, id: id, event: event, delay: delay)
            nextToken += 1
            pending[send.token] = send
            record.scheduled.append(send)
        case .perform(let effect):
            guard !effect.isNone else { return }
            guard entering > 0, let owner = storage.nodes[entering].id else {
                record.effects.append(.run(effect, tiedTo: nil))
                return
            }
            var ids = tiedEffects[entering] ?? []
            for case .run(let id?, _) in effect.actions where !ids.contains(id) { ids.append(id) }
            tiedEffects[entering] = ids
            record.effects.append(.run(effect, tiedTo: owner))
        case .cancel(let id):
            let tokens = pending.values.filter { $0.id == id }.map(\.token).sorted()
            for token in tokens { pending[token] = nil }
            record.cancelled += tokens
            record.cancelledIDs.append(id)
        }
    }

    @inlinable
    static func errorSignal(_ error: any Error) -> StatechartSignal<StateID, Event> {
        if let failure = error as? StatechartActionError {
            return failure.kind == .communication
                ? .communicationError(failure.message) : .executionError(failure.message)
        }
        return .executionError("\(error)")
    }
}
