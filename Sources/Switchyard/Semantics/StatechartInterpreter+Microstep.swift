// One microstep: SCXML 1.0 Appendix D, `microstep`, `exitStates`, `enterStates`, `computeEntrySet`,
// `addDescendantStatesToEnter`, `addAncestorStatesToEnter`, `isInFinalState`, and executable content.
extension StatechartInterpreter {
    /// Exits, transition actions, entries; recorded as one microstep. The transitions are the first `enabled`
    /// entries of `scratch`, their exit ranges the triples in `ranges` (see `removeConflicts(_:)`).
    ///
    /// The order of the parts is the one step rule's (``StepRule``), which the interpreter carries out as a
    /// ``StatePerformer`` (see `run(_:of:tyingWorkTo:)`): the microstep computes the exit set (recording history
    /// first) and the entry set, hands both to the rule with the transitions' actions as its content, and records
    /// the microstep.
    @inlinable
    mutating func microstep(enabled: Int, ranges: Range<Int>, isInitial: Bool) {
        guard countStep() else { return }
        if recording.tracesMicrosteps {
            if recording.trace.isEmpty { recording.trace.reserveCapacity(16) }
            recording.trace.append(isInitial ? 0 : enabled)
            if !isInitial { recording.trace.append(contentsOf: scratch[0..<enabled]) }
        }
        let exitSet = isInitial ? scratch.count..<scratch.count : collectExitSet(ranges)
        if isInitial, recording.tracesMicrosteps { recording.trace.append(0) }
        let entrySet = collectEntrySet(enabled)
        let exited = recordsMicrosteps ? ids(of: exitSet.reversed()) : []
        let entered = recordsMicrosteps ? ids(of: entrySet) : []
        // A chart has no commit of its own: its configuration changes state by state, as each is left and entered.
        StepRule.take(
            leaving: exitSet.reversed(), commit: {},
            content: { $0.runTransitionActions(enabled) }, arriving: entrySet, by: &self)
        scratch.removeLast(scratch.count - exitSet.lowerBound)
        if !historyDefaults.isEmpty { historyDefaults = [:] }
        if recordsMicrosteps {
            record.microsteps.append(
                StatechartMicrostep(
                    transitionList: isInitial ? [] : Array(scratch[0..<enabled]), exited: exited, entered: entered))
        }
    }

    /// The ids of the states at `positions` in `scratch` (see `node(at:)`).
    @inlinable
    func ids<Positions: Sequence<Int>>(of positions: Positions) -> [StateID] {
        positions.compactMap { storage.nodes[node(at: $0)].id }
    }

    /// Runs the actions of the first `enabled` transitions in `scratch`: the microstep's transition content.
    @inlinable
    mutating func runTransitionActions(_ enabled: Int) {
        for slot in 0..<enabled { runBlock(storage.transitions[scratch[slot]].actions) }
    }

    /// Puts the exit set after the ranges in `scratch`, in document order (it is left innermost first, in reverse),
    /// each state shifted left by one as in the entry set (see `node(at:)`), and records the history of the states
    /// it leaves.
    /// - Returns: Where the exit set is in `scratch`.
    @inlinable
    mutating func collectExitSet(_ ranges: Range<Int>) -> Range<Int> {
        let start = scratch.count
        for range in stride(from: ranges.lowerBound, to: ranges.upperBound, by: 3) {
            let (lower, upper) = (scratch[range], scratch[range + 1])
            for state in active.active[lower..<upper] { scratch.append(state << 1) }
        }
        let end = scratch.count
        if recording.tracesMicrosteps {
            recording.trace.append(end - start)
            for position in (start..<end).reversed() { recording.trace.append(scratch[position] >> 1) }
        }
        let storage = storage
        for position in (start..<end).reversed() {
            let state = scratch[position] >> 1
            for history in storage.nodes[state].histories {
                let isDeep = storage.nodes[history].kind == .history(deep: true)
                historyValues[history] = active.active.filter { node in
                    isDeep
                        ? storage.nodes[node].isAtomicOrFinal && storage.isDescendant(node, of: state)
                        : storage.nodes[node].parent == state
                }
            }
        }
        return start..<end
    }

    /// Puts the entry set of the first `enabled` transitions in `scratch` after everything in `scratch`, ascending
    /// (document order, the order it is entered in), each state shifted left by one with the low bit set when it
    /// gets its default entry; the history defaults whose actions run after their parent is entered go in
    /// `historyDefaults`.
    /// - Returns: Where the entry set is in `scratch`.
    @inlinable
    mutating func collectEntrySet(_ enabled: Int) -> Range<Int> {
        let storage = storage
        let start = scratch.count
        var historyContent: [Int: Int] = [:]
        for slot in 0..<enabled {
            let index = scratch[slot]
            let targets = storage.transitions[index].targets
            for target in targets { addDescendants(of: target, entrySet: start, historyContent: &historyContent) }
            let domain = transitionDomain(index)
            let effective =
                targets.contains(where: { storage.nodes[$0].isHistory }) ? effectiveTargets(targets) : targets
            for target in effective {
                addAncestors(of: target, below: domain, entrySet: start, historyContent: &historyContent)
            }
        }
        if !historyContent.isEmpty { historyDefaults = historyContent }
        let end = scratch.count
        if recording.tracesMicrosteps {
            recording.trace.append(end - start)
            for position in start..<end { recording.trace.append(scratch[position] >> 1) }
        }
        return start..<end
    }

    /// Adds `state` to the entry set that starts at `start` in `scratch`, keeping it ascending.
    @inlinable
    mutating func addToEntrySet(_ state: Int, entrySet start: Int, isDefaultEntry: Bool) {
        let entry = state << 1 | (isDefaultEntry ? 1 : 0)
        // States mostly come in document order: then the new one goes last.
        if scratch.count == start || scratch[scratch.count - 1] >> 1 < state {
            scratch.append(entry)
            return
        }
        let position = entrySetPosition(of: state, entrySet: start)
        if position < scratch.count && scratch[position] >> 1 == state {
            scratch[position] |= entry & 1
        } else {
            scratch.insert(entry, at: position)
        }
    }

    /// The first position in the entry set that starts at `start` whose state is at least `state`.
    @inlinable
    func entrySetPosition(of state: Int, entrySet start: Int) -> Int {
        var (low, high) = (start, scratch.count)
        while low < high {
            let middle = (low + high) / 2
            if scratch[middle] >> 1 < state { low = middle + 1 } else { high = middle }
        }
        return low
    }

    @inlinable
    mutating func addDescendants(of state: Int, entrySet start: Int, historyContent: inout [Int: Int]) {
        let storage = storage
        let initial = storage.nodes[state].initial
        if storage.nodes[state].isHistory {
            let parent = storage.nodes[state].parent
            let targets: [Int]
            if let value = historyValues[state] {
                targets = value
            } else {
                guard initial >= 0 else { return }
                historyContent[parent] = initial
                targets = storage.transitions[initial].targets
            }
            for target in targets { addDescendants(of: target, entrySet: start, historyContent: &historyContent) }
            for target in targets {
                addAncestors(of: target, below: parent, entrySet: start, historyContent: &historyContent)
            }
            return
        }
        let kind = storage.nodes[state].kind
        addToEntrySet(state, entrySet: start, isDefaultEntry: kind == .compound)
        if kind == .compound {
            guard initial >= 0 else { return }
            let targets = storage.transitions[initial].targets
            for target in targets { addDescendants(of: target, entrySet: start, historyContent: &historyContent) }
            for target in targets {
                addAncestors(of: target, below: state, entrySet: start, historyContent: &historyContent)
            }
        } else if kind == .parallel {
            addRegions(of: state, entrySet: start, historyContent: &historyContent)
        }
    }

    @inlinable
    mutating func addAncestors(
        of state: Int, below ancestor: Int, entrySet start: Int, historyContent: inout [Int: Int]
    ) {
        let storage = storage
        var node = storage.nodes[state].parent
        while node > 0 && node != ancestor {
            addToEntrySet(node, entrySet: start, isDefaultEntry: false)
            if storage.nodes[node].kind == .parallel {
                addRegions(of: node, entrySet: start, historyContent: &historyContent)
            }
            node = storage.nodes[node].parent
        }
    }

    /// Default entry of each region of a parallel state that nothing entered yet: no proper descendant of the
    /// region is in the entry set. (Entering one region adds states inside it only, so checking each region as
    /// it comes gives what checking them all first would.)
    @inlinable
    mutating func addRegions(of parallel: Int, entrySet start: Int, historyContent: inout [Int: Int]) {
        let storage = storage
        for child in storage.nodes[parallel].children {
            let position = entrySetPosition(of: child + 1, entrySet: start)
            let isEntered = position < scratch.count && scratch[position] >> 1 < storage.nodes[child].subtreeEnd
            if !isEntered { addDescendants(of: child, entrySet: start, historyContent: &historyContent) }
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
            scope.activeStates = active
            var failure: StatechartSignal<StateID, Event>?
            do {
                try action(&scope)
            } catch {
                failure = Self.errorSignal(error)
            }
            scope.activeStates.active = []
            if !scope.commands.isEmpty {
                let commands = scope.commands
                scope.commands.removeAll(keepingCapacity: true)
                for command in commands { perform(command) }
            }
            if let failure { queues.internalQueue.append(failure) }
        }
    }

    @inlinable
    mutating func perform(_ command: Chart.ActionScope.Command) {
        switch command {
        case .raise(let signal):
            queues.internalQueue.append(signal)
        case .send(let event, let delay, let id):
            guard delay > .zero else {
                queues.externalQueue.append(event)
                return
            }
            let send = StatechartDelayedSend(token: queues.nextToken, sendID: id, event: event, delay: delay)
            queues.nextToken += 1
            queues.pending[send.token] = send
            record.scheduled.append(send)
        case .perform(let effect):
            if !effect.isNone { startWork(effect) }
        case .cancel(let id):
            let tokens = queues.pending.values.filter { $0.sendID == id }.map(\.token).sorted()
            for token in tokens { queues.pending[token] = nil }
            record.cancelled += tokens
            record.cancelledSendIDs.append(id)
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
